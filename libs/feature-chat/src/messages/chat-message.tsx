import { useTranslation } from 'react-i18next';
import { useSingleSuccess } from '@wallet/ui';
import type { ThreadMessage } from '../thread/thread-types';
import { ChatButtons } from './chat-buttons';
import { ChatText } from './chat-text';
import { DeliveryState } from './delivery-state';
import { GenericMessage } from './generic-message';
import { MediaMessage } from './media-message';
import { Bubble, Muted, Sender } from './messages.styles';

export interface ChatMessageProps {
  entry: ThreadMessage;
  onPostback: (payload: string) => void;
  /** Re-sends a failed message; true once the server has stored it. */
  onResend: (id: string) => Promise<boolean>;
  onRemove: (id: string) => void;
}

function Body({ entry, onPostback }: Pick<ChatMessageProps, 'entry' | 'onPostback'>) {
  const { t } = useTranslation('chat');
  const { message } = entry;
  const payload = message.payload;
  switch (message.message_type) {
    case 'text':
    case 'postback':
      return <ChatText text={payload.message} />;
    case 'buttons':
      return (
        <>
          <ChatText text={payload.message} />
          <ChatButtons buttons={payload.buttons} onPostback={onPostback} />
        </>
      );
    case 'quick_replies':
      return (
        <>
          <ChatText text={payload.message} />
          <ChatButtons buttons={payload.buttons} onPostback={onPostback} chips />
        </>
      );
    case 'media':
      return <MediaMessage payload={payload} previewUrl={entry.local?.previewUrl} />;
    case 'generic':
      return <GenericMessage text={payload.message} cards={message.payloads ?? []} onPostback={onPostback} />;
    default:
      return <Muted>{t('message.unknownType')}</Muted>;
  }
}

/** One message of the history, with its sender and, for the member's own messages, the delivery state. */
export function ChatMessage({ entry, onPostback, onResend, onRemove }: ChatMessageProps) {
  const { t } = useTranslation('chat');
  const mine = entry.sender === 'customer';
  const local = entry.local;
  const delivered = local ?? (entry.message.message_type === 'media' ? entry.message.deliver : undefined);
  // Once: a second tap in the same frame, or one right after the answer before the button is gone, sends nothing.
  const resend = useSingleSuccess(async () => (local ? onResend(local.id) : false));
  return (
    <Bubble $mine={mine}>
      <Sender>{mine ? t('sender.you') : entry.name?.trim() || t('sender.agent')}</Sender>
      <Body entry={entry} onPostback={onPostback} />
      {delivered && (local?.status !== 'succeed' || entry.message.message_type === 'media') && (
        <DeliveryState
          status={delivered.status}
          progress={delivered.progress}
          onResend={local ? () => void resend() : undefined}
          onRemove={local ? () => onRemove(local.id) : undefined}
        />
      )}
    </Bubble>
  );
}
