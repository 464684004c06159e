import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, DismissButton } from '@wallet/ui';
import type { ChatAudience } from '../thread/use-chat-identity';
import { useChatSession } from '../thread/use-chat-session';
import { ChatPanel } from './chat-panel';
import { useInviteBubble } from './use-invite-bubble';
import { useMarkRead, useUnreadCount, useUnreadTitle } from './use-unread';
import { Badge, Dock, Invite, Launcher } from './widget.styles';

export interface ChatWidgetProps {
  /** 'member' in the member area (joins as the member), 'guest' on the public contact page. */
  audience: ChatAudience;
}

/**
 * The support chat (spec §2, issue 12): a floating launcher with the invite bubble and the unread
 * count; it toggles the panel. Focus goes into the panel on open and back to the launcher on close.
 */
export function ChatWidget({ audience }: ChatWidgetProps) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const session = useChatSession(audience);
  const invite = useInviteBubble();
  const messages = session.thread?.messages;
  const unread = useUnreadCount(messages, open);
  useUnreadTitle(unread);
  useMarkRead(session.arg, messages, open);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  const name = open ? t('widget.close') : unread > 0 ? t('widget.openUnread', { count: unread }) : t('widget.open');

  return (
    <Dock>
      {open && <ChatPanel id={panelId} session={session} onClose={close} />}
      {!open && invite.shown && (
        <Invite>
          <p>{t('widget.invite')}</p>
          <DismissButton label={t('widget.hideInvite')} onClick={invite.dismiss} />
        </Invite>
      )}
      <Launcher ref={launcher} type="button" aria-label={name} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => (open ? close() : (invite.dismiss(), setOpen(true)))}>
        <ChatIcon />
        {unread > 0 && <Badge aria-hidden="true">{unread}</Badge>}
      </Launcher>
    </Dock>
  );
}
