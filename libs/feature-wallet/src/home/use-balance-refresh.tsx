import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshGameBalancesMutation } from '@wallet/api';
import { useOnAfterFirstScreen, useToast } from '@wallet/ui';
import { ApiErrorText } from '@wallet/api-texts';

/** The wallet's read as home holds it (its query's state). */
interface WalletRead {
  isFetching: boolean;
  /** When its last read was asked for. */
  startedTimeStamp?: number;
}

/**
 * Spec sections 2 and 4: arriving on home refreshes every game balance, then the wallet reloads
 * (the refresh invalidates the wallet's cache tag). The refresh-all action does the same and says so.
 * The arrival's refresh waits for home's first screen: asked while it was being drawn, its call and
 * the wallet's reload were what a phone last waited for before showing home (issue 36).
 * `refreshing` holds from the refresh's start to the reloaded wallet's answer without a break: the
 * wallet is asked for a moment after the refresh answers, and a gap between the two would draw
 * home twice more for nothing (and blink the member's spinners).
 */
export function useBalanceRefresh(wallet: WalletRead) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const [refreshGames, { isLoading, isSuccess, fulfilledTimeStamp }] = useRefreshGameBalancesMutation();
  const walletDue = isSuccess && fulfilledTimeStamp !== undefined && fulfilledTimeStamp > (wallet.startedTimeStamp ?? 0);
  // StrictMode runs effects twice in development; a ref keeps the arrival refresh to one call.
  const arrived = useRef(false);

  const refreshOnArrival = useCallback(() => {
    if (arrived.current) return;
    arrived.current = true;
    refreshGames()
      .unwrap()
      .catch((error: unknown) => console.error('Refreshing game balances on arrival failed', error));
  }, [refreshGames]);
  useOnAfterFirstScreen(refreshOnArrival);

  const refreshAll = useCallback(async () => {
    const result = await refreshGames();
    if (result.error) toast({ message: <ApiErrorText error={result.error} />, tone: 'danger' });
    else toast({ message: t('toast.balanceRefreshed'), tone: 'success' });
  }, [refreshGames, t, toast]);

  return { refreshAll, refreshing: isLoading || wallet.isFetching || walletDue };
}
