import { isPayableAmount, parseAmount, type AmountInput } from '../money';
import { parseTypedAmount } from '../typed-amount';
import type { ValidationResult } from './keys';

/** Withdraw limits from GET /api/lookup/withdraw (spec §3, §7). */
export interface WithdrawLimits {
  withdrawMin: number;
  withdrawMax: number;
}

/**
 * Withdraw, spec §5: the amount must be an amount as the app writes them, grouped or not
 * ({@link parseTypedAmount}, else 'errors:validation.amountInvalid'), at
 * least withdrawMin ('errors:validation.withdrawMin', UI passes {{min}}) and at most withdrawMax
 * ('errors:validation.withdrawMax', UI passes {{max}}); both bounds are inclusive and come from
 * the server. A bound that is not a number (missing from the answer) is not checked. A kip
 * member's amount must be whole ('errors:validation.wholeKip').
 */
export function validateWithdraw(
  amount: AmountInput,
  limits: WithdrawLimits,
  currency: string | null = null,
): ValidationResult<
  'errors:validation.amountInvalid' | 'errors:validation.wholeKip' | 'errors:validation.withdrawMin' | 'errors:validation.withdrawMax'
> {
  // The member's figure as typed (grouping allowed); the bounds as the server sends them.
  const value = parseTypedAmount(amount);
  if (value === null) return 'errors:validation.amountInvalid';
  if (!isPayableAmount(value, currency)) return 'errors:validation.wholeKip';
  const min = parseAmount(limits.withdrawMin);
  const max = parseAmount(limits.withdrawMax);
  if (min !== null && value < min) return 'errors:validation.withdrawMin';
  if (max !== null && value > max) return 'errors:validation.withdrawMax';
  return null;
}
