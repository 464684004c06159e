import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { walletApi, type WalletState, type WalletStore } from '@wallet/api';
import { DEPOSIT_WATCH, isDepositWatchOver, readDepositWatch, rebaselineDepositWatch, startDepositWatch, type DepositWatch } from '@wallet/domain';
import { useOnline } from '@wallet/ui';
import { usePageVisible } from '../deposit/use-page-visible';
import { arrivalToSay, lastDepositStart, onDepositStarted } from './deposit-started';
import { selectLastOwnMoneyMove, selectWalletReading } from './own-money-moves';

const balanceOf = (state: WalletState) => walletApi.endpoints.getWallet.select()(state).data?.wallet.amount ?? null;

/**
 * After a member starts a deposit, reads the wallet again every DEPOSIT_WATCH.INTERVAL_MS for up
 * to DEPOSIT_WATCH.DURATION_MS (domain deposit-watch): one reading at a time, none while the tab is
 * hidden or the browser offline. Calls `onArrived` with what arrived when the wallet rose (less
 * what a paid QR has already said), once, and stops. Called from the reading itself, not from a
 * render's effect, so React's development double effects cannot say it twice.
 */
export function useDepositArrival(onArrived: (amount: number) => void): void {
  const dispatch = useDispatch<WalletStore['dispatch']>();
  const store = useStore<WalletState>();
  const visible = usePageVisible();
  const online = useOnline();
  const watch = useRef<DepositWatch | null>(null);
  const [watching, setWatching] = useState(false);
  const said = useRef(onArrived);
  said.current = onArrived;

  const start = useCallback(
    (at: number) => {
      watch.current = startDepositWatch(watch.current, at, balanceOf(store.getState()));
      setWatching(!isDepositWatchOver(watch.current, Date.now()));
    },
    [store],
  );

  useEffect(() => {
    const since = lastDepositStart();
    if (since !== null) start(since);
    return onDepositStarted(start);
  }, [start]);

  const lastOwnMove = useSelector(selectLastOwnMoneyMove);
  useEffect(() => {
    // Only a move made while watching: one answered before the deposit started is in the baseline.
    if (watch.current && lastOwnMove > watch.current.startedAt) watch.current = rebaselineDepositWatch(watch.current);
  }, [lastOwnMove]);

  useEffect(() => {
    if (!watching || !visible || !online) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = () => {
      watch.current = null;
      setWatching(false);
    };
    const read = async () => {
      const current = watch.current;
      if (stopped || !current) return;
      if (isDepositWatchOver(current, Date.now())) return end();
      if (!selectWalletReading(store.getState())) {
        const answer = await dispatch(walletApi.endpoints.getWallet.initiate(undefined, { subscribe: false, forceRefetch: true }));
        if (stopped || !watch.current) return;
        const step = readDepositWatch(watch.current, { now: Date.now(), balance: answer.data?.wallet.amount ?? null });
        if (step.kind === 'arrived') {
          const news = arrivalToSay(step.amount);
          if (news > 0) said.current(news);
        }
        if (step.kind !== 'watching') return end();
        watch.current = step.watch;
      }
      timer = setTimeout(read, DEPOSIT_WATCH.INTERVAL_MS);
    };
    timer = setTimeout(read, DEPOSIT_WATCH.INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [watching, visible, online, dispatch, store]);
}
