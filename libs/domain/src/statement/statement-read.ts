import dayjs from 'dayjs';
import type { DateInput } from '../format/date-time';
import { LIMITS } from '../limits';

/** One answer of POST /api/statement (spec §7): the list's length and one page of it, newest first. */
export interface StatementPageAnswer<T> {
  total: number;
  statements: readonly T[];
  /** Entries of the page that could not be read and were left out (issue 24): they still count as rows of it. */
  leftOut?: number;
}

/** How far a whole-statement read has got. */
export interface StatementRead<T> {
  /** The entries read so far, in the server's order. */
  entries: T[];
  /** Entries of the pages read that could not be read and were left out. */
  leftOut: number;
  /** The list's length as the server gives it; null before the first page. */
  total: number | null;
  /** Rows asked for a page: the read's page size, or the smaller one the server turned out to use. */
  limit: number;
  /** Pages of this pass read. */
  pages: number;
  /** Every page asked for, across passes (a changed list starts a new pass). */
  calls: number;
  /** A page came back short: the list has no more rows. */
  ended: boolean;
}

/** The next step of a read: ask for a page, or stop because it is whole or too long to read here. */
export type StatementReadStep = { kind: 'page'; page: number; limit: number } | { kind: 'whole' } | { kind: 'too-long' };

/** A read that has read nothing yet. */
export function startStatementRead<T>(calls = 0): StatementRead<T> {
  return { entries: [], leftOut: 0, total: null, limit: LIMITS.STATEMENT_READ_PAGE_SIZE, pages: 0, calls, ended: false };
}

/**
 * Adds one page to a whole-statement read (issue 19 over spec §7, whose statement call takes only
 * page and limit). A total that differs from the one read before means the list changed between
 * pages (a new entry shifts every page by one): the read starts over, so nothing is read twice or
 * missed. A first page shorter than asked while the total says there is more means the server
 * pages smaller than asked: later pages are asked at that size, so pages meet end to end. Entries
 * left out as unreadable count as rows of their page, so they neither end the read early nor make
 * it ask for more than the total.
 */
export function addStatementPage<T>(read: StatementRead<T>, answer: StatementPageAnswer<T>): StatementRead<T> {
  const calls = read.calls + 1;
  if (read.total !== null && answer.total !== read.total) return startStatementRead(calls);
  const leftOut = answer.leftOut ?? 0;
  const rows = answer.statements.length + leftOut;
  const limit = read.pages === 0 && rows > 0 && rows < read.limit && rows < answer.total ? rows : read.limit;
  return {
    entries: [...read.entries, ...answer.statements],
    leftOut: read.leftOut + leftOut,
    total: answer.total,
    limit,
    pages: read.pages + 1,
    calls,
    ended: rows < limit,
  };
}

const timeOf = (entry: { createdAt?: DateInput | null }) => (entry.createdAt === null || entry.createdAt === undefined ? NaN : dayjs(entry.createdAt).valueOf());

/**
 * Whether the entries read reach past `since`: every one has a readable date, they are newest
 * first as their dates show (checked, not assumed), and the last is older than `since`. Then no
 * later page can hold an entry of the range.
 */
export function readsPast(entries: readonly { createdAt?: DateInput | null }[], since: number): boolean {
  const times = entries.map(timeOf);
  if (times.length === 0 || times.some((time) => Number.isNaN(time))) return false;
  const newestFirst = times.every((time, index) => index === 0 || time <= times[index - 1]);
  return newestFirst && times[times.length - 1] < since;
}

/**
 * The next step of a whole-statement read (issue 19): whole once the server's total is covered or
 * a page came back short, or, with a range start `since` (epoch ms), once the entries read reach
 * past it ({@link readsPast}); else the next page, until LIMITS.STATEMENT_READ_MAX_PAGES pages
 * have been asked, past which the statement is too long to read here (never shown in part).
 */
export function nextStatementRead<T extends { createdAt?: DateInput | null }>(read: StatementRead<T>, since: number | null): StatementReadStep {
  if (read.pages > 0 && read.total !== null) {
    if (read.ended || read.entries.length + read.leftOut >= read.total) return { kind: 'whole' };
    if (since !== null && readsPast(read.entries, since)) return { kind: 'whole' };
  }
  if (read.calls >= LIMITS.STATEMENT_READ_MAX_PAGES) return { kind: 'too-long' };
  return { kind: 'page', page: read.pages + 1, limit: read.limit };
}
