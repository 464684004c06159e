import fc from 'fast-check';
import { formatCountdown } from './countdown';

describe('formatCountdown (spec §9 mm:ss)', () => {
  it('zero-pads minutes and seconds', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(599)).toBe('09:59');
    expect(formatCountdown(900)).toBe('15:00');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('60:00');
    expect(formatCountdown(6000)).toBe('100:00');
  });

  it('drops fractions and shows 00:00 for negative or non-numbers', () => {
    expect(formatCountdown(59.9)).toBe('00:59');
    expect(formatCountdown(-1)).toBe('00:00');
    expect(formatCountdown(NaN)).toBe('00:00');
    expect(formatCountdown(Infinity)).toBe('00:00');
  });

  it('reads back to the whole seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seconds) => {
        const text = formatCountdown(seconds);
        expect(text).toMatch(/^\d{2,}:[0-5]\d$/);
        const [mm, ss] = text.split(':').map(Number);
        expect(mm * 60 + ss).toBe(seconds);
      }),
    );
  });
});
