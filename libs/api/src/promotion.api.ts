import { normalizePromotionCode } from '@wallet/domain';
import { baseApi, MONEY_TAGS, requestFor } from './base-api';
import { PROMOTION_CALLS } from './calls/promotion.calls';
import type { CurrentPromotion, MessageResponse, Promotion } from './contract';
import { promotionAnswers } from './schemas/promotion.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(PROMOTION_CALLS);

// Spec section 5: the code is upper-cased (and trimmed) before lookup and activation, whoever calls.
const codeParam = (code: string) => ({ code: normalizePromotionCode(code) });

registerAnswers(promotionAnswers('client'));

export const promotionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    findPromotion: build.query<Promotion, string>({ query: (code) => request('findPromotion', { params: codeParam(code) }), keepUnusedDataFor: 0 }),
    activatePromotion: build.mutation<MessageResponse, string>({
      query: (code) => request('activatePromotion', { params: codeParam(code) }),
      invalidatesTags: [...MONEY_TAGS, { type: 'Bonus', id: 'LIST' }, { type: 'Refund', id: 'LIST' }],
    }),
    // Defined by the backend but not used by any screen (spec section 7).
    currentPromotion: build.query<CurrentPromotion, void>({ query: () => request('currentPromotion'), providesTags: ['Promotion'] }),
  }),
});

export const { useFindPromotionQuery, useLazyFindPromotionQuery, useActivatePromotionMutation, useCurrentPromotionQuery } = promotionApi;
