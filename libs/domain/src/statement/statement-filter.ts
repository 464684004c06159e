import dayjs from 'dayjs';
import type { DateInput } from '../format/date-time';
import { isOneOf } from '../one-of';
import { statementStatus, type TransactionStatus } from './statement';

/** The kinds a member filters the statement by (issue 19; spec §3 statement types). */
export const STATEMENT_FILTER_KINDS = ['deposit', 'bonus', 'withdraw', 'transfer'] as const;
export type StatementFilterKind = (typeof STATEMENT_FILTER_KINDS)[number];

/** The statuses a member filters by: the three a statement entry shows (spec §3, §4). */
export const STATEMENT_FILTER_STATUSES = ['success', 'failed', 'progress'] as const satisfies readonly TransactionStatus[];

/** A calendar day as a date field and the address write it: 'YYYY-MM-DD'. */
export const CALENDAR_DAY_FORMAT = 'YYYY-MM-DD';

/** What the statement is narrowed to; null means 'any'. Days are the member's local calendar days, both ends included. */
export interface StatementFilter {
  kind: StatementFilterKind | null;
  status: TransactionStatus | null;
  /** The first day shown, 'YYYY-MM-DD'. */
  from: string | null;
  /** The last day shown, 'YYYY-MM-DD'. */
  to: string | null;
}

/** The whole statement. */
export const NO_STATEMENT_FILTER: StatementFilter = { kind: null, status: null, from: null, to: null };

// A bonus's end is a bonus line too: filtering by bonus shows both (spec §3: bonus, finish_bonus).
const KIND_TYPES: Record<StatementFilterKind, readonly string[]> = {
  deposit: ['deposit'],
  bonus: ['bonus', 'finish_bonus'],
  withdraw: ['withdraw'],
  transfer: ['transfer'],
};

/** Whether anything narrows the statement (issue 19: then the client reads and filters it, else the server pages it). */
export function hasStatementFilter(filter: StatementFilter): boolean {
  return filter.kind !== null || filter.status !== null || filter.from !== null || filter.to !== null;
}

/** The member's local calendar day of a moment, 'YYYY-MM-DD', or null when it is not a readable date. */
export function localDay(date: DateInput | null | undefined): string | null {
  if (date === null || date === undefined || date === '') return null;
  const value = dayjs(date);
  return value.isValid() ? value.format(CALENDAR_DAY_FORMAT) : null;
}

/** Whether a text is a day that exists, written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return localDay(value) === value;
}

/** The local midnight that starts a 'YYYY-MM-DD' day, in epoch milliseconds. */
export function dayStart(day: string): number {
  // dayjs reads 'YYYY-MM-DD' as a local day (Date would read it as UTC).
  return dayjs(day).startOf('day').valueOf();
}

/** What the filter reads of an entry (spec §3). */
export interface FilterableEntry {
  statementType: string;
  status?: string | null;
  createdAt?: DateInput | null;
}

/**
 * Statement filter, issue 19 over spec §3: an entry is shown when its kind is the chosen one
 * (bonus covers bonus and finish_bonus), its status reads as the chosen one (statementStatus:
 * SUCCESS, FAILED, anything else in progress), and its local calendar day lies between from and
 * to, both included. An entry without a readable date is outside every date range.
 */
export function matchesStatementFilter(entry: FilterableEntry, filter: StatementFilter): boolean {
  if (filter.kind !== null && !KIND_TYPES[filter.kind].includes(entry.statementType)) return false;
  if (filter.status !== null && statementStatus(entry.status) !== filter.status) return false;
  if (filter.from === null && filter.to === null) return true;
  const day = localDay(entry.createdAt);
  if (day === null) return false;
  // 'YYYY-MM-DD' texts compare as the days they name.
  return (filter.from === null || day >= filter.from) && (filter.to === null || day <= filter.to);
}

/** A kind as the address writes it, or null when it is none of the four. */
export function filterKindOf(value: string | null): StatementFilterKind | null {
  return isOneOf(STATEMENT_FILTER_KINDS, value) ? value : null;
}

/** A status as the address writes it, or null when it is none of the three. */
export function filterStatusOf(value: string | null): TransactionStatus | null {
  return isOneOf(STATEMENT_FILTER_STATUSES, value) ? value : null;
}
