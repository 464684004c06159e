import { formatDateTime, type DateInput } from '../format/date-time';
import { moneyDecimals, parseAmount, toCents } from '../money';
import { statementSign } from './statement';
import { statementDescription, type StatementLinks } from './statement-detail';
import { localDay, type StatementFilter } from './statement-filter';

/** The byte-order mark that makes spreadsheet programs read the file as UTF-8 (Thai and Lao text). */
export const CSV_BOM = '\uFEFF';
/** Line end of a CSV file (RFC 4180). */
export const CSV_LINE_END = '\r\n';

/** The columns of the statement export, in order: the statement page's own columns. */
export const STATEMENT_CSV_COLUMNS = ['date', 'type', 'from', 'to', 'amount', 'status', 'detail'] as const;
export type StatementCsvColumn = (typeof STATEMENT_CSV_COLUMNS)[number];

/** The ISO 4217 code of each currency a member may hold (spec §1: BAHT, LAK). */
const CURRENCY_CODES: Record<string, string> = { BAHT: 'THB', LAK: 'LAK' };

/** The currency code a money column's header names ('THB', 'LAK'), or null for an unknown currency. */
export function currencyCode(currency: string | null | undefined): string | null {
  return (currency && CURRENCY_CODES[currency]) ?? null;
}

/** The member's words for an export, in the screen's language: column titles and the names the statement page gives. */
export interface StatementCsvTexts {
  headers: Record<StatementCsvColumn, string>;
  /** A statement type's name ('Deposit'). */
  kind: (statementType: string) => string;
  /** A status's name ('Successful'). */
  status: (status: string) => string;
  /** A from or to code as the member knows it (domain statementPlace's words). */
  place: (code: string) => string;
}

/** What the export reads of an entry (spec §3). */
export interface CsvStatementEntry extends StatementLinks {
  statementType: string;
  from: string;
  to: string;
  amount: unknown;
  status?: string | null;
  createdAt?: DateInput | null;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as CSV writes it: in double quotes, inner quotes doubled, when it holds a quote, comma or line break (RFC 4180). */
export function csvCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A text cell: a text that starts with = + - @ (or a tab or carriage return) gets a leading
 * apostrophe, so a spreadsheet shows it as text instead of running it as a formula (OWASP CSV
 * injection); then quoted as {@link csvCell}.
 */
export function csvTextCell(value: string): string {
  return csvCell(FORMULA_START.test(value) ? `'${value}` : value);
}

/**
 * A money cell, issue 19 over spec §9: a plain number (no grouping) with a dot and two decimals
 * for baht, a whole number for kip (moneyDecimals), signed as the statement signs it: '+' for
 * deposit and bonus, '-' for withdraw, none for the others, which keep the amount's own sign. An
 * amount that is not a number is an empty cell.
 */
export function csvAmount(amount: unknown, statementType: string, currency: string | null | undefined): string {
  const value = parseAmount(amount);
  if (value === null) return '';
  const decimals = moneyDecimals(currency);
  const cents = toCents(value);
  const units = decimals === 0 ? Math.round(Math.abs(cents) / 100) * 100 : Math.abs(cents);
  const figure = (units / 100).toFixed(decimals);
  const sign = statementSign(statementType);
  if (sign !== '') return units === 0 ? figure : `${sign}${figure}`;
  return cents < 0 && units > 0 ? `-${figure}` : figure;
}

/**
 * The statement as a CSV file's text (issue 19): the byte-order mark, a header row of the
 * columns in the member's language with the currency code in the money column's ('Amount
 * (THB)'), then one row per entry as the statement page shows it (date as spec §9 displays it,
 * kind, from, to, amount, status, the linked record's description), CRLF line ends.
 */
export function statementCsv(entries: readonly CsvStatementEntry[], texts: StatementCsvTexts, currency: string | null | undefined): string {
  const code = currencyCode(currency);
  const header = STATEMENT_CSV_COLUMNS.map((column) => {
    const title = texts.headers[column];
    return csvTextCell(column === 'amount' && code ? `${title} (${code})` : title);
  });
  const rows = entries.map((entry) =>
    [
      csvCell(formatDateTime(entry.createdAt)),
      csvTextCell(texts.kind(entry.statementType)),
      csvTextCell(texts.place(entry.from)),
      csvTextCell(texts.place(entry.to)),
      csvAmount(entry.amount, entry.statementType, currency),
      csvTextCell(texts.status(entry.status ?? '')),
      csvTextCell(statementDescription(entry) ?? ''),
    ].join(','),
  );
  return CSV_BOM + [header.join(','), ...rows].map((line) => line + CSV_LINE_END).join('');
}

/**
 * The export's file name with its date range, 'statement_2026-03-01_2026-03-31.csv': the filter's
 * days, else the oldest exported entry's day (or `today` when there is none) and `today`.
 */
export function statementCsvFileName(filter: Pick<StatementFilter, 'from' | 'to'>, entries: readonly { createdAt?: DateInput | null }[], today: DateInput): string {
  const last = filter.to ?? localDay(today) ?? 'today';
  const days = entries.map((entry) => localDay(entry.createdAt)).filter((day): day is string => day !== null);
  const oldest = days.reduce<string | null>((min, day) => (min === null || day < min ? day : min), null);
  const first = filter.from ?? (oldest !== null && oldest < last ? oldest : last);
  return `statement_${first}_${last}.csv`;
}
