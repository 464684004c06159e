import * as v from 'valibot';
import { oneValue } from './answer-kit';
import * as entity from './entities';
import type { AnswerMode } from './extensions';

/** Spin wheel (spec section 7). */
export function spinAnswers(mode: AnswerMode) {
  return {
    spinSetup: entity.spinSetup,
    spin: v.object({ code: v.string(), label: v.string(), remainingCoin: v.number() }),
    listCoupons: oneValue(mode, 'coupons', v.array(entity.coupon(mode))),
    // Not given by the spec: the alert falls back to the chosen coupon's slice label.
    claimCoupon: v.fallback(v.object({ message: v.optional(v.string()), label: v.optional(v.string()) }), {}),
    spinActive: oneValue(mode, 'active', v.boolean()),
  };
}
