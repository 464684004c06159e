import fc from 'fast-check';
import { TIME_AGO_UNITS, timeAgo } from './time-ago';

const now = new Date(2024, 5, 15, 12, 0, 0);
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const unitSeconds = Object.fromEntries(TIME_AGO_UNITS.map((u) => [u.unit, u.seconds])) as Record<string, number>;

describe('timeAgo (spec §9 time-ago units)', () => {
  it('uses the spec unit sizes', () => {
    expect(TIME_AGO_UNITS.map((u) => [u.unit, u.seconds])).toEqual([
      ['year', 31536000], ['month', 2592000], ['day', 86400], ['hour', 3600], ['minute', 60], ['second', 1],
    ]);
  });

  it('picks the largest unit with a count of at least 1, floored', () => {
    expect(timeAgo(ago(0), now)).toEqual({ unit: 'second', count: 0 });
    expect(timeAgo(ago(59), now)).toEqual({ unit: 'second', count: 59 });
    expect(timeAgo(ago(60), now)).toEqual({ unit: 'minute', count: 1 });
    expect(timeAgo(ago(3599), now)).toEqual({ unit: 'minute', count: 59 });
    expect(timeAgo(ago(3600), now)).toEqual({ unit: 'hour', count: 1 });
    expect(timeAgo(ago(86399), now)).toEqual({ unit: 'hour', count: 23 });
    expect(timeAgo(ago(86400), now)).toEqual({ unit: 'day', count: 1 });
    expect(timeAgo(ago(2591999), now)).toEqual({ unit: 'day', count: 29 });
    expect(timeAgo(ago(2592000), now)).toEqual({ unit: 'month', count: 1 });
    expect(timeAgo(ago(31535999), now)).toEqual({ unit: 'month', count: 12 });
    expect(timeAgo(ago(31536000), now)).toEqual({ unit: 'year', count: 1 });
    expect(timeAgo(ago(3 * 31536000 + 5), now)).toEqual({ unit: 'year', count: 3 });
  });

  it('drops fractions of a second and accepts ISO strings', () => {
    expect(timeAgo(new Date(now.getTime() - 1999), now)).toEqual({ unit: 'second', count: 1 });
    expect(timeAgo(ago(120).toISOString(), now)).toEqual({ unit: 'minute', count: 2 });
  });

  it('never goes negative: future and invalid dates give 0 seconds', () => {
    expect(timeAgo(ago(-500), now)).toEqual({ unit: 'second', count: 0 });
    expect(timeAgo('garbage', now)).toEqual({ unit: 'second', count: 0 });
  });

  it('always gives count * unit <= elapsed < (count + 1) * unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 31536000 }), (seconds) => {
        const { unit, count } = timeAgo(ago(seconds), now);
        const size = unitSeconds[unit];
        expect(count * size).toBeLessThanOrEqual(seconds);
        expect(seconds).toBeLessThan((count + 1) * size);
        if (unit !== 'second') expect(count).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
