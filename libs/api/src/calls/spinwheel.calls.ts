import type { CallDefinition } from './call-definition';

/** The spin wheel calls of spec section 7. */
export const SPINWHEEL_CALLS = {
  spinSetup: { method: 'GET', path: '/api/spinwheel/setup' },
  spin: { method: 'POST', path: '/api/spinwheel/spin' },
  listCoupons: { method: 'GET', path: '/api/spinwheel/coupon' },
  claimCoupon: { method: 'POST', path: '/api/spinwheel/coupon/claim' },
  spinActive: { method: 'GET', path: '/api/spinwheel/active' },
} as const satisfies Record<string, CallDefinition>;
