import { useSelector } from 'react-redux';
import type { WalletState } from '@wallet/api';

const DEPOSIT_CALLS = new Set(['createQr', 'deleteQr', 'sendTrueLink', 'uploadSlip']);

/** Whether a deposit call is on its way: the sheet must not be dismissed before its answer. */
export function useDepositInFlight(): boolean {
  return useSelector((state: WalletState) =>
    Object.values(state.api.mutations).some((entry) => entry?.status === 'pending' && DEPOSIT_CALLS.has(entry.endpointName ?? '')),
  );
}
