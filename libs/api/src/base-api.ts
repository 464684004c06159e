import { createApi } from '@reduxjs/toolkit/query/react';
import { LIMITS } from '@wallet/domain';
import { CALLS, callPath, type CallName } from './calls';
import { walletBaseQuery, type CallArgs } from './base-query';

/** Every cached entity; `{ type, id: 'LIST' }` marks a list. */
export const TAG_TYPES = ['Wallet', 'Profile', 'Bonus', 'Promotion', 'Statement', 'Slip', 'Invite', 'Refund', 'Spin', 'Coupon', 'Qr', 'GameAccount', 'Chat', 'Lookup'] as const;

/** The one api: endpoints are injected per backend domain in the `*.api.ts` files. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: walletBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** The fetch arguments of a catalogued call; uploads get the 300 s time-out. */
export function request(name: CallName, { params, body }: { params?: Record<string, string>; body?: unknown } = {}): CallArgs {
  const call = CALLS[name];
  return {
    call: name,
    url: callPath(name, params),
    method: call.method,
    body,
    timeout: 'upload' in call && call.upload ? LIMITS.UPLOAD_TIMEOUT_MS : LIMITS.REQUEST_TIMEOUT_MS,
  };
}

/** Tags of everything a money movement can change; mutations that move money invalidate these. */
export const MONEY_TAGS = [{ type: 'Wallet' as const, id: 'LIST' }, 'Wallet' as const, { type: 'Statement' as const, id: 'LIST' }];
