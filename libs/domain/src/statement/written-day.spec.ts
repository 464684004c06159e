import fc from 'fast-check';
import { isCalendarDay } from './statement-filter';
import { BUDDHIST_ERA_OFFSET, commonEraYear, readWrittenDay, typedDay, WRITTEN_DAY_YEARS, writeDay } from './written-day';

/** Any day of the years a written day may name, 'YYYY-MM-DD'. */
const anyDay = fc
  .date({ min: new Date(WRITTEN_DAY_YEARS.first, 0, 1), max: new Date(WRITTEN_DAY_YEARS.last, 11, 31), noInvalidDate: true })
  .map((date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`);

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

describe('writeDay (spec §9: DD/MM/YYYY)', () => {
  it('writes a calendar day day first', () => {
    expect(writeDay('2026-03-05')).toBe('05/03/2026');
    expect(writeDay('2026-12-31')).toBe('31/12/2026');
  });

  it('writes nothing for no day or a text that is no day', () => {
    expect(writeDay(null)).toBe('');
    expect(writeDay('2026-02-30')).toBe('');
    expect(writeDay('05/03/2026')).toBe('');
  });
});

describe('readWrittenDay', () => {
  it('reads DD/MM/YYYY as the day the address writes', () => {
    expect(readWrittenDay('05/03/2026')).toEqual({ kind: 'day', day: '2026-03-05' });
    expect(readWrittenDay('29/02/2028')).toEqual({ kind: 'day', day: '2028-02-29' });
    expect(readWrittenDay(' 31/12/2026 ')).toEqual({ kind: 'day', day: '2026-12-31' });
  });

  it('accepts a day or month of one digit as typed', () => {
    expect(readWrittenDay('1/3/2026')).toEqual({ kind: 'day', day: '2026-03-01' });
    expect(readWrittenDay('01/3/2026')).toEqual({ kind: 'day', day: '2026-03-01' });
  });

  it('reads nothing written as no limit', () => {
    expect(readWrittenDay('')).toEqual({ kind: 'empty' });
    expect(readWrittenDay('   ')).toEqual({ kind: 'empty' });
  });

  it.each(['3', '31/', '31/0', '31/03', '31/03/', '31/03/202', '31-03-2026', '2026-03-31', '31/03/20266', 'soon'])('calls %p partial', (text) => {
    expect(readWrittenDay(text)).toEqual({ kind: 'partial' });
  });

  it.each(['31/02/2026', '29/02/2026', '30/02/2028', '31/04/2026', '00/01/2026', '01/00/2026', '01/13/2026', '32/01/2026', '05/03/2100', '05/03/2442', '05/03/2643', '05/03/1899', '05/03/0000', '29/02/2568'])('refuses the impossible %p', (text) => {
    expect(readWrittenDay(text)).toEqual({ kind: 'impossible' });
  });

  it('reads a Buddhist-era year as its common-era year, as Thai members write dates (issue 38)', () => {
    expect(readWrittenDay('1/11/2569')).toEqual({ kind: 'day', day: '2026-11-01' });
    expect(readWrittenDay('29/02/2567')).toEqual({ kind: 'day', day: '2024-02-29' });
    expect(readWrittenDay('01/01/2443')).toEqual({ kind: 'day', day: '1900-01-01' });
    expect(readWrittenDay('31/12/2642')).toEqual({ kind: 'day', day: '2099-12-31' });
  });

  it('reads every day written with its Buddhist-era year as the same day written with its common-era year', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const [date, month, year] = writeDay(day).split('/');
        return JSON.stringify(readWrittenDay(`${date}/${month}/${Number(year) + BUDDHIST_ERA_OFFSET}`)) === JSON.stringify({ kind: 'day', day });
      }),
    );
  });

  it('reads each four-digit year in at most one era, and none between the two spans', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (year) => {
        const common = commonEraYear(year);
        if (year <= WRITTEN_DAY_YEARS.last) return common === (year >= WRITTEN_DAY_YEARS.first ? year : null);
        if (year < WRITTEN_DAY_YEARS.first + BUDDHIST_ERA_OFFSET) return common === null;
        return common === (year <= WRITTEN_DAY_YEARS.last + BUDDHIST_ERA_OFFSET ? year - BUDDHIST_ERA_OFFSET : null);
      }),
    );
  });

  it('gives back every day it wrote (format then parse)', () => {
    fc.assert(fc.property(anyDay, (day) => {
      const reading = readWrittenDay(writeDay(day));
      return reading.kind === 'day' && reading.day === day;
    }));
  });

  it('refuses every day past its month’s end, and reads only days that exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: WRITTEN_DAY_YEARS.first, max: WRITTEN_DAY_YEARS.last }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (year, month, date) => {
        const last = month === 2 && leap(year) ? 29 : DAYS_IN_MONTH[month - 1];
        const reading = readWrittenDay(`${String(date).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`);
        if (date < 1 || date > last) return reading.kind === 'impossible';
        return reading.kind === 'day' && isCalendarDay(reading.day) && reading.day.endsWith(`-${String(date).padStart(2, '0')}`);
      }),
    );
  });

  it('refuses any month outside 1 to 12', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 28 }), fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 })), fc.integer({ min: WRITTEN_DAY_YEARS.first, max: WRITTEN_DAY_YEARS.last }), (date, month, year) =>
        readWrittenDay(`${String(date).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`).kind === 'impossible',
      ),
    );
  });
});

describe('typedDay (issue 29: a date field that takes digits)', () => {
  it('adds the slashes as the digits come', () => {
    const steps = [...'05032026'].reduce<string[]>((shown, digit) => [...shown, typedDay((shown.at(-1) ?? '') + digit)], []);
    expect(steps).toEqual(['0', '05', '05/0', '05/03', '05/03/2', '05/03/20', '05/03/202', '05/03/2026']);
  });

  it('takes the slashes as typed, and a dot, dash or space as one', () => {
    expect(typedDay('05/03/2026')).toBe('05/03/2026');
    expect(typedDay('1/3/2026')).toBe('1/3/2026');
    expect(typedDay('05.03.2026')).toBe('05/03/2026');
    expect(typedDay('05-03-2026')).toBe('05/03/2026');
    expect(typedDay('05/')).toBe('05/');
  });

  it('lets a slash be deleted: it comes back only with the next digit', () => {
    expect(typedDay('05')).toBe('05');
    expect(typedDay('05/03')).toBe('05/03');
  });

  it('drops letters, extra slashes and digits past the year', () => {
    expect(typedDay('0a5//03x/20261')).toBe('05/03/2026');
    expect(typedDay('/')).toBe('');
    expect(typedDay('abc')).toBe('');
  });

  it('changes nothing when written again, and keeps at most DD/MM/YYYY', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789/.- x'), maxLength: 20 }), (text) => {
        const typed = typedDay(text);
        return typedDay(typed) === typed && /^(\d{1,2}(\/(\d{1,2}(\/\d{0,4})?)?)?)?$/.test(typed);
      }),
    );
  });

  it('keeps every day the app writes as it is', () => {
    fc.assert(fc.property(anyDay, (day) => typedDay(writeDay(day)) === writeDay(day)));
  });
});
