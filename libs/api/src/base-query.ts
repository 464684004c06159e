import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { errorMessageKey, LIMITS } from '@wallet/domain';
import { CLIENT_HEADER } from './contract';
import type { ApiContext } from './api-context';
import { failureInSuccess, goneInSuccess, normalizeError, serverMessage, unexpectedAnswer, type ApiError } from './api-error';
import type { CallName } from './calls';
import { withErrorTexts } from './error-texts';
import { readAnswer } from './schemas/read-answer';
import { readToken } from './token-storage';

export interface CallArgs extends FetchArgs {
  url: string;
  /** Which call of the catalogue this is: its answer is read through that call's schema. */
  call: CallName;
}

/**
 * Calls whose answer gives `message` as part of a state (spec section 3, QR state): there a
 * failure code is the state's message, not a failed call (a create answering hasQrcode false
 * shows the server message, section 7).
 */
const MESSAGE_IS_STATE: ReadonlySet<CallName> = new Set(['getQr', 'createQr']);

/** The wheel's calls, whose failures carry the codes of section 8's spin error group. */
const SPIN_GROUP: ReadonlySet<CallName> = new Set(['spinSetup', 'spin', 'listCoupons', 'claimCoupon']);

const rawBaseQuery = fetchBaseQuery({
  timeout: LIMITS.REQUEST_TIMEOUT_MS,
  // Answers are never taken from the browser's HTTP cache, even when a backend forgets to say
  // no-store: a cached 410 'gone' would keep members on /terminated after the site is back.
  cache: 'no-store',
  // A text answer (a notice sent as text/plain) is read as text, JSON as JSON; the schemas judge both.
  responseHandler: 'content-type',
  prepareHeaders: (headers) => {
    headers.set(CLIENT_HEADER.name, CLIENT_HEADER.value);
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** fetchBaseQuery plus the base address from the region config and errors normalized to ApiError. */
export const walletBaseQuery: BaseQueryFn<CallArgs, unknown, ApiError> = async ({ call, ...args }, api, extraOptions) => {
  const context = api.extra as ApiContext;
  const result = await rawBaseQuery({ ...args, url: context.apiBase + args.url }, api, extraOptions ?? {});
  const outcome = result.error ? { error: normalizeError(result.error, context.translate) } : readSuccess(call, result.data, result.meta?.response?.status ?? 200, context);
  // A state whose message is a code of the error table is shown in words: they load with it.
  if (MESSAGE_IS_STATE.has(call) && 'data' in outcome && errorMessageKey(serverMessage(outcome.data))) await context.loadErrorTexts?.();
  return { ...(await withErrorTexts(outcome, context)), meta: result.meta };
};

/**
 * What a 2xx answer means (the api boundary): 'gone' is the site being gone; a failure code is that
 * failure (spec section 8); otherwise the call's answer read through its schema, and an answer
 * that does not have the call's shape is a translated 'unexpected answer' error, never a success.
 */
export function readSuccess(call: CallName, data: unknown, status: number, context: ApiContext): { data: unknown } | { error: ApiError } {
  if (goneInSuccess(data)) return { error: { status: 410, code: 'gone', messageKey: null, message: 'gone' } };
  const failure = MESSAGE_IS_STATE.has(call) ? null : failureInSuccess(data, { spinGroup: SPIN_GROUP.has(call) });
  if (failure !== null) return { error: normalizeError({ status, data: { message: failure } }, context.translate) };
  return readAnswer(call, data) ?? { error: unexpectedAnswer(context.translate) };
}
