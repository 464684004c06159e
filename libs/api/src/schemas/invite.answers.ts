import * as v from 'valibot';
import { oneValue, pageOf, writeAnswer } from './answer-kit';
import { banner, num, text } from './fields';
import type { AnswerMode } from './extensions';

const inviteRow = v.object({ from: v.object({ name: text }), amount: num, createdAt: text });

/** Invites (spec section 7). */
export function inviteAnswers(mode: AnswerMode) {
  return {
    listInvites: pageOf(mode, 'invites', inviteRow),
    claimInviteBonus: writeAnswer,
    inviteBanners: oneValue(mode, 'banners', v.array(banner)),
  };
}
