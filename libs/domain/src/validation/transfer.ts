import { LIMITS } from '../limits';
import { isPayableAmount, type AmountInput } from '../money';
import { parseTypedAmount } from '../typed-amount';
import { isBlank } from '../text';
import type { ValidationResult } from './keys';

/** The transfer modal's fields: from and to are 'WALLET' or a game code (spec §2, §7). */
export interface TransferForm {
  from: string | null | undefined;
  to: string | null | undefined;
  amount: AmountInput;
}

/** The member's side of a transfer's amount rules: their currency and the minimum in it. */
export interface TransferTerms {
  /** The member's currency: a kip amount must be whole ('errors:validation.wholeKip'). */
  currency?: string | null;
  /** The minimum in the member's currency (fixedAmountIn of LIMITS.TRANSFER_MINIMUM); 1 baht by default. */
  minimum?: number | null;
}

/**
 * Transfer, spec §5: source and target are both required ('errors:validation.selectAccount'),
 * they must differ ('errors:validation.sameAccount'), the amount must be an amount as the app writes
 * them, grouped or not ({@link parseTypedAmount}; else 'errors:validation.amountInvalid', an empty
 * field included), whole for a kip
 * member ('errors:validation.wholeKip') and at least the minimum, LIMITS.TRANSFER_MINIMUM = 1 baht
 * in the member's currency ('errors:validation.transferMinimum', the UI passes {{min}}).
 */
export function validateTransfer(
  form: TransferForm,
  { currency = null, minimum = LIMITS.TRANSFER_MINIMUM }: TransferTerms = {},
): ValidationResult<
  | 'errors:validation.selectAccount'
  | 'errors:validation.sameAccount'
  | 'errors:validation.amountInvalid'
  | 'errors:validation.wholeKip'
  | 'errors:validation.transferMinimum'
> {
  if (isBlank(form.from) || isBlank(form.to)) return 'errors:validation.selectAccount';
  if (form.from === form.to) return 'errors:validation.sameAccount';
  const amount = parseTypedAmount(form.amount);
  if (amount === null) return 'errors:validation.amountInvalid';
  if (!isPayableAmount(amount, currency)) return 'errors:validation.wholeKip';
  if (amount < (minimum ?? LIMITS.TRANSFER_MINIMUM)) return 'errors:validation.transferMinimum';
  return null;
}

/**
 * Whether the 'transfer only' button is enabled, spec §2: disabled when the amount is 0 or less
 * or not a number. (A positive amount under 1 enables the button; submitting then shows
 * 'errors:validation.transferMinimum' from {@link validateTransfer}.)
 */
export function canSubmitTransfer(amount: AmountInput): boolean {
  const parsed = parseTypedAmount(amount);
  return parsed !== null && parsed > 0;
}
