import { useEffect, useState } from 'react';
import { STORAGE_KEYS, browserStorage } from '@wallet/config';
import { timeAgo, type TimeAgo } from '@wallet/domain';

const MINUTE_MS = 60_000;

/** The current time, re-read every minute so a time-ago text stays true while the screen is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The last time the balances arrived, kept in storage as the last-sync time (spec section 3) so a
 * reload still says how old the figures are; null before the first answer ever.
 */
export function useLastSync(fulfilledAt: number | undefined): TimeAgo | null {
  const now = useMinuteClock();
  useEffect(() => {
    if (fulfilledAt) browserStorage.write(STORAGE_KEYS.lastSync, new Date(fulfilledAt).toISOString());
  }, [fulfilledAt]);
  const last = fulfilledAt ?? browserStorage.read(STORAGE_KEYS.lastSync);
  return last ? timeAgo(last, Math.max(now, fulfilledAt ?? 0)) : null;
}
