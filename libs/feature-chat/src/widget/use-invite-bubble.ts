import { useState } from 'react';
import { STORAGE_KEYS, browserStorage } from '@wallet/config';

/**
 * Whether the chat's invite bubble shows. On a phone it sits over the page's right-hand controls,
 * so once the member has hidden it or opened the chat it stays away for the rest of the tab's life.
 */
export function useInviteBubble() {
  const [shown, setShown] = useState(() => browserStorage.read(STORAGE_KEYS.chatInviteDismissed, 'session') === null);
  const dismiss = () => {
    setShown(false);
    browserStorage.write(STORAGE_KEYS.chatInviteDismissed, '1', 'session');
  };
  return { shown, dismiss };
}
