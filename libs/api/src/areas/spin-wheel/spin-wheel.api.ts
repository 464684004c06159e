import type { WalletStore } from '../../api-store';
import { baseApi, MONEY_TAGS } from '../../base-api';
import { requestFor } from '../../call-request';
import { SPIN_WHEEL_CALLS } from './spin-wheel.calls';
import type { ClaimCouponRequest, ClaimCouponResponse, CouponListResponse, SpinResult, SpinSetup } from './spin-wheel.calls';
import { SPIN_ACTIVE } from '../spin-active/spin-active.api';

const request = requestFor(SPIN_WHEEL_CALLS);

const COUPONS = { type: 'Coupon' as const, id: 'LIST' };
const WHEEL = { type: 'Spin' as const, id: 'SETUP' };

/** The wheel, its spins and coupons (spec section 7), for the spin page; whether it is on is spin-active.api's. */
export const spinWheelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    spinSetup: build.query<SpinSetup, void>({ query: () => request('spinSetup'), providesTags: [WHEEL] }),
    // A spin invalidates nothing itself: see settleSpin.
    spin: build.mutation<SpinResult, void>({ query: () => request('spin') }),
    listCoupons: build.query<CouponListResponse, void>({ query: () => request('listCoupons'), providesTags: [COUPONS] }),
    claimCoupon: build.mutation<ClaimCouponResponse, ClaimCouponRequest>({
      query: (body) => request('claimCoupon', { body }),
      invalidatesTags: [...MONEY_TAGS, COUPONS, 'Spin'],
    }),
  }),
});

export const { useSpinSetupQuery, useSpinMutation, useListCouponsQuery, useClaimCouponMutation } = spinWheelApi;

/**
 * Loads what a spin changed (the coins, the wallet, the statement, the coupons) once the spin is
 * over: after the prize modal closes (spec section 4), or when the member leaves mid-spin. Loading it
 * as soon as the spin call answers would re-render the page while the wheel turns (dropped frames)
 * and list the won coupon before the wheel stops. Resolves once the wheel's setup, with the new
 * coin count, is back, so the wheel can drop its own count without showing the old one meanwhile.
 */
export function settleSpin() {
  return async (dispatch: WalletStore['dispatch']): Promise<void> => {
    dispatch(baseApi.util.invalidateTags([...MONEY_TAGS, COUPONS, SPIN_ACTIVE]));
    await dispatch(spinWheelApi.endpoints.spinSetup.initiate(undefined, { subscribe: false, forceRefetch: true }));
  };
}
