import type { ApiContext } from './api-context';
import type { ApiError } from './api-error';

// domain's errorMessageKey gives every code of the server's error table a key under this prefix.
const ERROR_TABLE_KEY = 'errors:code.';

/**
 * A call's outcome once its text can be shown: the server's error table loads with the first
 * failure that has a code (ApiContext.loadErrorTexts), so a failed call never reaches a screen
 * before the words for it.
 */
export async function withErrorTexts<Outcome extends { data: unknown } | { error: ApiError }>(outcome: Outcome, context: ApiContext): Promise<Outcome> {
  if (!('error' in outcome)) return outcome;
  const key = outcome.error.messageKey;
  if (!key?.startsWith(ERROR_TABLE_KEY) || !context.loadErrorTexts) return outcome;
  await context.loadErrorTexts();
  return { ...outcome, error: { ...outcome.error, message: context.translate(key) } };
}
