import * as v from 'valibot';
import { readHeldBonus } from '@wallet/domain';
import { oneValue, pageOf, quietList, writeAnswer } from './answer-kit';
import { banner, fields } from './fields';
import type { AnswerMode } from './extensions';

function refundRow(mode: AnswerMode) {
  const { shownText, figure } = fields(mode);
  return v.object({ refundAmount: figure, createdAt: shownText });
}

function refundCheck(mode: AnswerMode) {
  const { textOrEmpty, figure, flag } = fields(mode);
  // Whether a bonus is held (hasBonus): in client mode a yes or the held bonus itself; no, null or absent is none (domain readHeldBonus).
  const heldBonus =
    mode === 'spec'
      ? v.boolean()
      : v.optional(
          v.pipe(
            v.unknown(),
            v.check((value) => readHeldBonus(value) !== null, 'not a held bonus'),
            v.transform((value) => readHeldBonus(value) as boolean),
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
    refundBanners: oneValue(mode, 'banners', quietList(mode, banner(mode))),
  };
}
