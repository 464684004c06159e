import { STORAGE_KEYS, browserStorage } from '@wallet/config';

/**
 * The member's bearer token: kept in localStorage when 'remember' was chosen, otherwise in
 * sessionStorage so it ends with the browser session (spec section 3, local storage).
 */
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;

// When the browser refuses storage the session still works until the page is reloaded.
let tokenInMemory: string | null = null;

export function readToken(): string | null {
  return browserStorage.read(TOKEN_STORAGE_KEY) ?? browserStorage.read(TOKEN_STORAGE_KEY, 'session') ?? tokenInMemory;
}

export function storeToken(token: string, remember: boolean): void {
  clearToken();
  if (!browserStorage.write(TOKEN_STORAGE_KEY, token, remember ? 'local' : 'session')) tokenInMemory = token;
}

export function clearToken(): void {
  tokenInMemory = null;
  browserStorage.remove(TOKEN_STORAGE_KEY);
  browserStorage.remove(TOKEN_STORAGE_KEY, 'session');
}

export function hasToken(): boolean {
  return readToken() !== null;
}
