import * as v from 'valibot';
import { listOf } from './row-kit';
import { figureField, optionalTextField, shownTextField, textField, textOrEmptyField } from './fields';
import { extension, type AnswerMode } from './extensions';

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
export function spinWheelAnswers(mode: AnswerMode) {
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
