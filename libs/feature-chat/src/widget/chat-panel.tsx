import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorText } from '@wallet/api-texts';
import { RefreshIcon, RetryAlert } from '@wallet/ui';
import type { ChatSession } from '../thread/use-chat-session';
import { CloseIcon } from './chat-icons';
import { Composer } from './composer';
import { HistoryList } from './history-list';
import { Header, IconButton, Panel, Status } from './widget.styles';

export interface ChatPanelProps {
  id: string;
  session: ChatSession;
  onClose: () => void;
}

/** The open widget (spec §2): header with reload-history, the history, the message box and attach-file. */
export function ChatPanel({ id, session, onClose }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const input = useRef<HTMLTextAreaElement>(null);
  const [reloading, setReloading] = useState(false);
  const { thread, actions, problem } = session;
  const titleId = `${id}-title`;

  useEffect(() => input.current?.focus(), []);

  const reload = async () => {
    setReloading(true);
    await actions.reload();
    setReloading(false);
  };
  // Until the conversation has loaded nothing can be sent: that is connecting too.
  const connecting = thread ? thread.connection === 'connecting' : !problem;
  const status = thread?.connection === 'offline' ? t('widget.reconnecting') : connecting ? t('widget.connecting') : null;

  return (
    <Panel id={id} role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId}>{t('widget.title')}</h2>
        {status && <Status role="status">{status}</Status>}
        <IconButton type="button" aria-label={t('widget.reloadHistory')} title={t('widget.reloadHistory')} disabled={!thread || reloading} onClick={() => void reload()}>
          <RefreshIcon />
        </IconButton>
        <IconButton type="button" aria-label={t('widget.close')} title={t('widget.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Header>
      {problem ? (
        <RetryAlert onRetry={session.retry} retrying={session.retrying}>
          <ApiErrorText error={problem} />
        </RetryAlert>
      ) : (
        <HistoryList
          label={t('widget.title')}
          messages={thread?.messages ?? []}
          hasOlder={thread?.hasOlder ?? false}
          loadingOlder={thread?.loadingOlder ?? false}
          onLoadOlder={() => void actions.loadOlder()}
          onPostback={(payload) => void actions.sendPostback(payload)}
          onResend={actions.resend}
          onRemove={(localId) => actions.remove(localId)}
        />
      )}
      <Composer inputRef={input} disabled={!thread} onSend={(text) => void actions.sendText(text)} onFile={(file) => void actions.sendFile(file)} />
    </Panel>
  );
}
