import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { LIMITS } from '@wallet/domain';
import { CLIENT_HEADER } from './contract';
import type { ApiContext } from './api-context';
import { failureInSuccess, goneInSuccess, normalizeError, type ApiError } from './api-error';
import { readToken } from './token-storage';

export interface CallArgs extends FetchArgs {
  url: string;
}

const rawBaseQuery = fetchBaseQuery({
  timeout: LIMITS.REQUEST_TIMEOUT_MS,
  // Answers are never taken from the browser's HTTP cache, even when a backend forgets to say
  // no-store: a cached 410 'gone' would keep members on /terminated after the site is back.
  cache: 'no-store',
  prepareHeaders: (headers) => {
    headers.set(CLIENT_HEADER.name, CLIENT_HEADER.value);
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** fetchBaseQuery plus the base address from the region config and errors normalized to ApiError. */
export const walletBaseQuery: BaseQueryFn<CallArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const context = api.extra as ApiContext;
  const result = await rawBaseQuery({ ...args, url: context.apiBase + args.url }, api, extraOptions ?? {});
  if (result.error) return { error: normalizeError(result.error, context.translate), meta: result.meta };
  return { ...readSuccess(result.data, result.meta?.response?.status ?? 200, context), meta: result.meta };
};

/** What a 2xx answer means: its data, unless it carries 'gone' or only a failure code (then that error). */
export function readSuccess(data: unknown, status: number, context: ApiContext): { data: unknown } | { error: ApiError } {
  if (goneInSuccess(data)) return { error: { status: 410, code: 'gone', messageKey: null, message: 'gone' } };
  const failure = failureInSuccess(data);
  if (failure !== null) return { error: normalizeError({ status, data: { message: failure } }, context.translate) };
  return { data };
}
