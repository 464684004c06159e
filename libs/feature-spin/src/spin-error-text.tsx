import { useTranslation } from 'react-i18next';
import { isApiError } from '@wallet/api';
import { MoneyErrorText } from '@wallet/api-texts';
import { spinErrorKey } from '@wallet/domain';

/**
 * A failed spin or claim (spec section 8): codes of the spin error group in its own words, any
 * other failure as every money call words it.
 */
export function SpinErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation(['spin', 'errors']);
  const key = isApiError(error) ? spinErrorKey(error.code) : null;
  return key ? <>{t(key)}</> : <MoneyErrorText error={error} />;
}
