import * as v from 'valibot';
import { listOf } from '../../schemas/row-kit';
import { figureField, optionalTextField, shownTextField, textField, textOrEmptyField } from '../../schemas/fields';
import { extension, type AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

function spinSetup(mode: AnswerMode) {
  const text = textField(mode);
  const shownText = shownTextField(mode);
  const textOrEmpty = textOrEmptyField(mode);
  const figure = figureField(mode);
  // The wheel is drawn whole: a slice without its code or label is no wheel (see essential-fields.ts).
  const slice = v.object({ code: text, label: text, bgColor: textOrEmpty, textColor: textOrEmpty, htmlDescription: textOrEmpty });
  const wheel = v.object({ name: shownText, slices: v.array(slice) });
  // No wheel is null. In client mode a wheel that is not an object (a lone value) is none too; one
  // that is an object must be read whole.
  const noWheel = v.pipe(
    v.unknown(),
    v.check((value) => value === null || typeof value !== 'object', 'a wheel that cannot be read'),
    v.transform(() => null),
  );
  return v.object({
    wheel: v.optional(mode === 'spec' ? v.nullable(wheel) : v.union([wheel, noWheel]), null),
    userCoin: figure,
  });
}

function coupon(mode: AnswerMode) {
  const text = textField(mode);
  const shownText = shownTextField(mode);
  const figure = figureField(mode);
  return v.object({ prize: v.object({ name: shownText, slice: v.object({ code: text, label: shownText }) }), amount: figure, ...extension(mode, 'couponRecord') });
}

/** The wheel, its spins and coupons (spec section 7). */
function answers(mode: AnswerMode) {
  const text = textField(mode);
  const figure = figureField(mode);
  const optionalText = optionalTextField(mode);
  return {
    spinSetup: spinSetup(mode),
    spin: v.object({ code: text, label: text, remainingCoin: figure }),
    listCoupons: listOf(mode, 'coupons', coupon(mode)),
    // Not given by the spec: the alert falls back to the chosen coupon's slice label.
    claimCoupon: v.fallback(v.object({ message: optionalText, label: optionalText }), { message: undefined, label: undefined }),
  };
}

/** The spin wheel calls of spec section 7. */
export const SPIN_WHEEL_CALLS = defineCalls(answers, {
  spinSetup: { method: 'GET', path: '/api/spinwheel/setup', spinGroup: true },
  spin: { method: 'POST', path: '/api/spinwheel/spin', spinGroup: true },
  listCoupons: { method: 'GET', path: '/api/spinwheel/coupon', spinGroup: true },
  claimCoupon: { method: 'POST', path: '/api/spinwheel/coupon/claim', spinGroup: true },
});

export type SpinSetup = Answer<typeof SPIN_WHEEL_CALLS.spinSetup>;
export type SpinSlice = NonNullable<SpinSetup['wheel']>['slices'][number];
export type SpinResult = Answer<typeof SPIN_WHEEL_CALLS.spin>;
export type CouponListResponse = Answer<typeof SPIN_WHEEL_CALLS.listCoupons>;
export type Coupon = CouponListResponse['coupons'][number];
export type ClaimCouponResponse = Answer<typeof SPIN_WHEEL_CALLS.claimCoupon>;

/** Spec section 7: claim 'with coupon': its id when the list gave one (extension), else the coupon as listed. */

/** Spec section 7: claim 'with coupon': its id when the list gave one (extension), else the coupon as listed. */
export interface ClaimCouponRequest {
  coupon: string | Coupon;
}
