import { isBlank } from '../text';
import type { ValidationResult } from './keys';

/**
 * Phone-wallet gift link, spec §5: the send button is disabled while the link field is empty
 * ('errors:validation.required'). The 2 baht minimum (LIMITS.TRUE_LINK_MINIMUM) is a text only;
 * the link's amount is not known on the client.
 */
export function validateTrueLink(link: string): ValidationResult<'errors:validation.required'> {
  return isBlank(link) ? 'errors:validation.required' : null;
}
