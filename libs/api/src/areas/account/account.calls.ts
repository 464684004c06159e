import { writeAnswer } from '../../schemas/answer-kit';
import type { AnswerMode } from '../../schemas/extensions';
import type { Currency } from '@wallet/config';
import { defineCalls } from '../../call-definition';

/** Registering and changing the account (spec section 7). */
function answers(_mode: AnswerMode) {
  return {
    validateAccount: writeAnswer,
    createAccount: writeAnswer,
    updateProfile: writeAnswer,
    updateBankAccountName: writeAnswer,
    changePassword: writeAnswer,
  };
}

/** The account calls of spec section 7. */
export const ACCOUNT_CALLS = defineCalls(answers, {
  validateAccount: { method: 'POST', path: '/api/account/validate' },
  createAccount: { method: 'POST', path: '/api/account' },
  updateProfile: { method: 'PUT', path: '/api/account/profile' },
  updateBankAccountName: { method: 'PUT', path: '/api/account/bankAccountName' },
  changePassword: { method: 'PUT', path: '/api/account/changepwd' },
});

export interface RegistrationPayload {
  name: string;
  username: string;
  password: string;
  sourceCode: string;
  inviteCode: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}

export interface CreateAccountPayload extends RegistrationPayload {
  currency: Currency;
}

export interface UpdateProfileRequest {
  name: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}

export interface BankAccountNameRequest {
  bankCode: string;
  bankAccountName: string;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}
