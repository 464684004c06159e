import { useEffect, useState } from 'react';
import { STORAGE_KEYS, browserStorage } from '@wallet/config';
import { LIMITS } from '@wallet/domain';

/**
 * Whether the chat's invite bubble shows: once per visit (the tab's life), for a few seconds, then
 * it hides itself; hiding it with its × or opening the chat ends it sooner. Shown once means
 * shown: another page or a login in the same tab does not bring it back.
 */
export function useInviteBubble() {
  const [shown, setShown] = useState(() => browserStorage.read(STORAGE_KEYS.chatInviteShown, 'session') === null);
  useEffect(() => {
    if (!shown) return undefined;
    browserStorage.write(STORAGE_KEYS.chatInviteShown, '1', 'session');
    const timer = setTimeout(() => setShown(false), LIMITS.CHAT_INVITE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return { shown, dismiss: () => setShown(false) };
}
