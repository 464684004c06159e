import { Fragment, useLayoutEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chatEntryKeys, endsConversationBetween, isNearChatBottom } from '@wallet/domain';
import { ChatMessage } from '../messages/chat-message';
import type { ThreadMessage } from '../thread/thread-types';
import { HistoryArea, Marker, NewMessagesHint, Note, Scroller } from './history.styles';

export interface HistoryListProps {
  label: string;
  messages: readonly ThreadMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onPostback: (payload: string) => void;
  onResend: (id: string) => Promise<boolean>;
  onRemove: (id: string) => void;
}

/** A key per message, unique in the list: a message not yet stored by the server goes by its local id. */
function keysOf(messages: readonly ThreadMessage[]): string[] {
  const stored = chatEntryKeys(messages);
  return messages.map((entry, index) => entry.local?.id ?? stored[index]);
}

/**
 * The history, oldest at the top (spec §4): the top loads the previous page without the view
 * jumping, a new message scrolls into view only when the reader is at the bottom (else a hint),
 * and a session change shows an 'End Conversation' marker.
 */
export function HistoryList({ label, messages, hasOlder, loadingOlder, onLoadOlder, ...actions }: HistoryListProps) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const before = useRef<{ height: number; top: number; firstKey: string | undefined } | null>(null);
  const lastKey = useRef<string | undefined>(undefined);
  const [hint, setHint] = useState(false);
  const keys = useMemo(() => keysOf(messages), [messages]);

  useLayoutEffect(() => {
    const list = scroller.current;
    if (!list) return;
    const last = messages.at(-1);
    const previous = before.current;
    if (previous && keys[0] !== undefined && keys[0] !== previous.firstKey) {
      list.scrollTop = list.scrollHeight - previous.height + previous.top;
      before.current = null;
    } else if (last && keys.at(-1) !== lastKey.current) {
      if (atBottom.current || last.sender === 'customer' || lastKey.current === undefined) list.scrollTop = list.scrollHeight;
      else setHint(true);
    }
    lastKey.current = keys.at(-1);
  }, [messages, keys]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    atBottom.current = isNearChatBottom(list);
    if (atBottom.current) setHint(false);
    if (list.scrollTop <= 0 && hasOlder && !loadingOlder) {
      before.current = { height: list.scrollHeight, top: list.scrollTop, firstKey: keys[0] };
      onLoadOlder();
    }
  };
  const toBottom = () => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
    atBottom.current = true;
    setHint(false);
  };

  return (
    <HistoryArea>
      <Scroller ref={scroller} role="log" aria-label={label} aria-live="polite" aria-relevant="additions" tabIndex={0} onScroll={onScroll}>
        {loadingOlder && <Note>{t('widget.loadingOlder')}</Note>}
        {messages.length === 0 && <Note>{t('widget.empty')}</Note>}
        {messages.map((entry, index) => (
          <Fragment key={keys[index]}>
            {endsConversationBetween(messages[index - 1], entry) && <Marker role="separator">{t('widget.endConversation')}</Marker>}
            <ChatMessage entry={entry} {...actions} />
          </Fragment>
        ))}
      </Scroller>
      {hint && (
        <NewMessagesHint type="button" onClick={toBottom}>
          {t('widget.newMessages')}
        </NewMessagesHint>
      )}
    </HistoryArea>
  );
}
