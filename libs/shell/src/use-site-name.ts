import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookupInfoQuery } from '@wallet/api';
import { browserStorage, STORAGE_KEYS } from '@wallet/config';

const named = (name: string | null | undefined) => name?.trim() || null;

/**
 * The name the top bar shows, the same before and after login: the site's own name from the info
 * lookup (spec section 3). The last name the server sent is remembered and shown from the first
 * paint (issue 38 item 12), so the bar does not flip from the app's translated name to the site's
 * about 100 ms later; the translated name is left only for a first visit before the lookup answers,
 * or when it cannot be had and none was ever sent.
 */
export function useSiteName(): string {
  const { t } = useTranslation('common');
  const { data: info } = useLookupInfoQuery();
  const [remembered] = useState(() => named(browserStorage.read(STORAGE_KEYS.siteName)));
  const served = named(info?.name);
  useEffect(() => {
    if (served) browserStorage.write(STORAGE_KEYS.siteName, served);
  }, [served]);
  return served ?? remembered ?? t('app.name');
}
