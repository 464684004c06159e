import { baseApi, MONEY_TAGS, request } from './base-api';
import type { ClaimCouponRequest, ClaimCouponResponse, CouponListResponse, SpinActiveResponse, SpinResult, SpinSetup } from './contract';

const COUPONS = { type: 'Coupon' as const, id: 'LIST' };

export const spinwheelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    spinSetup: build.query<SpinSetup, void>({ query: () => request('spinSetup'), providesTags: ['Spin'] }),
    // The wheel itself reloads only after the prize modal closes (spec section 4), so Spin is not invalidated here.
    spin: build.mutation<SpinResult, void>({ query: () => request('spin'), invalidatesTags: [...MONEY_TAGS, COUPONS] }),
    listCoupons: build.query<CouponListResponse, void>({ query: () => request('listCoupons'), providesTags: [COUPONS] }),
    claimCoupon: build.mutation<ClaimCouponResponse, ClaimCouponRequest>({
      query: (body) => request('claimCoupon', { body }),
      invalidatesTags: [...MONEY_TAGS, COUPONS, 'Spin'],
    }),
    spinActive: build.query<SpinActiveResponse, void>({ query: () => request('spinActive'), providesTags: ['Spin'] }),
  }),
});

export const { useSpinSetupQuery, useSpinMutation, useListCouponsQuery, useClaimCouponMutation, useSpinActiveQuery } = spinwheelApi;
