import { accountNumberDigits } from '../format/account-number';
import { isBlank, normalizeCode } from '../text';
import { bankAccountHolderName } from '../wallet/bank-account';
import type { ValidationResult } from './keys';
import { validateBankStep } from './register';

/** The edit-profile form (spec §2 "edit profile", §7 PUT /api/account/profile): the holder's name in two parts, as at registration. */
export interface EditProfileForm {
  name: string;
  bankCode: string;
  firstName: string;
  lastName: string;
  bankAccountNo: string;
}

/** The body of PUT /api/account/profile (spec §7). */
export interface EditProfilePayload {
  name: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}

/**
 * Edit profile, spec §5 (the registration rules): the profile name is required, then the bank
 * step's rules ({@link validateBankStep}: bank, first and last name and account number required;
 * English letters only in the holder name for KTB, TMB and BBL).
 */
export function validateEditProfile(
  form: EditProfileForm,
): ValidationResult<'errors:validation.required' | 'errors:validation.bankAccountNameEnglish'> {
  if (isBlank(form.name)) return 'errors:validation.required';
  return validateBankStep(form);
}

const oneSpaced = (part: string) => part.replace(/\s+/g, ' ');

/**
 * What the edit-profile form sends, spec §3 and §5: the name trimmed, the bank code as listed
 * (trimmed, upper case), the holder name joined by {@link bankAccountHolderName} (trimmed,
 * upper-cased, one space between words) and the account number as digits only (spaces and dashes as typed are dropped).
 */
export function editProfilePayload(form: EditProfileForm): EditProfilePayload {
  return {
    name: form.name.trim(),
    bankCode: normalizeCode(form.bankCode),
    bankAccountName: bankAccountHolderName(oneSpaced(form.firstName), oneSpaced(form.lastName)),
    bankAccountNo: accountNumberDigits(form.bankAccountNo),
  };
}

/**
 * A stored holder name split back into the form's two parts (spec §3: first and last name joined
 * by a space): the first word, and the rest.
 */
export function splitHolderName(bankAccountName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = bankAccountName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
