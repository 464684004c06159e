import { useTranslation } from 'react-i18next';
import { useLookupInfoQuery } from '@wallet/api';

/**
 * The name the top bar shows, the same before and after login: the site's own name from the info
 * lookup (spec section 3), else the app's translated name while it loads or if it cannot be had.
 */
export function useSiteName(): string {
  const { t } = useTranslation('common');
  const { data: info } = useLookupInfoQuery();
  return info?.name?.trim() || t('app.name');
}
