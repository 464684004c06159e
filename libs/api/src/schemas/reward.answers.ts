import * as v from 'valibot';
import { oneValue, pageOf, writeAnswer } from './answer-kit';
import * as entity from './entities';
import type { AnswerMode } from './extensions';

/** Invite, refund, bonus and promotion (spec section 7). */
export function rewardAnswers(mode: AnswerMode) {
  return {
    listInvites: pageOf(mode, 'invites', entity.inviteRow),
    claimInviteBonus: writeAnswer,
    inviteBanners: oneValue(mode, 'banners', v.array(entity.banner)),
    listRefunds: pageOf(mode, 'refunds', entity.refundRow),
    checkRefund: entity.refundCheck,
    receiveRefund: writeAnswer,
    addRefundToWallet: writeAnswer,
    refundBanners: oneValue(mode, 'banners', v.array(entity.banner)),
    listBonuses: v.array(entity.bonus(mode)),
    activateBonus: writeAnswer,
    checkActiveBonus: v.object({ status: v.boolean(), type: v.nullish(v.string(), '') }),
    clearBonus: writeAnswer,
    checkBonusMinimum: v.unknown(),
    findPromotion: entity.promotion(mode),
    activatePromotion: writeAnswer,
    currentPromotion: v.unknown(),
  };
}
