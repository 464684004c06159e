import { Suspense, useEffect, useState } from 'react';
import { onDemand } from '@wallet/ui';
import { forgetDepositStarts, lastDepositStart, onDepositStarted } from './deposit-started';

// The watch's code downloads with the member's first deposit start, not with every member screen.
const DepositArrivalWatch = onDemand(() => import('./deposit-arrival-watch').then((m) => m.DepositArrivalWatch), 'hidden');

/** Mounted with the member area: holds the deposit-arrival watch once a deposit has been started. */
export function DepositArrivalSlot() {
  const [started, setStarted] = useState(() => lastDepositStart() !== null);
  useEffect(() => {
    const stop = onDepositStarted(() => setStarted(true));
    return () => {
      stop();
      forgetDepositStarts();
    };
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <DepositArrivalWatch />
    </Suspense>
  );
}
