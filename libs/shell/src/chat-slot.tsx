import { Suspense } from 'react';
import { useLookupEnableChatWidgetQuery } from '@wallet/api';
import { ChatWidget } from './feature-screens';

/**
 * The support chat where the server enables it (spec §2 contact, issue 12). The flag is asked
 * first, so the chat code downloads only when the widget will show.
 */
export function ChatSlot({ audience }: { audience: 'member' | 'guest' }) {
  const { data } = useLookupEnableChatWidgetQuery();
  if (!data?.enableChatWidget) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget audience={audience} />
    </Suspense>
  );
}
