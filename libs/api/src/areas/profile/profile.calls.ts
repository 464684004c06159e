import * as v from 'valibot';
import { figureField, shownTextField, textField } from '../../schemas/fields';
import { extension, type AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

function profile(mode: AnswerMode) {
  const text = textField(mode);
  const shownText = shownTextField(mode);
  const figure = figureField(mode);
  return v.object({
    _id: text,
    username: text,
    name: shownText,
    createdAt: shownText,
    coin: figure,
    bankCode: shownText,
    bankAccountName: shownText,
    bankAccountNo: shownText,
    ...extension(mode, 'memberCurrency'),
  });
}

/** The member's profile (spec section 7). */
function answers(mode: AnswerMode) {
  return {
    getProfile: profile(mode),
  };
}

/** The account calls of spec section 7. */
export const PROFILE_CALLS = defineCalls(answers, {
  getProfile: { method: 'GET', path: '/api/account/profile' },
});

export type Profile = Answer<typeof PROFILE_CALLS.getProfile>;
