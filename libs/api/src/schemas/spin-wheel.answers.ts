import * as v from 'valibot';
import { oneValue } from './answer-kit';
import { text, num, textOrEmpty } from './fields';
import { extension, type AnswerMode } from './extensions';

const sliceRef = v.object({ code: text, label: text });

const spinSetup = v.object({
  wheel: v.optional(
    v.nullable(
      v.object({
        name: text,
        slices: v.array(v.object({ code: text, label: text, bgColor: textOrEmpty, textColor: textOrEmpty, htmlDescription: textOrEmpty })),
      }),
    ),
    null,
  ),
  userCoin: num,
});

function coupon(mode: AnswerMode) {
  return v.object({ prize: v.object({ name: text, slice: sliceRef }), amount: num, ...extension(mode, 'couponRecord') });
}

/** The wheel, its spins and coupons (spec section 7). */
export function spinWheelAnswers(mode: AnswerMode) {
  return {
    spinSetup: spinSetup,
    spin: v.object({ code: v.string(), label: v.string(), remainingCoin: v.number() }),
    listCoupons: oneValue(mode, 'coupons', v.array(coupon(mode))),
    // Not given by the spec: the alert falls back to the chosen coupon's slice label.
    claimCoupon: v.fallback(v.object({ message: v.optional(v.string()), label: v.optional(v.string()) }), {}),
  };
}
