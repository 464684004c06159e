import { useMemo, useState } from 'react';
import { useGetWalletQuery } from '@wallet/api';
import { STORAGE_KEYS, browserStorage } from '@wallet/config';
import type { ChatSenderProfile } from './chat-actions';

/** Who opens the widget: a logged-in member (member area) or a visitor (public contact page). */
export type ChatAudience = 'member' | 'guest';

export interface ChatIdentity {
  userId: string | null;
  guestId: string | null;
  profile: ChatSenderProfile;
}

function newGuestId(): string {
  const random = typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `guest-${random}`;
}

/** What newGuestId makes; anything else in storage was not written by this app. */
const GUEST_ID = /^guest-[A-Za-z0-9-]{8,64}$/;

/**
 * Spec §3, §4: a visitor keeps one generated guest id in storage, so their history follows them.
 * A stored value this app could not have written (edited, cut short, another app's) is replaced:
 * it would name a chat room the server refuses.
 */
export function storedGuestId(): string {
  const stored = browserStorage.read(STORAGE_KEYS.chatGuestId);
  if (stored && GUEST_ID.test(stored)) return stored;
  const id = newGuestId();
  browserStorage.write(STORAGE_KEYS.chatGuestId, id);
  return id;
}

/** The member as the wallet call names them, or the stored guest; null until the member is known. */
export function useChatIdentity(audience: ChatAudience): ChatIdentity | null {
  const [guestId] = useState(() => (audience === 'guest' ? storedGuestId() : null));
  const { data: wallet } = useGetWalletQuery(undefined, { skip: audience !== 'member' });
  const member = wallet?.profile;
  return useMemo(() => {
    if (audience === 'guest') return { userId: null, guestId, profile: { name: null, username: null } };
    if (!member) return null;
    return { userId: member._id, guestId: null, profile: { name: member.name, username: member.username } };
  }, [audience, guestId, member]);
}
