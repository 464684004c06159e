import { useTranslation } from 'react-i18next';
import { isApiError, isUnreachable } from '@wallet/api';

type Values = Record<string, unknown>;
type LooseTranslate = (key: string, values?: Values) => string;

/**
 * The text of a failed call in the current language (spec section 8): its translation key when
 * it has one, else the server's own text. Computed at render time, so a message still on screen
 * follows a language switch. `values` fills the key's placeholders (such as a currency).
 */
export function useApiErrorText(error: unknown, values?: Values): string {
  const { t } = useTranslation();
  const translate = t as unknown as LooseTranslate;
  if (!isApiError(error)) return translate('errors:unknown', values);
  if (isUnreachable(error)) return translate('errors:network.connection', values);
  return error.messageKey ? translate(error.messageKey, values) : error.message;
}

/** {@link useApiErrorText} as an element, for places that take content rather than a string (toasts). */
export function ApiErrorText({ error, values }: { error: unknown; values?: Values }) {
  return <>{useApiErrorText(error, values)}</>;
}

