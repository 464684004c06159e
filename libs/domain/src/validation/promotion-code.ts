import { isBlank, normalizeCode } from '../text';
import type { ValidationResult } from './keys';

/** Promotion code, spec §5: trimmed and upper-cased before lookup and activation. */
export function normalizePromotionCode(code: string): string {
  return normalizeCode(code);
}

/** Promotion code, spec §5: required, else 'errors:validation.required'. */
export function validatePromotionCode(code: string): ValidationResult<'errors:validation.required'> {
  return isBlank(code) ? 'errors:validation.required' : null;
}
