import { writeAnswer } from './answer-kit';
import type { AnswerMode } from './extensions';

/** Registering and changing the account (spec section 7). */
export function accountChangeAnswers(_mode: AnswerMode) {
  return {
    validateAccount: writeAnswer,
    createAccount: writeAnswer,
    updateProfile: writeAnswer,
    updateBankAccountName: writeAnswer,
    changePassword: writeAnswer,
  };
}
