import * as v from 'valibot';
import { figureField, shownTextField, textField } from './fields';
import { extension, type AnswerMode } from './extensions';

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
export function profileAnswers(mode: AnswerMode) {
  return {
    getProfile: profile(mode),
  };
}
