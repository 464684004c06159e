import { isBlank } from '../text';
import type { ValidationResult } from './keys';

/** The region's phone rule: an exact length, or null for no length check (the Laos build). */
export interface PhoneRule {
  phoneLength: number | null;
}

/**
 * Registration phone (the username), spec §5: empty -> 'errors:validation.required'; when the
 * region sets phoneLength (10 outside Laos, §9) the trimmed phone must be exactly that many
 * characters, else 'errors:validation.phoneLength' ('The phone number must support 10 digits').
 * A null rule (Laos) checks no length. Characters are counted as written, not only digits.
 */
export function validatePhone(
  phone: string,
  rule: PhoneRule,
): ValidationResult<'errors:validation.required' | 'errors:validation.phoneLength'> {
  if (isBlank(phone)) return 'errors:validation.required';
  if (rule.phoneLength !== null && phone.trim().length !== rule.phoneLength) {
    return 'errors:validation.phoneLength';
  }
  return null;
}
