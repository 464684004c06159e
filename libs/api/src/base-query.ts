import * as v from 'valibot';
import { fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query';
import { noteFieldProblem } from '@wallet/config';
import { errorMessageKey, LIMITS } from '@wallet/domain';
import { CLIENT_HEADER } from './contract';
import type { ApiContext } from './api-context';
import { failureInSuccess, goneInSuccess, normalizeError, serverMessage, unexpectedAnswer, type ApiError } from './api-error';
import type { CallArgs } from './call-request';
import { withErrorTexts } from './error-texts';
import { firstCallOrFetch } from './first-calls';
import { readToken } from './token-storage';

const rawBaseQuery = fetchBaseQuery({
  timeout: LIMITS.REQUEST_TIMEOUT_MS,
  // Answers are never taken from the browser's HTTP cache, even when a backend forgets to say
  // no-store: a cached 410 'gone' would keep members on /terminated after the site is back.
  cache: 'no-store',
  // A text answer (a notice sent as text/plain) is read as text, JSON as JSON; the schemas judge both.
  responseHandler: 'content-type',
  // Home's first readings may have been asked for by the document itself (first-calls.ts).
  fetchFn: firstCallOrFetch,
  prepareHeaders: (headers) => {
    headers.set(CLIENT_HEADER.name, CLIENT_HEADER.value);
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** How a call's 2xx answer is read (call-request.ts readingOf). */
export type AnswerReading = Pick<CallArgs, 'answer' | 'messageIsState' | 'spinGroup'>;

/** fetchBaseQuery plus the base address from the region config, errors normalized to ApiError and answers read. */
export const walletBaseQuery: BaseQueryFn<CallArgs, unknown, ApiError> = async ({ answer, messageIsState, spinGroup, ...args }, api, extraOptions) => {
  const context = api.extra as ApiContext;
  const result = await rawBaseQuery({ ...args, url: context.apiBase + args.url }, api, extraOptions ?? {});
  const status = result.meta?.response?.status ?? 200;
  const outcome = result.error ? { error: normalizeError(result.error, context.translate) } : readSuccess({ answer, messageIsState, spinGroup }, result.data, status, context, api.endpoint);
  // A state whose message is a code of the error table is shown in words: they load with it.
  if (messageIsState && 'data' in outcome && errorMessageKey(serverMessage(outcome.data))) await context.loadErrorTexts?.();
  return { ...(await withErrorTexts(outcome, context)), meta: result.meta };
};

type Issue = v.BaseIssue<unknown>;

/** Where an answer failed its schema: the deepest place an issue names (a union's issue is its branches'). */
function failedPath(issue: Issue): unknown[] {
  const own = issue.path?.map((item) => item.key) ?? [];
  const deeper = (issue.issues ?? []).map(failedPath).sort((a, b) => b.length - a.length)[0] ?? [];
  return deeper.length > own.length ? deeper : own;
}

/**
 * What a 2xx answer means (the api boundary): 'gone' is the site being gone; a failure code is that
 * failure (spec section 8); otherwise the call's answer read through its schema, and an answer
 * that does not have the call's shape is a translated 'unexpected answer' error, never a success.
 * RTK Query's own `responseSchema` checks an endpoint's final result; the game link, the whole
 * statement, the chat thread and the uploads build theirs from a call's answer inside a queryFn,
 * so every answer is read here, where the call is made. `call` names it in the field reports.
 */
export function readSuccess({ answer, messageIsState = false, spinGroup = false }: AnswerReading, data: unknown, status: number, context: ApiContext, call: string): { data: unknown } | { error: ApiError } {
  if (goneInSuccess(data)) return { error: { status: 410, code: 'gone', messageKey: null, message: 'gone' } };
  const failure = messageIsState ? null : failureInSuccess(data, { spinGroup });
  if (failure !== null) return { error: normalizeError({ status, data: { message: failure } }, context.translate) };
  const read = v.safeParse(answer, data);
  if (read.success) return { data: read.output };
  // The operator hears which call and which part of its answer, never the values (issue 39).
  noteFieldProblem({ kind: 'unreadable-answer', call, keys: failedPath(read.issues[0]) });
  return { error: unexpectedAnswer(context.translate) };
}
