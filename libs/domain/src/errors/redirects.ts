import { isInvalidUserCode } from './error-codes';

/**
 * Whether a server answer sends the browser to /login, spec §8: the message 'invalid-token' or
 * a 'cannot verify identity' code INVALID_USER_1..INVALID_USER_4.
 */
export function redirectsToLogin(codeOrMessage: unknown): boolean {
  return codeOrMessage === 'invalid-token' || isInvalidUserCode(codeOrMessage);
}

/** Whether a server message says the site is terminated, spec §2 and §7: exactly 'gone' -> /terminated. */
export function isSiteGone(message: unknown): boolean {
  return message === 'gone';
}
