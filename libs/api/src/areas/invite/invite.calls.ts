import * as v from 'valibot';
import { oneValue, writeAnswer } from '../../schemas/answer-kit';
import { bannerList, pageOf } from '../../schemas/row-kit';
import { figureField, shownTextField } from '../../schemas/fields';
import type { AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

function inviteRow(mode: AnswerMode) {
  const shownText = shownTextField(mode);
  const figure = figureField(mode);
  const from = v.object({ name: shownText });
  // In client mode an invite without its friend's name is still the invite: the name is read as ''.
  return v.object({ from: mode === 'spec' ? from : v.fallback(from, { name: '' }), amount: figure, createdAt: shownText });
}

/** Invites (spec section 7). */
function answers(mode: AnswerMode) {
  return {
    listInvites: pageOf(mode, 'invites', inviteRow(mode)),
    claimInviteBonus: writeAnswer,
    inviteBanners: oneValue(mode, 'banners', bannerList(mode)),
  };
}

/** The invite calls of spec section 7. */
export const INVITE_CALLS = defineCalls(answers, {
  listInvites: { method: 'POST', path: '/api/invite' },
  claimInviteBonus: { method: 'GET', path: '/api/invite/bonus' },
  inviteBanners: { method: 'GET', path: '/api/invite/banners' },
});

export type InviteListResponse = Answer<typeof INVITE_CALLS.listInvites>;
export type InviteRow = InviteListResponse['invites'][number];
export type BannersResponse = Answer<typeof INVITE_CALLS.inviteBanners>;
