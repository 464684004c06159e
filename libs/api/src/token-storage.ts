import { STORAGE_KEYS, browserStorage, type StorageArea } from '@wallet/config';
import { isBearerToken } from '@wallet/domain';

/**
 * The member's bearer token: kept in localStorage when 'remember' was chosen, otherwise in
 * sessionStorage so it ends with the browser session (spec section 3, local storage).
 */
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;

// When the browser refuses storage the session still works until the page is reloaded.
let tokenInMemory: string | null = null;

type SessionListener = () => void;
const sessionListeners = new Set<SessionListener>();

/** Where the site's tabs tell each other that a session began or ended (issue 19). */
export const SESSION_CHANNEL = 'wallet.session';
let channel: BroadcastChannel | null | undefined;

/** This tab's end of the session channel; null where the browser has none (the storage event then carries what it can). */
export function sessionChannel(): BroadcastChannel | null {
  return (channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null);
}

/**
 * Called whenever a session begins or ends in this tab (a token stored, or a stored token
 * cleared): what one member's session cached must not reach the next (issue 16).
 */
export function onSessionChange(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

// The session this tab's screens and cache belong to, to tell when another tab has changed it.
let shownToken = readToken();

function tellListeners(): void {
  shownToken = readToken();
  for (const listener of [...sessionListeners]) listener();
}

function sessionChanged(before: string | null): void {
  if (readToken() === before) return;
  tellListeners();
  sessionChannel()?.postMessage('changed');
}

/**
 * Another tab began or ended a session (issue 19: logout in one tab logs out every tab, and a
 * login elsewhere leaves no tab showing the previous member). This tab's own token (kept for the
 * tab alone) ends with it; when the token it now reads is not the one its screens show, the
 * session listeners run: the cache is dropped and the screens follow the new session or leave.
 */
export function sessionChangedElsewhere(): void {
  tokenInMemory = null;
  browserStorage.remove(TOKEN_STORAGE_KEY, 'session');
  if (readToken() !== shownToken) tellListeners();
}

/**
 * The token kept in one storage. A value that cannot be a bearer token (edited, cut short, left by
 * another app, too long for a header) is no session: it is dropped, so the member lands on /login
 * instead of on calls no server can answer.
 */
function keptToken(area: StorageArea): string | null {
  const kept = browserStorage.read(TOKEN_STORAGE_KEY, area);
  if (kept === null || isBearerToken(kept)) return kept;
  browserStorage.remove(TOKEN_STORAGE_KEY, area);
  return null;
}

export function readToken(): string | null {
  return keptToken('local') ?? keptToken('session') ?? tokenInMemory;
}

export function storeToken(token: string, remember: boolean): void {
  const before = readToken();
  removeStoredToken();
  if (!browserStorage.write(TOKEN_STORAGE_KEY, token, remember ? 'local' : 'session')) tokenInMemory = token;
  sessionChanged(before);
}

export function clearToken(): void {
  const before = readToken();
  removeStoredToken();
  sessionChanged(before);
}

function removeStoredToken(): void {
  tokenInMemory = null;
  browserStorage.remove(TOKEN_STORAGE_KEY);
  browserStorage.remove(TOKEN_STORAGE_KEY, 'session');
}

export function hasToken(): boolean {
  return readToken() !== null;
}
