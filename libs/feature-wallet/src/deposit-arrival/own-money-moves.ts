import type { WalletState } from '@wallet/api';

/** The calls that start a deposit, or follow one: their answers never move the baseline. */
const DEPOSIT_CALLS: ReadonlySet<string> = new Set(['createQr', 'deleteQr', 'qrPaid', 'uploadSlip', 'sendTrueLink']);

interface MutationEntry {
  endpointName?: string;
  status?: string;
  fulfilledTimeStamp?: number;
}

/**
 * When the member's last own action that may move money was answered (a transfer, a withdrawal, a
 * refund or bonus taken: any change but a deposit's), or 0: the wallet moved by their hand then,
 * and a rise after it is not a deposit's.
 */
export function selectLastOwnMoneyMove(state: WalletState): number {
  const entries = Object.values(state.api.mutations) as (MutationEntry | undefined)[];
  return entries.reduce((last, entry) => {
    if (entry?.status !== 'fulfilled' || DEPOSIT_CALLS.has(entry.endpointName ?? '')) return last;
    return Math.max(last, entry.fulfilledTimeStamp ?? 0);
  }, 0);
}

/** Whether the wallet is being read right now (home's own reading, or the watch's): a second one is not asked. */
export function selectWalletReading(state: WalletState): boolean {
  const entries = Object.values(state.api.queries) as ({ endpointName?: string; status?: string } | undefined)[];
  return entries.some((entry) => entry?.endpointName === 'getWallet' && entry.status === 'pending');
}
