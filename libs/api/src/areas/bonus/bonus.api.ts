import { baseApi, MONEY_TAGS } from '../../base-api';
import { requestFor } from '../../call-request';
import { BONUS_CALLS } from './bonus.calls';
import type { BonusActiveCheck, BonusListResponse, UserBonus } from './bonus.calls';
import type { MessageResponse } from '../../schemas/answer-kit';

const request = requestFor(BONUS_CALLS);

const BONUSES = { type: 'Bonus' as const, id: 'LIST' };

export const bonusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBonuses: build.query<BonusListResponse, void>({ query: () => request('listBonuses'), providesTags: [BONUSES] }),
    activateBonus: build.mutation<UserBonus, string>({
      query: (code) => request('activateBonus', { params: { code } }),
      invalidatesTags: [...MONEY_TAGS, BONUSES, { type: 'Refund', id: 'LIST' }],
    }),
    checkActiveBonus: build.query<BonusActiveCheck, void>({ query: () => request('checkActiveBonus'), providesTags: [BONUSES] }),
    clearBonus: build.mutation<MessageResponse, void>({
      query: () => request('clearBonus'),
      invalidatesTags: [...MONEY_TAGS, BONUSES, { type: 'Refund', id: 'LIST' }],
    }),
    // Defined by the backend but not used by any screen (spec section 7).
    checkBonusMinimum: build.query<unknown, void>({ query: () => request('checkBonusMinimum'), providesTags: [BONUSES] }),
  }),
});

export const { useListBonusesQuery, useActivateBonusMutation, useCheckActiveBonusQuery, useClearBonusMutation, useCheckBonusMinimumQuery } = bonusApi;
