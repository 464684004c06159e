import type { AnswerMode } from './extensions';
import { inviteAnswers } from './invite.answers';
import { refundAnswers } from './refund.answers';
import { bonusAnswers } from './bonus.answers';
import { promotionAnswers } from './promotion.answers';

/** Invite, refund, bonus and promotion (spec section 7), every call of them. */
export function rewardAnswers(mode: AnswerMode) {
  return { ...inviteAnswers(mode), ...refundAnswers(mode), ...bonusAnswers(mode), ...promotionAnswers(mode) };
}
