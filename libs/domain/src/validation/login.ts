import { anyBlank } from '../text';
import type { ValidationResult } from './keys';

/** The login form's fields (spec §2 login). */
export interface LoginForm {
  username: string;
  password: string;
}

/** Login, spec §5: username and password are both required, else 'errors:validation.required'. */
export function validateLogin(form: LoginForm): ValidationResult<'errors:validation.required'> {
  return anyBlank(form.username, form.password) ? 'errors:validation.required' : null;
}
