import * as v from 'valibot';
import { oneValue, pageOf, writeAnswer } from './answer-kit';
import { text, num, textOrEmpty } from './fields';
import { extension, type AnswerMode } from './extensions';

const banner = v.object({ image: text, html: textOrEmpty });

const inviteRow = v.object({ from: v.object({ name: text }), amount: num, createdAt: text });

const refundRow = v.object({ refundAmount: num, createdAt: text });

const refundCheck = v.object({
  result: v.boolean(),
  bonus: v.boolean(),
  info: textOrEmpty,
  refundAmount: num,
  refundSuccess: num,
  refundFail: num,
});

function bonus(mode: AnswerMode) {
  return v.object({
    code: text,
    type: v.picklist(['limit', 'day', 'week']),
    maxReceived: num,
    percentFail: num,
    banners: v.optional(v.array(banner), []),
    userBonus: v.optional(
      v.nullable(v.object({ _id: text, isActive: v.boolean(), received: v.optional(v.array(v.object({ updatedAt: text })), []) })),
      null,
    ),
    ...extension(mode, 'bonusName'),
  });
}

function promotion(mode: AnswerMode) {
  return v.object({ percentFail: num, description: textOrEmpty, ...extension(mode, 'promotionCode') });
}

/** Invite, refund, bonus and promotion (spec section 7). */
export function rewardAnswers(mode: AnswerMode) {
  return {
    listInvites: pageOf(mode, 'invites', inviteRow),
    claimInviteBonus: writeAnswer,
    inviteBanners: oneValue(mode, 'banners', v.array(banner)),
    listRefunds: pageOf(mode, 'refunds', refundRow),
    checkRefund: refundCheck,
    receiveRefund: writeAnswer,
    addRefundToWallet: writeAnswer,
    refundBanners: oneValue(mode, 'banners', v.array(banner)),
    listBonuses: v.array(bonus(mode)),
    activateBonus: writeAnswer,
    checkActiveBonus: v.object({ status: v.boolean(), type: v.nullish(v.string(), '') }),
    clearBonus: writeAnswer,
    checkBonusMinimum: v.unknown(),
    findPromotion: promotion(mode),
    activatePromotion: writeAnswer,
    currentPromotion: v.unknown(),
  };
}
