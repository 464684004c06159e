import { useCheckActiveBonusQuery } from '@wallet/api';

/**
 * Whether the member holds an active bonus (GET /api/bonus/check/active), asked again each time
 * the spin page or its prize sheet opens: the server refuses every claim meanwhile
 * (BONUS_REMAINING), so the page says so before a tap instead of offering a claim that fails.
 * Unknown (not yet answered, or the check failed) counts as none: the claim is offered and the
 * server's refusal, if any, is shown as before.
 */
export function useBonusActive(): { bonusActive: boolean; recheck: () => void } {
  const check = useCheckActiveBonusQuery(undefined, { refetchOnMountOrArgChange: true });
  return { bonusActive: check.data?.status === true, recheck: () => void check.refetch() };
}
