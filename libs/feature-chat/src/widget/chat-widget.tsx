import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, DismissButton, useFocusTrap } from '@wallet/ui';
import { useChatIdentity, type ChatAudience, type ChatIdentity } from '../thread/use-chat-identity';
import { useChatSession } from '../thread/use-chat-session';
import { useSessionGeneration } from '../thread/use-session-generation';
import { ChatPanel } from './chat-panel';
import { useInviteBubble } from './use-invite-bubble';
import { useMarkRead, useUnreadCount, useUnreadTitle } from './use-unread';
import { Badge, Dock, Invite, Launcher, LauncherRow } from './widget.styles';

export interface ChatWidgetProps {
  /** 'member' in the member area (joins as the member), 'guest' on the public contact page. */
  audience: ChatAudience;
}

/**
 * The support chat (spec §2, issue 12). One dock per session: when a member logs out, another
 * logs in, or a redirect to /login ends the session, the dock starts again from nothing (its
 * open panel, unread count and thread, with the thread's socket and files), so nothing of the
 * previous member's chat survives in the tab (issue 16).
 */
export function ChatWidget({ audience }: ChatWidgetProps) {
  const session = useSessionGeneration();
  const identity = useChatIdentity(audience);
  return <ChatDock key={session} identity={identity} session={session} />;
}

interface ChatDockProps {
  identity: ChatIdentity | null;
  session: number;
}

/**
 * A floating launcher with the invite bubble and the unread count; it toggles the panel. Focus
 * goes into the panel on open and back to the launcher on close. While open, Tab keeps to the
 * panel and the launcher that closes it (on a phone the panel covers the page, whose controls
 * would take the focus out of sight), and Escape closes it from either.
 */
function ChatDock({ identity, session: sessionNumber }: ChatDockProps) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const dock = useRef<HTMLElement>(null);
  const trapTab = useFocusTrap(dock);
  const session = useChatSession(identity, sessionNumber);
  const invite = useInviteBubble();
  const messages = session.thread?.messages;
  const unread = useUnreadCount(messages, open);
  useUnreadTitle(unread);
  useMarkRead(session.arg, messages);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  const keyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') trapTab(event);
  };
  const name = open ? t('widget.close') : unread > 0 ? t('widget.openUnread', { count: unread }) : t('widget.open');

  return (
    <Dock ref={dock} aria-label={t('widget.title')} onKeyDown={keyDown}>
      {open && <ChatPanel id={panelId} session={session} onClose={close} />}
      <LauncherRow>
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
      </LauncherRow>
    </Dock>
  );
}
