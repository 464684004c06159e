import type { ApiError } from '@wallet/api';
import { isBlank, isEnglishLettersAndSpaces, validateBankStep, validateRegisterProfile } from '@wallet/domain';
import type { RegisterForm } from './register-steps';

/** The bank step's fields that can carry an error; the passwords only when a reload lost them. */
export type BankField = 'bankCode' | 'bankAccountNo' | 'firstName' | 'lastName' | 'password' | 'confirmPassword';

/** A translation key of our own, or a failed call whose text is worded at render time. */
export type FieldProblem = { key: string } | { error: ApiError };
export type BankFieldErrors = Partial<Record<BankField, FieldProblem>>;

const REQUIRED: FieldProblem = { key: 'errors:validation.required' };

/**
 * Spec section 5, bank step, placed on the fields it concerns: the empty required fields, or the
 * holder names that are not English for KTB, TMB and BBL; with `askPassword`, the passwords as on
 * the profile step. Empty when the step may be sent.
 */
export function bankStepErrors(form: RegisterForm, askPassword: boolean): BankFieldErrors {
  const errors: BankFieldErrors = {};
  const problem = validateBankStep(form);
  if (problem === 'errors:validation.required') {
    for (const field of ['bankCode', 'bankAccountNo', 'firstName', 'lastName'] as const) {
      if (isBlank(form[field])) errors[field] = REQUIRED;
    }
  } else if (problem) {
    const notEnglish = (['firstName', 'lastName'] as const).filter((field) => !isEnglishLettersAndSpaces(form[field].trim().toUpperCase()));
    for (const field of notEnglish.length ? notEnglish : (['firstName', 'lastName'] as const)) errors[field] = { key: problem };
  }
  if (askPassword) {
    const passwords = validateRegisterProfile({ name: form.name, username: form.phone, password: form.password, confirmPassword: form.confirmPassword });
    if (passwords === 'errors:validation.passwordMismatch') errors.confirmPassword = { key: passwords };
    if (isBlank(form.password)) errors.password = REQUIRED;
    if (isBlank(form.confirmPassword)) errors.confirmPassword = REQUIRED;
  }
  return errors;
}

// Spec section 8 codes of the create call that name one of the bank step's fields.
const SERVER_CODE_FIELDS: Record<string, readonly BankField[]> = {
  BANK_ACCOUNT_NAME_ENG: ['firstName', 'lastName'],
  EXISTING_BANK: ['bankAccountNo'],
  INVALID_BANK: ['bankCode'],
  NO_BANK: ['bankCode'],
};

/** The fields a refused registration points at; empty when the refusal concerns no single field. */
export function serverFieldErrors(error: ApiError): BankFieldErrors {
  const fields = (error.code && SERVER_CODE_FIELDS[error.code]) || [];
  return Object.fromEntries(fields.map((field) => [field, { error }]));
}
