import { anyBlank } from '../text';
import type { ValidationResult } from './keys';

/** The change-password modal's fields (spec §2, §7 PUT /api/account/changepwd). */
export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password, spec §5: old, new and confirm are all required ('errors:validation.required',
 * nothing is sent), and new must equal confirm as typed, else 'errors:validation.passwordNotEqual'.
 */
export function validateChangePassword(
  form: ChangePasswordForm,
): ValidationResult<'errors:validation.required' | 'errors:validation.passwordNotEqual'> {
  if (anyBlank(form.oldPassword, form.newPassword, form.confirmPassword)) {
    return 'errors:validation.required';
  }
  return form.newPassword === form.confirmPassword ? null : 'errors:validation.passwordNotEqual';
}
