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

/**
 * Whether an entry only records something and moves no money the member holds: a bonus's end
 * (spec §3 finish_bonus, unsigned in §9) names the bonus's amount and the accounts it was tied
 * to, so its from and to are not shown as money going from one to the other (issue 25).
 */
export function isRecordOnly(statementType: string | null | undefined): boolean {
  return statementType === 'finish_bonus';
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
