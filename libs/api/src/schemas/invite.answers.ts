import * as v from 'valibot';
import { oneValue, writeAnswer } from './answer-kit';
import { bannerList, pageOf } from './row-kit';
import { figureField, shownTextField } from './fields';
import type { AnswerMode } from './extensions';

function inviteRow(mode: AnswerMode) {
  const shownText = shownTextField(mode);
  const figure = figureField(mode);
  const from = v.object({ name: shownText });
  // In client mode an invite without its friend's name is still the invite: the name is read as ''.
  return v.object({ from: mode === 'spec' ? from : v.fallback(from, { name: '' }), amount: figure, createdAt: shownText });
}

/** Invites (spec section 7). */
export function inviteAnswers(mode: AnswerMode) {
  return {
    listInvites: pageOf(mode, 'invites', inviteRow(mode)),
    claimInviteBonus: writeAnswer,
    inviteBanners: oneValue(mode, 'banners', bannerList(mode)),
  };
}
