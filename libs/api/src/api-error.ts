import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessageKey, isErrorCode, isSiteGone, redirectsToLogin, spinErrorKey } from '@wallet/domain';

/** What every failed call turns into: a code when the server gave one, and the text to show. */
export interface ApiError {
  /** HTTP status, NETWORK / TIMEOUT when no answer came, UNEXPECTED when an answer could not be read. */
  status: number | 'NETWORK' | 'TIMEOUT' | 'UNEXPECTED';
  /** The server's message (an error code of spec section 8, 'gone', 'invalid-token' or free text). */
  code: string | null;
  /** Translation key of the message, when the code is in the error table. */
  messageKey: string | null;
  /** Translated text to show the member, or the raw server message. */
  message: string;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The `message` of an answer's body, when it has a non-blank one. */
export function serverMessage(data: unknown): string | null {
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
  if (error.status === 'PARSING_ERROR') return unexpectedAnswer(translate);
  const status = typeof error.status === 'number' ? error.status : 500;
  const code = serverMessage(error.data);
  const messageKey = code ? errorMessageKey(code) : 'errors:unknown';
  const message = messageKey ? translate(messageKey) : (code ?? translate('errors:unknown'));
  return { status, code, messageKey, message };
}

/** An answer that is not what the specification gives for the call (an empty body, invalid JSON, another shape). */
export function unexpectedAnswer(translate: Translate): ApiError {
  return { status: 'UNEXPECTED', code: null, messageKey: 'errors:network.unexpected', message: translate('errors:network.unexpected') };
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

/**
 * The failure code a 2xx answer carries in `message`, else null: a failure code of spec section 8
 * or a code that sends the browser to /login, whatever else the body holds (`{status: false,
 * message: 'TRANSFER_FAIL', ...}` is a failed transfer); for the wheel's calls (`spinGroup`), a
 * code of section 8's spin error group too (a claim answered NO_CLAIMABLE_COUPON was refused).
 * Success codes and free text are not.
 */
export function failureInSuccess(data: unknown, { spinGroup = false }: { spinGroup?: boolean } = {}): string | null {
  const code = serverMessage(data);
  if (code === null || Array.isArray(data)) return null;
  const failure = (isErrorCode(code) && !SUCCESS_CODES.has(code)) || (spinGroup && spinErrorKey(code) !== null) || redirectsToLogin(code);
  return failure ? code : null;
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

// A gateway in front of the backend (the dev proxy, a load balancer) answers 502-504 without an
// error code when the backend itself is away: for the member that is the same as no connection.
const GATEWAY_STATUSES: readonly unknown[] = [502, 503, 504];

/** Whether a failed call never reached the backend: no network, or a bare gateway error. */
export function isUnreachable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 'NETWORK' || (GATEWAY_STATUSES.includes(error.status) && error.code === null);
}
