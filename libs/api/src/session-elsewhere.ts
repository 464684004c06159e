import { TOKEN_STORAGE_KEY, sessionChangedElsewhere, sessionChannel } from './token-storage';

/**
 * Follows the site's other tabs while this one shows a member session (issue 19): a session begun
 * or ended in one of them (its word on the session channel, or else the token's storage key
 * changing) ends this tab's own the same way (see sessionChangedElsewhere). `first` runs before
 * this tab follows, while its screens still show the session. Returns the stop.
 */
export function followSessionElsewhere(first?: () => void): () => void {
  const channel = sessionChannel();
  const follow = () => {
    first?.();
    sessionChangedElsewhere();
  };
  const onStorage = (event: StorageEvent) => {
    // A null key is the whole storage cleared.
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) follow();
  };
  channel?.addEventListener('message', follow);
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.removeEventListener('message', follow);
    window.removeEventListener('storage', onStorage);
  };
}
