import fc from 'fast-check';
import { dayAndTime } from '../format/date-time';
import { statementDays } from './statement-days';

const at = (iso: string) => ({ createdAt: new Date(iso).getTime() });

describe('statementDays', () => {
  it('groups consecutive entries of one day, newest first as given', () => {
    const entries = [at('2026-11-25T00:13:19'), at('2026-11-25T00:03:19'), at('2026-11-24T23:33:19'), at('2026-11-22T10:00:00')];
    expect(statementDays(entries)).toEqual([
      { day: '25/11/2026', entries: entries.slice(0, 2) },
      { day: '24/11/2026', entries: [entries[2]] },
      { day: '22/11/2026', entries: [entries[3]] },
    ]);
  });

  it('puts entries without a readable date under "-"', () => {
    expect(statementDays([{ createdAt: 'not a date' }, { createdAt: null }])).toEqual([{ day: '-', entries: [{ createdAt: 'not a date' }, { createdAt: null }] }]);
  });

  it('keeps every entry once, in order, each under its own day, and never two groups of one day side by side', () => {
    const moment = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2024, 0, 6) }).map((createdAt) => ({ createdAt }));
    fc.assert(
      fc.property(fc.array(moment), (entries) => {
        const days = statementDays(entries);
        expect(days.flatMap((day) => day.entries)).toEqual(entries);
        for (const day of days) for (const entry of day.entries) expect(dayAndTime(entry.createdAt).day).toBe(day.day);
        days.slice(1).forEach((day, index) => expect(day.day).not.toBe(days[index].day));
      }),
    );
  });
});

describe('dayAndTime', () => {
  it('splits the spec’s date display into its day and its time', () => {
    expect(dayAndTime(new Date(2026, 10, 25, 0, 13, 19))).toEqual({ day: '25/11/2026', time: '00:13:19' });
    expect(dayAndTime(undefined)).toEqual({ day: '-', time: '' });
  });
});
