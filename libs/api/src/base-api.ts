import { createApi } from '@reduxjs/toolkit/query/react';
import { walletBaseQuery } from './base-query';

/** Every cached entity; `{ type, id: 'LIST' }` marks a list. */
export const TAG_TYPES = ['Wallet', 'Profile', 'Bonus', 'Promotion', 'Statement', 'Slip', 'Invite', 'Refund', 'Spin', 'Coupon', 'Qr', 'GameAccount', 'Chat', 'Lookup'] as const;

/** The one api: endpoints are injected per area (areas/<area>/<area>.api.ts). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: walletBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // Every reading on screen is read again when the connection returns (issue 38), so a screen
  // opened offline recovers by itself, as the statement did. Queries only: a mutation, and so a
  // money action, is never sent again. One-shot fetches opt out (onlyWhenAsked).
  refetchOnReconnect: true,
});

/** Tags of everything a money movement can change; mutations that move money invalidate these. */
export const MONEY_TAGS = [{ type: 'Wallet' as const, id: 'LIST' }, 'Wallet' as const, { type: 'Statement' as const, id: 'LIST' }];
