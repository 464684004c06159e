import { isEnglishOnlyBank, bankAccountHolderName } from '../wallet/bank-account';
import { anyBlank, isEnglishLettersAndSpaces } from '../text';
import type { ValidationResult } from './keys';

/** Register wizard step 3 fields (spec §2, §5). username is the phone number. */
export interface RegisterProfileForm {
  name: string;
  username: string;
  password: string;
  confirmPassword: string;
}

/**
 * Register profile step, spec §5: name, phone (username), password and confirm are all required
 * ('errors:validation.required'; blank counts as empty), then password and confirm must be
 * equal as typed, else 'errors:validation.passwordMismatch' ("Passwords don't match").
 */
export function validateRegisterProfile(
  form: RegisterProfileForm,
): ValidationResult<'errors:validation.required' | 'errors:validation.passwordMismatch'> {
  if (anyBlank(form.name, form.username, form.password, form.confirmPassword)) {
    return 'errors:validation.required';
  }
  return form.password === form.confirmPassword ? null : 'errors:validation.passwordMismatch';
}

/** Register wizard step 4 fields (spec §2, §5). */
export interface BankStepForm {
  bankCode: string;
  firstName: string;
  lastName: string;
  bankAccountNo: string;
}

/**
 * Register bank step, spec §5: bank, first name, last name and account number are required
 * ('errors:validation.required'). For the banks KTB, TMB and BBL the joined holder name
 * ({@link bankAccountHolderName}: trimmed, upper-cased) must be only letters A–Z and spaces, else
 * 'errors:validation.bankAccountNameEnglish' ('Bank account name must be in English only').
 */
export function validateBankStep(
  form: BankStepForm,
): ValidationResult<'errors:validation.required' | 'errors:validation.bankAccountNameEnglish'> {
  if (anyBlank(form.bankCode, form.firstName, form.lastName, form.bankAccountNo)) {
    return 'errors:validation.required';
  }
  const holder = bankAccountHolderName(form.firstName, form.lastName);
  if (isEnglishOnlyBank(form.bankCode) && !isEnglishLettersAndSpaces(holder)) {
    return 'errors:validation.bankAccountNameEnglish';
  }
  return null;
}
