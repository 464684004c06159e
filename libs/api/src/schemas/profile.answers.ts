import * as v from 'valibot';
import { text, num } from './fields';
import { extension, type AnswerMode } from './extensions';

function profile(mode: AnswerMode) {
  return v.object({
    _id: text,
    username: text,
    name: text,
    createdAt: text,
    coin: num,
    bankCode: text,
    bankAccountName: text,
    bankAccountNo: text,
    ...extension(mode, 'memberCurrency'),
  });
}

/** The member's profile (spec section 7). */
export function profileAnswers(mode: AnswerMode) {
  return {
    getProfile: profile(mode),
  };
}
