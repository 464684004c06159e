import * as v from 'valibot';
import { readHeldBonus } from '@wallet/domain';
import { oneValue, writeAnswer } from '../../schemas/answer-kit';
import { bannerList, pageOf } from '../../schemas/row-kit';
import { figureField, flagField, shownTextField, textOrEmptyField } from '../../schemas/fields';
import type { AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

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
function answers(mode: AnswerMode) {
  return {
    listRefunds: pageOf(mode, 'refunds', refundRow(mode)),
    checkRefund: refundCheck(mode),
    receiveRefund: writeAnswer,
    addRefundToWallet: writeAnswer,
    refundBanners: oneValue(mode, 'banners', bannerList(mode)),
  };
}

/** The refund calls of spec section 7. */
export const REFUND_CALLS = defineCalls(answers, {
  listRefunds: { method: 'POST', path: '/api/refund' },
  checkRefund: { method: 'GET', path: '/api/refund/check' },
  receiveRefund: { method: 'GET', path: '/api/refund/receive' },
  addRefundToWallet: { method: 'GET', path: '/api/refund/addWallet' },
  refundBanners: { method: 'GET', path: '/api/refund/banners' },
});

export type RefundListResponse = Answer<typeof REFUND_CALLS.listRefunds>;
export type RefundRow = RefundListResponse['refunds'][number];
export type RefundCheckResponse = Answer<typeof REFUND_CALLS.checkRefund>;
