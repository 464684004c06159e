import { useState } from 'react';
import { STORAGE_KEYS } from '@wallet/config';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.chatInviteDismissed) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the chat's invite bubble shows. On a phone it sits over the page's right-hand controls,
 * so once the member has hidden it or opened the chat it stays away for the rest of the tab's life.
 */
export function useInviteBubble() {
  const [shown, setShown] = useState(() => !wasDismissed());
  const dismiss = () => {
    setShown(false);
    try {
      window.sessionStorage.setItem(STORAGE_KEYS.chatInviteDismissed, '1');
    } catch {
      // Storage refused (private mode): the bubble stays hidden until the next page load.
    }
  };
  return { shown, dismiss };
}
