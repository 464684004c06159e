import fc from 'fast-check';
import { LIMITS } from '../limits';
import {
  FULL_TURN,
  darkenColor,
  normalizeAngle,
  planSpin,
  rotationAt,
  sliceAtPointer,
  sliceArc,
  spinEase,
  stopRotation,
} from './wheel-geometry';

describe('sliceAtPointer (spec §4)', () => {
  it('reads the slice under the pointer at the top', () => {
    // Unturned, slice 0 starts at 3 o'clock; the top (-90°) is in the last quarter of the wheel.
    expect(sliceAtPointer(0, 4)).toBe(3);
    // Turned back by a quarter, slice 0 starts at the top.
    expect(sliceAtPointer(-Math.PI / 2 + 0.01, 4)).toBe(3);
    expect(sliceAtPointer(-Math.PI / 2 - 0.01, 4)).toBe(0);
  });
});

describe('stopRotation (spec §4, §9)', () => {
  const spins = fc.record({
    count: fc.integer({ min: 2, max: 16 }),
    start: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
    turns: fc.integer({ min: LIMITS.SPIN_EXTRA_TURNS_MIN, max: LIMITS.SPIN_EXTRA_TURNS_MAX }),
    pick: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
    within: fc.double({ min: 0, max: 1, noNaN: true }),
  });

  it('stops with the won slice under the pointer for every slice count from 2 to 16 and any start angle', () => {
    fc.assert(
      fc.property(spins, ({ count, start, turns, pick, within }) => {
        const index = Math.floor(pick * count);
        const stop = stopRotation(start, index, count, turns, within);
        expect(sliceAtPointer(stop, count)).toBe(index);
      }),
      { numRuns: 2000 },
    );
  });

  it('turns forward by the extra whole turns plus less than one more turn', () => {
    fc.assert(
      fc.property(spins, ({ count, start, turns, pick }) => {
        const travelled = stopRotation(start, Math.floor(pick * count), count, turns) - start;
        expect(travelled).toBeGreaterThanOrEqual(turns * FULL_TURN - 1e-9);
        expect(travelled).toBeLessThan((turns + 1) * FULL_TURN + 1e-9);
      }),
    );
  });

  it('rests at the slice centre by default, away from its borders', () => {
    fc.assert(
      fc.property(spins, ({ count, start, turns, pick }) => {
        const index = Math.floor(pick * count);
        const stop = stopRotation(start, index, count, turns);
        const arc = sliceArc(count);
        const offset = normalizeAngle(-Math.PI / 2 - stop) - index * arc;
        expect(Math.abs(offset - arc / 2)).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('planSpin (spec §9)', () => {
  it('takes 3 or 4 whole turns over a 4000-5000 ms base scaled by turns × 0.1', () => {
    expect(planSpin(() => 0)).toEqual({ extraTurns: 3, durationMs: 1200 });
    expect(planSpin(() => 0.999999)).toEqual({ extraTurns: 4, durationMs: 2000 });
    const draws = [0.7, 0.5];
    expect(planSpin(() => draws.shift() ?? 0)).toEqual({ extraTurns: 4, durationMs: 1800 });
  });

  it('stays within its bounds for any random source, even a broken one', () => {
    fc.assert(
      fc.property(fc.array(fc.double(), { minLength: 2, maxLength: 2 }), ([a, b]) => {
        const draws = [a, b];
        const plan = planSpin(() => draws.shift() ?? 0);
        expect([3, 4]).toContain(plan.extraTurns);
        const base = plan.durationMs / (plan.extraTurns * 0.1);
        expect(base).toBeGreaterThanOrEqual(LIMITS.SPIN_DURATION_MIN_MS - 5);
        expect(base).toBeLessThanOrEqual(LIMITS.SPIN_DURATION_MAX_MS + 5);
      }),
    );
  });
});

describe('the eased rotation', () => {
  it('starts at the start, ends exactly at the stop and never goes backwards or past it', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), fc.double({ min: 0, max: 60, noNaN: true }), fc.integer({ min: 1, max: 5000 }), (start, distance, duration) => {
        const stop = start + distance;
        // == rather than Object.is: a start of -0 may come back as 0.
        expect(rotationAt(start, stop, 0, duration) === start).toBe(true);
        expect(rotationAt(start, stop, duration, duration)).toBe(stop);
        let previous = start;
        for (let elapsed = 0; elapsed <= duration; elapsed += Math.max(1, duration / 50)) {
          const now = rotationAt(start, stop, elapsed, duration);
          expect(now).toBeGreaterThanOrEqual(previous - 1e-9);
          expect(now).toBeLessThanOrEqual(stop + 1e-9);
          previous = now;
        }
      }),
    );
  });

  it('eases out: the first half covers most of the way', () => {
    expect(spinEase(0)).toBe(0);
    expect(spinEase(1)).toBe(1);
    expect(spinEase(0.5)).toBeCloseTo(0.875);
    expect(spinEase(2)).toBe(1);
  });
});

describe('darkenColor (spec §9 darkening factor 0.25)', () => {
  it('keeps a quarter of each channel', () => {
    expect(darkenColor('#ffffff')).toBe('#404040');
    expect(darkenColor('#f94144')).toBe('#3e1011');
    expect(darkenColor('#FFF')).toBe('#404040');
    expect(darkenColor('#000000')).toBe('#000000');
    expect(darkenColor('#808080', 1)).toBe('#808080');
  });

  it('leaves colours it cannot read as they are', () => {
    expect(darkenColor('red')).toBe('red');
    expect(darkenColor('rgb(1,2,3)')).toBe('rgb(1,2,3)');
  });
});
