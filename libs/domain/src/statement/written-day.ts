import { isCalendarDay } from './statement-filter';

/** A day as the app writes it for the member (spec §9's date half): 'DD/MM/YYYY'. */
export const WRITTEN_DAY_FORMAT = 'DD/MM/YYYY';

/** The years a written day may name in the common era (CE, AD): a statement's days lie well inside them. */
export const WRITTEN_DAY_YEARS = { first: 1900, last: 2099 } as const;

/** A Buddhist-era year is the common-era year plus 543 (2569 BE is 2026 CE). */
export const BUDDHIST_ERA_OFFSET = 543;

/**
 * The common-era year a written year names, or null for none (issue 38). Thai members commonly
 * write the Buddhist-era year, so a year in WRITTEN_DAY_YEARS moved by BUDDHIST_ERA_OFFSET
 * (2443 to 2642) is read as Buddhist era. The two spans do not meet, so no year is read two ways;
 * a year between them (2100 to 2442) or outside both names no day.
 */
export function commonEraYear(year: number): number | null {
  if (year >= WRITTEN_DAY_YEARS.first && year <= WRITTEN_DAY_YEARS.last) return year;
  const buddhist = year - BUDDHIST_ERA_OFFSET;
  return buddhist >= WRITTEN_DAY_YEARS.first && buddhist <= WRITTEN_DAY_YEARS.last ? buddhist : null;
}

/** What a member's text says as a day. */
export type WrittenDayReading =
  /** Nothing written: no limit. */
  | { kind: 'empty' }
  /** Not yet a whole day: fewer digits than day, month and a four-digit year. */
  | { kind: 'partial' }
  /** Day, month and year, but no such day (31/02/2026, 00/01/2026, a year commonEraYear does not read). */
  | { kind: 'impossible' }
  /** A day that exists, 'YYYY-MM-DD' as the address and the filter hold it. */
  | { kind: 'day'; day: string };

const GROUP_LENGTHS = [2, 2, 4] as const;
const SEPARATOR = /[/.\-\s]/;

/**
 * A member's typing as a date field keeps it, 'DD/MM/YYYY' (issue 29): digits only, at most two
 * for the day, two for the month and four for the year. A slash is added once the next group's
 * first digit comes (so deleting back over one never brings it straight back), and a slash, dot,
 * dash or space the member types after a day or month is kept as that group's end, so '1/3/2026'
 * is accepted as typed. Anything else is dropped. Writing it again changes nothing.
 */
export function typedDay(text: string): string {
  const groups = ['', '', ''];
  let group = 0;
  for (const char of text) {
    if (/\d/.test(char)) {
      if (groups[group].length === GROUP_LENGTHS[group]) {
        if (group === 2) continue;
        group += 1;
      }
      groups[group] += char;
    } else if (SEPARATOR.test(char) && group < 2 && groups[group] !== '') {
      group += 1;
    }
  }
  return groups.slice(0, group + 1).join('/');
}

/**
 * Reads a day written 'DD/MM/YYYY' (a day or month of one digit is taken too: '1/3/2026' is
 * 1 March 2026), the year in the common or the Buddhist era ('1/11/2569' is 1 November 2026; see
 * commonEraYear). Text that is not yet day, month and a four-digit year is partial; a whole date
 * that does not exist is impossible.
 */
export function readWrittenDay(text: string): WrittenDayReading {
  const written = text.trim();
  if (written === '') return { kind: 'empty' };
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(written);
  if (match === null) return { kind: 'partial' };
  const [, day, month, year] = match;
  const commonYear = commonEraYear(Number(year));
  if (commonYear === null) return { kind: 'impossible' };
  const calendarDay = `${commonYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDay(calendarDay) ? { kind: 'day', day: calendarDay } : { kind: 'impossible' };
}

/** A 'YYYY-MM-DD' day as the member reads it, 'DD/MM/YYYY'; '' for none or a text that is no day. */
export function writeDay(day: string | null): string {
  if (day === null || !isCalendarDay(day)) return '';
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
