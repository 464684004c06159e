import { createApi } from '@reduxjs/toolkit/query/react';
import { LIMITS } from '@wallet/domain';
import type { CallName } from './calls';
import { fillPath, type CallDefinition } from './calls/call-definition';
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

/**
 * The fetch arguments of the calls of one part of the catalogue (an endpoint file's own
 * calls/<domain>.calls.ts); uploads get the 300 s time-out.
 */
export function requestFor<Name extends CallName>(calls: Record<Name, CallDefinition>) {
  return (name: Name, { params, body }: { params?: Record<string, string>; body?: unknown } = {}): CallArgs => {
    const call = calls[name];
    return {
      call: name,
      url: fillPath(name, call.path, params),
      method: call.method,
      body,
      timeout: call.upload ? LIMITS.UPLOAD_TIMEOUT_MS : LIMITS.REQUEST_TIMEOUT_MS,
    };
  };
}

/** Tags of everything a money movement can change; mutations that move money invalidate these. */
export const MONEY_TAGS = [{ type: 'Wallet' as const, id: 'LIST' }, 'Wallet' as const, { type: 'Statement' as const, id: 'LIST' }];
