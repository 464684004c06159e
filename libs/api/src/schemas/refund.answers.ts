import * as v from 'valibot';
import { readHeldBonus } from '@wallet/domain';
import { oneValue, writeAnswer } from './answer-kit';
import { bannerList, pageOf } from './row-kit';
import { figureField, flagField, shownTextField, textOrEmptyField } from './fields';
import type { AnswerMode } from './extensions';

function refundRow(mode: AnswerMode) {
  const shownText = shownTextField(mode);
  const figure = figureField(mode);
  return v.object({ refundAmount: figure, createdAt: shownText });
}

function refundCheck(mode: AnswerMode) {
  const textOrEmpty = textOrEmptyField(mode);
  const figure = figureField(mode);
  const flag = flagField(mode);
  // Whether a bonus is held (hasBonus): in client mode a yes or the held bonus itself (object, id or
  // code); no, null or absent is none (domain readHeldBonus).
  const heldBonus =
    mode === 'spec'
      ? v.boolean()
      : v.optional(
          v.pipe(
            v.unknown(),
            v.transform((value) => readHeldBonus(value)),
          ),
          false,
        );
  return v.object({
    result: flag,
    bonus: heldBonus,
    info: textOrEmpty,
    refundAmount: figure,
    refundSuccess: figure,
    refundFail: figure,
  });
}

/** Refunds (spec section 7). */
export function refundAnswers(mode: AnswerMode) {
  return {
    listRefunds: pageOf(mode, 'refunds', refundRow(mode)),
    checkRefund: refundCheck(mode),
    receiveRefund: writeAnswer,
    addRefundToWallet: writeAnswer,
    refundBanners: oneValue(mode, 'banners', bannerList(mode)),
  };
}
