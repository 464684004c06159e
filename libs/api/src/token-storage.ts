import { STORAGE_KEYS } from '@wallet/config';

/**
 * The member's bearer token: kept in localStorage when 'remember' was chosen, otherwise in
 * sessionStorage so it ends with the browser session (spec section 3, local storage).
 */
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;

export function readToken(): string | null {
  return window.localStorage.getItem(TOKEN_STORAGE_KEY) ?? window.sessionStorage.getItem(TOKEN_STORAGE_KEY);
}

export function storeToken(token: string, remember: boolean): void {
  clearToken();
  (remember ? window.localStorage : window.sessionStorage).setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  window.sessionStorage.removeItem(TOKEN_STORAGE_KEY);
}

export function hasToken(): boolean {
  return readToken() !== null;
}
