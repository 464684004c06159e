import fc from 'fast-check';
import { fixedAmountIn } from './fixed-amount';

describe('fixedAmountIn', () => {
  it('keeps baht for baht members and members of unknown currency', () => {
    expect(fixedAmountIn(2, 'BAHT', 650)).toBe(2);
    expect(fixedAmountIn(1, null, 650)).toBe(1);
    expect(fixedAmountIn(1, 'BAHT', null)).toBe(1);
  });

  it('prices a minimum in whole kip at the rate for kip members', () => {
    expect(fixedAmountIn(1, 'LAK', 650)).toBe(650);
    expect(fixedAmountIn(2, 'LAK', 650)).toBe(1300);
    expect(fixedAmountIn(1.1, 'LAK', 650)).toBe(715);
    expect(fixedAmountIn(1, 'LAK', 650.4)).toBe(651);
  });

  it('has no figure for a kip member without a rate', () => {
    expect(fixedAmountIn(1, 'LAK', null)).toBeNull();
  });

  it('gives whole kip, never below the baht amount at the rate, and less than one kip above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 50_000 }), (satang, rate) => {
        const baht = satang / 100;
        const kip = fixedAmountIn(baht, 'LAK', rate) as number;
        expect(Number.isInteger(kip)).toBe(true);
        expect(kip).toBeGreaterThanOrEqual(baht * rate - 1e-6);
        expect(kip - baht * rate).toBeLessThan(1);
      }),
    );
  });
});
