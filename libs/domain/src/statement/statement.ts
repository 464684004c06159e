/** Statement entry types (spec §3). */
export const STATEMENT_TYPES = ['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer'] as const;

/** One type of {@link STATEMENT_TYPES}. */
export type StatementType = (typeof STATEMENT_TYPES)[number];

/** Sign shown before a statement amount (spec §9). */
export type StatementSign = '+' | '-' | '';

/**
 * Statement sign, spec §9: '+' for deposit and bonus, '-' for withdraw, '' for the others
 * (finish_bonus, transfer, unknown).
 */
export function statementSign(statementType: string | null | undefined): StatementSign {
  if (statementType === 'deposit' || statementType === 'bonus') return '+';
  if (statementType === 'withdraw') return '-';
  return '';
}

/** Display status of a statement entry or a slip (spec §3, §4). */
export type TransactionStatus = 'success' | 'failed' | 'progress';

/**
 * Status of a statement entry or a slip, spec §3 and §4: 'SUCCESS' -> 'success', 'FAILED' ->
 * 'failed', anything else (including missing) -> 'progress'. Codes are matched exactly.
 */
export function statementStatus(status: string | null | undefined): TransactionStatus {
  if (status === 'SUCCESS') return 'success';
  if (status === 'FAILED') return 'failed';
  return 'progress';
}
