import { Suspense } from 'react';
import { useLookupEnableChatWidgetQuery } from '@wallet/api';
import { useAfterFirstScreen } from '@wallet/ui';
import { ChatWidget } from './feature-screens';

/**
 * The support chat where the server enables it (spec §2 contact, issue 12). The flag is asked
 * first, so the chat code downloads only when the widget will show, and only once the page's first
 * screen is drawn: the launcher is never what a member waits for.
 */
export function ChatSlot({ audience }: { audience: 'member' | 'guest' }) {
  const afterFirstScreen = useAfterFirstScreen();
  const { data } = useLookupEnableChatWidgetQuery(undefined, { skip: !afterFirstScreen });
  if (!afterFirstScreen || !data?.enableChatWidget) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget audience={audience} />
    </Suspense>
  );
}
