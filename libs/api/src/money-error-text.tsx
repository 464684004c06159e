import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error';
import { ApiErrorText } from './use-api-error-text';

/**
 * A failed money call's message. One that timed out or never got an answer says to check the
 * balance before trying again: the money may have moved, and a second tap could move it twice.
 * `values` fills the placeholders of the error's text (such as a minimum in the member's currency).
 */
export function MoneyErrorText({ error, values }: { error: unknown; values?: Record<string, unknown> }) {
  const { t } = useTranslation('wallet');
  const unanswered = isApiError(error) && (error.status === 'TIMEOUT' || error.status === 'NETWORK');
  return unanswered ? <>{t('moneyUnsure')}</> : <ApiErrorText error={error} values={values} />;
}
