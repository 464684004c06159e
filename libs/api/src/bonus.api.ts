import { baseApi, MONEY_TAGS, requestFor } from './base-api';
import { BONUS_CALLS } from './calls/bonus.calls';
import type { BonusActiveCheck, BonusListResponse, BonusMinimumCheck, MessageResponse, UserBonus } from './contract';
import { bonusAnswers } from './schemas/bonus.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(BONUS_CALLS);

const BONUSES = { type: 'Bonus' as const, id: 'LIST' };

registerAnswers(bonusAnswers('client'));

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
    checkBonusMinimum: build.query<BonusMinimumCheck, void>({ query: () => request('checkBonusMinimum'), providesTags: [BONUSES] }),
  }),
});

export const { useListBonusesQuery, useActivateBonusMutation, useCheckActiveBonusQuery, useClearBonusMutation, useCheckBonusMinimumQuery } = bonusApi;
