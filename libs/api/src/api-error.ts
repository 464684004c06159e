import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessageKey, isErrorCode, isSiteGone, redirectsToLogin } from '@wallet/domain';

/** What every failed call turns into: a code when the server gave one, and the text to show. */
export interface ApiError {
  /** HTTP status, or NETWORK / TIMEOUT when no answer came. */
  status: number | 'NETWORK' | 'TIMEOUT';
  /** The server's message (an error code of spec section 8, 'gone', 'invalid-token' or free text). */
  code: string | null;
  /** Translation key of the message, when the code is in the error table. */
  messageKey: string | null;
  /** Translated text to show the member, or the raw server message. */
  message: string;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

function serverMessage(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  }
  return null;
}

/**
 * Spec section 8: server messages are translated through the error table by code, else the raw
 * message is used; no answer at all becomes a translated connection or time-out problem.
 */
export function normalizeError(error: FetchBaseQueryError, translate: Translate): ApiError {
  if (error.status === 'TIMEOUT_ERROR') {
    return { status: 'TIMEOUT', code: null, messageKey: 'errors:network.timeout', message: translate('errors:network.timeout') };
  }
  if (error.status === 'FETCH_ERROR') {
    return { status: 'NETWORK', code: null, messageKey: 'errors:network.connection', message: translate('errors:network.connection') };
  }
  const status = typeof error.status === 'number' ? error.status : 500;
  const code = serverMessage(error.data);
  const messageKey = code ? errorMessageKey(code) : 'errors:unknown';
  const message = messageKey ? translate(messageKey) : (code ?? translate('errors:unknown'));
  return { status, code, messageKey, message };
}

/** A successful answer can still carry message 'gone' (the active lookup); it is treated as an error. */
export function goneInSuccess(data: unknown): boolean {
  return isSiteGone(serverMessage(data) ?? '');
}

/**
 * The codes of spec section 8 that report a call that worked: the generic OK and SUCCESS, and the
 * answers of OTP verification, bonus clearing, invite-bonus receipt and refund receipt. Every
 * other code of each family (auth, OTP, registration, bonus, invite, refund, slot and transfer,
 * slip and wallet link, others) names a failure.
 */
const SUCCESS_CODES: ReadonlySet<string> = new Set(['OK', 'SUCCESS', 'OTP_CODE_VALID', 'BONUS_CLEAR', 'INVITE_BONUS_SUCCESS', 'REFUND_SUCCESS']);

function carriesData(data: object): boolean {
  return Object.entries(data).some(([key, value]) => key !== 'message' && value !== null && value !== undefined);
}

/**
 * The failure code of a successful HTTP status that is really a refusal, else null. A 2xx answer
 * counts as failed when its `message` is a failure code of spec section 8 (or a code that sends
 * the browser to /login) and it carries nothing else: no token, no list, no record. Answers that
 * hold data next to a message (a QR state, a profile after an update) stay successes, and so do
 * message-only answers with a success code ({message: 'SUCCESS'}, REFUND_SUCCESS, ...).
 */
export function failureInSuccess(data: unknown): string | null {
  const code = serverMessage(data);
  if (code === null || typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const failure = (isErrorCode(code) && !SUCCESS_CODES.has(code)) || redirectsToLogin(code);
  return failure && !carriesData(data) ? code : null;
}

export type RedirectTarget = '/terminated' | '/login' | null;

/** Where a failed call sends the browser: 'gone' to /terminated, bad tokens and INVALID_USER_1..4 to /login. */
export function redirectFor(error: ApiError): RedirectTarget {
  if (error.code && isSiteGone(error.code)) return '/terminated';
  if (error.code && redirectsToLogin(error.code)) return '/login';
  return null;
}

export function isApiError(value: unknown): value is ApiError {
  return Boolean(value) && typeof value === 'object' && 'message' in (value as object) && 'status' in (value as object) && 'code' in (value as object);
}

/** The text to show for a failed call: its translated message, or `fallback` for anything that is not an ApiError. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}
