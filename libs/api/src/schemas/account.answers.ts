import type { AnswerMode } from './extensions';
import { loginAnswers } from './login.answers';
import { otpAnswers } from './otp.answers';
import { profileAnswers } from './profile.answers';
import { accountChangeAnswers } from './account-change.answers';

/** Auth and account (spec section 7), every call of them. */
export function accountAnswers(mode: AnswerMode) {
  return { ...loginAnswers(mode), ...otpAnswers(mode), ...profileAnswers(mode), ...accountChangeAnswers(mode) };
}
