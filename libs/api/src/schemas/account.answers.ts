import * as v from 'valibot';
import { isBearerToken } from '@wallet/domain';
import { writeAnswer } from './answer-kit';
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

/** Auth and account (spec section 7). */
export function accountAnswers(mode: AnswerMode) {
  return {
    // A token no header can carry is no session (domain isBearerToken): the login says so.
    login: v.object({ token: v.pipe(v.string(), v.check((token: string) => isBearerToken(token))) }),
    validateAccount: writeAnswer,
    createAccount: writeAnswer,
    getProfile: profile(mode),
    updateProfile: writeAnswer,
    updateBankAccountName: writeAnswer,
    changePassword: writeAnswer,
    sendOtp: v.object({ otpRef: v.string(), otpToken: v.string(), code: v.optional(v.string(), '') }),
    verifyOtp: writeAnswer,
  };
}
