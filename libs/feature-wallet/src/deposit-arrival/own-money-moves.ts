import type { WalletState } from '@wallet/api';

/**
 * The member's own actions that move money in or out of the main wallet: transfers, withdrawals,
 * refunds, bonuses, promotions, invite rewards and prizes taken. (A deposit's calls, and reading
 * the game balances again, move nothing by the member's hand.)
 */
const OWN_MONEY_MOVES: ReadonlySet<string> = new Set([
  'addToWallet',
  'transfer',
  'transferAll',
  'withdraw',
  'withdrawAll',
  'addRefundToWallet',
  'receiveRefund',
  'claimInviteBonus',
  'activateBonus',
  'clearBonus',
  'activatePromotion',
  'claimCoupon',
  'activateGame',
]);

interface MutationEntry {
  endpointName?: string;
  status?: string;
  fulfilledTimeStamp?: number;
}

/** When the member's last own money move was answered, or 0: a rise after it is not a deposit's. */
export function selectLastOwnMoneyMove(state: WalletState): number {
  const entries = Object.values(state.api.mutations) as (MutationEntry | undefined)[];
  return entries.reduce((last, entry) => {
    if (entry?.status !== 'fulfilled' || !OWN_MONEY_MOVES.has(entry.endpointName ?? '')) return last;
    return Math.max(last, entry.fulfilledTimeStamp ?? 0);
  }, 0);
}

/** Whether the wallet is being read right now (home's own reading, or the watch's): a second one is not asked. */
export function selectWalletReading(state: WalletState): boolean {
  const entries = Object.values(state.api.queries) as ({ endpointName?: string; status?: string } | undefined)[];
  return entries.some((entry) => entry?.endpointName === 'getWallet' && entry.status === 'pending');
}
