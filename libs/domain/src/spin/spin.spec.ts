import fc from 'fast-check';
import { canSpin, wheelCanvasSize } from './spin';

describe('canSpin (spec §4, §5)', () => {
  it('spins only when idle with coins above 0', () => {
    expect(canSpin({ spinning: false, coins: 1 })).toBe(true);
    expect(canSpin({ spinning: true, coins: 5 })).toBe(false);
    expect(canSpin({ spinning: false, coins: 0 })).toBe(false);
    expect(canSpin({ spinning: false, coins: -1 })).toBe(false);
    expect(canSpin({ spinning: false, coins: NaN })).toBe(false);
  });
});

describe('wheelCanvasSize (spec §9)', () => {
  it('is 85% of the window width, floored, up to 350 px', () => {
    expect(wheelCanvasSize(375)).toBe(318);
    expect(wheelCanvasSize(411)).toBe(349);
    expect(wheelCanvasSize(412)).toBe(350);
    expect(wheelCanvasSize(1920)).toBe(350);
  });

  it('never goes negative or NaN', () => {
    expect(wheelCanvasSize(0)).toBe(0);
    expect(wheelCanvasSize(-100)).toBe(0);
    expect(wheelCanvasSize(NaN)).toBe(0);
  });

  it('equals min(350, floor(width * 0.85)) for any width', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10000 }), (width) => {
      expect(wheelCanvasSize(width)).toBe(Math.min(350, Math.floor(width * 0.85)));
    }));
  });
});
