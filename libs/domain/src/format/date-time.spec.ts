import { formatDateTime } from './date-time';

describe('formatDateTime (spec §9 DD/MM/YYYY HH:mm:ss)', () => {
  it('formats a Date in local time with zero padding', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('02/01/2024 03:04:05');
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59, 59))).toBe('31/12/2024 23:59:59');
  });

  it('formats ISO strings and epoch milliseconds as the same local moment', () => {
    const moment = new Date(2024, 5, 15, 18, 30, 0);
    expect(formatDateTime(moment.toISOString())).toBe('15/06/2024 18:30:00');
    expect(formatDateTime(moment.getTime())).toBe('15/06/2024 18:30:00');
  });

  it("shows '-' for invalid or missing dates", () => {
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDateTime(new Date(NaN))).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
  });
});
