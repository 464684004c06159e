import { useTranslation } from 'react-i18next';
import { isApiError, isUnreachable } from '@wallet/api';
import { ApiErrorText } from './api-error-text';

/**
 * A failed money call's message. One whose outcome is unknown says to check the balance before
 * trying again, as the money may have moved and a second tap could move it twice: it timed out, got
 * no answer (no connection, or a gateway's bare 502-504 when the backend dropped it), or got an
 * answer the app cannot read. `values` fills the placeholders of the error's text (such as a
 * minimum in the member's currency).
 */
export function MoneyErrorText({ error, values }: { error: unknown; values?: Record<string, unknown> }) {
  const { t } = useTranslation('wallet');
  if (isApiError(error) && error.status === 'UNEXPECTED') return <>{t('moneyUnreadable')}</>;
  const unanswered = isApiError(error) && (error.status === 'TIMEOUT' || isUnreachable(error));
  return unanswered ? <>{t('moneyUnsure')}</> : <ApiErrorText error={error} values={values} />;
}
