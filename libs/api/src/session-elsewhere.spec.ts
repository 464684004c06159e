import { waitFor } from '@testing-library/react';
import { followSessionElsewhere } from './session-elsewhere';
import { clearToken, onSessionChange, readToken, SESSION_CHANNEL, storeToken, TOKEN_STORAGE_KEY } from './token-storage';

/** Another tab of the site, as this tab hears it: its end of the session channel. */
function otherTab() {
  const tab = new BroadcastChannel(SESSION_CHANNEL);
  const heard: unknown[] = [];
  tab.onmessage = (event) => heard.push(event.data);
  return { heard, tellChanged: () => tab.postMessage('changed'), close: () => tab.close() };
}

/** What the browser fires in this tab when another tab writes the token's storage key. */
function tokenWrittenElsewhere(newValue: string | null): void {
  if (newValue === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  else window.localStorage.setItem(TOKEN_STORAGE_KEY, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue, storageArea: window.localStorage }));
}

describe("sessions across the site's tabs (issue 19)", () => {
  let changes = 0;
  let stopListening: () => void = () => undefined;
  let stopFollowing: () => void = () => undefined;
  beforeEach(() => {
    clearToken();
    changes = 0;
    stopListening = onSessionChange(() => (changes += 1));
    stopFollowing = followSessionElsewhere();
  });
  afterEach(() => {
    stopFollowing();
    stopListening();
  });

  it('tells the other tabs when a session begins or ends here, and not when nothing changed', async () => {
    const tab = otherTab();
    storeToken('token-of-A', false);
    storeToken('token-of-A', false);
    clearToken();
    clearToken();
    await waitFor(() => expect(tab.heard).toEqual(['changed', 'changed']));
    tab.close();
  });

  it("ends this tab's own session when another tab logs out or logs in, though its token is the tab's alone", async () => {
    storeToken('token-of-A', false);
    changes = 0;
    const tab = otherTab();
    tab.tellChanged();
    await waitFor(() => expect(readToken()).toBeNull());
    expect(changes).toBe(1);
    tab.close();
  });

  it('follows the remembered token changed by another tab when the channel is missing: a login elsewhere, then a logout', () => {
    storeToken('token-of-A', true);
    changes = 0;
    tokenWrittenElsewhere('token-of-B');
    expect(readToken()).toBe('token-of-B');
    expect(changes).toBe(1);
    tokenWrittenElsewhere(null);
    expect(readToken()).toBeNull();
    expect(changes).toBe(2);
  });

  it('leaves the session alone when other storage changes, or when the token it shows is still the one stored', () => {
    storeToken('token-of-A', true);
    changes = 0;
    window.dispatchEvent(new StorageEvent('storage', { key: 'wallet.locale', newValue: 'th', storageArea: window.localStorage }));
    tokenWrittenElsewhere('token-of-A');
    expect(readToken()).toBe('token-of-A');
    expect(changes).toBe(0);
  });

  it('stops following once stopped', () => {
    storeToken('token-of-A', true);
    changes = 0;
    stopFollowing();
    tokenWrittenElsewhere(null);
    expect(changes).toBe(0);
  });
});
