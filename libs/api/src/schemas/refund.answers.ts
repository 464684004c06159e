import * as v from 'valibot';
import { oneValue, pageOf, writeAnswer } from './answer-kit';
import { banner, num, text, textOrEmpty } from './fields';
import type { AnswerMode } from './extensions';

const refundRow = v.object({ refundAmount: num, createdAt: text });

const refundCheck = v.object({
  result: v.boolean(),
  bonus: v.boolean(),
  info: textOrEmpty,
  refundAmount: num,
  refundSuccess: num,
  refundFail: num,
});

/** Refunds (spec section 7). */
export function refundAnswers(mode: AnswerMode) {
  return {
    listRefunds: pageOf(mode, 'refunds', refundRow),
    checkRefund: refundCheck,
    receiveRefund: writeAnswer,
    addRefundToWallet: writeAnswer,
    refundBanners: oneValue(mode, 'banners', v.array(banner)),
  };
}
