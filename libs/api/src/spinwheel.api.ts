import { baseApi, MONEY_TAGS, request } from './base-api';
import type { ClaimCouponRequest, ClaimCouponResponse, CouponListResponse, SpinActiveResponse, SpinResult, SpinSetup } from './contract';

const COUPONS = { type: 'Coupon' as const, id: 'LIST' };
const WHEEL = { type: 'Spin' as const, id: 'SETUP' };
const ACTIVE = { type: 'Spin' as const, id: 'ACTIVE' };

export const spinwheelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    spinSetup: build.query<SpinSetup, void>({ query: () => request('spinSetup'), providesTags: [WHEEL] }),
    // A spin invalidates nothing itself: see spinSettled.
    spin: build.mutation<SpinResult, void>({ query: () => request('spin') }),
    listCoupons: build.query<CouponListResponse, void>({ query: () => request('listCoupons'), providesTags: [COUPONS] }),
    claimCoupon: build.mutation<ClaimCouponResponse, ClaimCouponRequest>({
      query: (body) => request('claimCoupon', { body }),
      invalidatesTags: [...MONEY_TAGS, COUPONS, 'Spin'],
    }),
    spinActive: build.query<SpinActiveResponse, void>({ query: () => request('spinActive'), providesTags: [ACTIVE] }),
  }),
});

export const { useSpinSetupQuery, useSpinMutation, useListCouponsQuery, useClaimCouponMutation, useSpinActiveQuery } = spinwheelApi;

/**
 * What a spin changed (the coins, the wallet, the statement, the coupons), to load once the spin is
 * over: after the prize modal closes (spec section 4), or when the member leaves mid-spin. Loading it
 * as soon as the spin call answers would re-render the page while the wheel turns (dropped frames)
 * and list the won coupon before the wheel stops. `wheel: false` leaves the wheel's own setup to the
 * caller, which reloads it itself.
 */
export function spinSettled({ wheel }: { wheel: boolean }) {
  return baseApi.util.invalidateTags([...MONEY_TAGS, COUPONS, wheel ? 'Spin' : ACTIVE]);
}
