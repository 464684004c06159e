import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshGameBalancesMutation } from '@wallet/api';
import { useToast } from '@wallet/ui';
import { ApiErrorText } from '@wallet/api-texts';

/**
 * Spec sections 2 and 4: arriving on home refreshes every game balance, then the wallet reloads
 * (the refresh invalidates the wallet's cache tag). The refresh-all action does the same and says so.
 */
export function useBalanceRefresh() {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const [refreshGames, { isLoading }] = useRefreshGameBalancesMutation();
  // StrictMode runs effects twice in development; a ref keeps the arrival refresh to one call.
  const arrived = useRef(false);

  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    refreshGames()
      .unwrap()
      .catch((error: unknown) => console.error('Refreshing game balances on arrival failed', error));
  }, [refreshGames]);

  const refreshAll = useCallback(async () => {
    const result = await refreshGames();
    if (result.error) toast({ message: <ApiErrorText error={result.error} />, tone: 'danger' });
    else toast({ message: t('toast.balanceRefreshed'), tone: 'success' });
  }, [refreshGames, t, toast]);

  return { refreshAll, refreshing: isLoading };
}
