import { useEffect } from 'react';
import { clearToken, hasToken } from '@wallet/api';
import { STORAGE_KEYS, browserStorage } from '@wallet/config';

/**
 * Spec section 4: visiting the public shell while a token exists ends that session: the token,
 * the remembered-agreement flag and the last-sync time are cleared.
 */
export function useEndSessionOnPublicVisit(): void {
  useEffect(() => {
    if (!hasToken()) return;
    clearToken();
    browserStorage.remove(STORAGE_KEYS.agreement);
    browserStorage.remove(STORAGE_KEYS.lastSync);
  }, []);
}
