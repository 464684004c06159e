import { normalizePromotionCode } from '@wallet/domain';
import { baseApi, MONEY_TAGS } from '../../base-api';
import { requestFor } from '../../call-request';
import { PROMOTION_CALLS } from './promotion.calls';
import type { Promotion } from './promotion.calls';
import type { MessageResponse } from '../../schemas/answer-kit';

const request = requestFor(PROMOTION_CALLS);

// Spec section 5: the code is upper-cased (and trimmed) before lookup and activation, whoever calls.
const codeParam = (code: string) => ({ code: normalizePromotionCode(code) });

export const promotionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    findPromotion: build.query<Promotion, string>({ query: (code) => request('findPromotion', { params: codeParam(code) }), keepUnusedDataFor: 0 }),
    activatePromotion: build.mutation<MessageResponse, string>({
      query: (code) => request('activatePromotion', { params: codeParam(code) }),
      invalidatesTags: [...MONEY_TAGS, { type: 'Bonus', id: 'LIST' }, { type: 'Refund', id: 'LIST' }],
    }),
    // Defined by the backend but not used by any screen (spec section 7).
    currentPromotion: build.query<unknown, void>({ query: () => request('currentPromotion'), providesTags: ['Promotion'] }),
  }),
});

export const { useFindPromotionQuery, useLazyFindPromotionQuery, useActivatePromotionMutation, useCurrentPromotionQuery } = promotionApi;
