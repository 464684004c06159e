import { isEnglishLettersAndSpaces } from '../text';
import type { ValidationResult } from './keys';

/**
 * Bank account name edit, spec §5: only English letters and spaces and not empty after trimming,
 * else 'errors:validation.englishOnly'.
 */
export function validateBankAccountName(name: string): ValidationResult<'errors:validation.englishOnly'> {
  return isEnglishLettersAndSpaces(name.trim()) ? null : 'errors:validation.englishOnly';
}

/** Bank account name edit input, spec §5 "Input is forced uppercase": upper-cases what was typed. */
export function normalizeBankAccountNameInput(value: string): string {
  return value.toUpperCase();
}
