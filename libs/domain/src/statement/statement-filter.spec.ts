import fc from 'fast-check';
import { STATEMENT_TYPES } from './statement';
import { dayStart, hasStatementFilter, isCalendarDay, localDay, matchesStatementFilter, NO_STATEMENT_FILTER, type StatementFilter } from './statement-filter';

const entry = (statementType: string, status: string | null, createdAt: string | number | null) => ({ statementType, status, createdAt });
const filter = (overrides: Partial<StatementFilter>): StatementFilter => ({ ...NO_STATEMENT_FILTER, ...overrides });

describe('matchesStatementFilter (issue 19 over spec §3)', () => {
  it('shows every entry without a filter, undated ones included', () => {
    expect(hasStatementFilter(NO_STATEMENT_FILTER)).toBe(false);
    expect(matchesStatementFilter(entry('withdraw', 'FAILED', null), NO_STATEMENT_FILTER)).toBe(true);
  });

  it('matches the kind; bonus covers a bonus and its end', () => {
    const bonus = filter({ kind: 'bonus' });
    expect(STATEMENT_TYPES.filter((type) => matchesStatementFilter(entry(type, 'SUCCESS', null), bonus))).toEqual(['bonus', 'finish_bonus']);
    expect(STATEMENT_TYPES.filter((type) => matchesStatementFilter(entry(type, 'SUCCESS', null), filter({ kind: 'withdraw' })))).toEqual(['withdraw']);
    expect(matchesStatementFilter(entry('luckydraw', 'SUCCESS', null), filter({ kind: 'deposit' }))).toBe(false);
  });

  it('matches the status as the statement reads it: anything but SUCCESS and FAILED is in progress', () => {
    expect(matchesStatementFilter(entry('deposit', 'SUCCESS', null), filter({ status: 'success' }))).toBe(true);
    expect(matchesStatementFilter(entry('deposit', 'FAILED', null), filter({ status: 'success' }))).toBe(false);
    expect(matchesStatementFilter(entry('deposit', 'PENDING', null), filter({ status: 'progress' }))).toBe(true);
    expect(matchesStatementFilter(entry('deposit', null, null), filter({ status: 'progress' }))).toBe(true);
  });

  it('takes the member’s local calendar days, both ends included', () => {
    const march = filter({ from: '2026-03-01', to: '2026-03-31' });
    expect(matchesStatementFilter(entry('deposit', 'SUCCESS', new Date(2026, 2, 1, 0, 0, 0).toISOString()), march)).toBe(true);
    expect(matchesStatementFilter(entry('deposit', 'SUCCESS', new Date(2026, 2, 31, 23, 59, 59).getTime()), march)).toBe(true);
    expect(matchesStatementFilter(entry('deposit', 'SUCCESS', new Date(2026, 1, 28, 23, 59, 59).getTime()), march)).toBe(false);
    expect(matchesStatementFilter(entry('deposit', 'SUCCESS', new Date(2026, 3, 1).getTime()), march)).toBe(false);
    expect(matchesStatementFilter(entry('deposit', 'SUCCESS', '2026-03-04T05:06:07'), filter({ from: '2026-03-04' }))).toBe(true);
    expect(matchesStatementFilter(entry('deposit', 'SUCCESS', '2026-03-04T05:06:07'), filter({ to: '2026-03-03' }))).toBe(false);
  });

  it('leaves an entry without a readable date out of any date range', () => {
    expect(matchesStatementFilter(entry('deposit', 'SUCCESS', 'not a date'), filter({ from: '2000-01-01' }))).toBe(false);
    expect(matchesStatementFilter(entry('deposit', 'SUCCESS', null), filter({ to: '2999-01-01' }))).toBe(false);
  });

  it('agrees with comparing each entry’s moment to the local midnights of the range', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((offset) => localDay(new Date(2026, 0, 1 + offset)) as string);
    const moment = fc.integer({ min: new Date(2026, 0, 1).getTime(), max: new Date(2026, 2, 5).getTime() });
    fc.assert(
      fc.property(moment, day, day, (time, from, to) => {
        const inRange = time >= dayStart(from) && time < dayStart(to) + 0 + dayLength(to);
        expect(matchesStatementFilter(entry('deposit', 'SUCCESS', time), filter({ from, to }))).toBe(inRange);
      }),
    );
  });
});

/** The length of a local day (23 or 25 hours where clocks change). */
const dayLength = (day: string) => {
  const start = new Date(dayStart(day));
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1).getTime() - start.getTime();
};

describe('isCalendarDay and localDay', () => {
  it('takes only days that exist, written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-03-04')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    for (const wrong of ['2026-02-30', '2026-13-01', '2026-3-4', '04/03/2026', '2026-03-04T00:00', '', 'today']) expect(isCalendarDay(wrong)).toBe(false);
  });

  it('reads a moment as its local day, or null', () => {
    expect(localDay(new Date(2026, 10, 25, 23, 59))).toBe('2026-11-25');
    expect(localDay('nonsense')).toBeNull();
    expect(localDay(null)).toBeNull();
  });
});
