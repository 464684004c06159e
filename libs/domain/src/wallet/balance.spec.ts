import fc from 'fast-check';
import { displayedGameBalance, totalBalance } from './balance';

describe('totalBalance (spec §2: wallet plus all game accounts)', () => {
  it('adds the wallet and every game amount', () => {
    expect(totalBalance(100, [{ amount: 50.25 }, { amount: 0 }, { amount: 1000 }])).toBe(1150.25);
    expect(totalBalance(0, [])).toBe(0);
  });

  it('sums in hundredths so 0.1 + 0.2 is exactly 0.3', () => {
    expect(totalBalance(0.1, [{ amount: 0.2 }])).toBe(0.3);
    expect(totalBalance(0, Array.from({ length: 10 }, () => ({ amount: 0.1 })))).toBe(1);
  });

  it('counts non-finite amounts as 0 and reads numeric strings', () => {
    expect(totalBalance(NaN, [{ amount: 5 }, { amount: Infinity }, { amount: null }, { amount: '2.5' }])).toBe(7.5);
  });

  it('equals the exact sum of the hundredths, in any order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.array(fc.integer({ min: -1e9, max: 1e10 }), { maxLength: 20 }), (wallet, games) => {
        const expected = (wallet + games.reduce((a, b) => a + b, 0)) / 100;
        const amounts = games.map((c) => ({ amount: c / 100 }));
        expect(totalBalance(wallet / 100, amounts)).toBe(expected);
        expect(totalBalance(wallet / 100, [...amounts].reverse())).toBe(expected);
      }),
    );
  });
});

describe('displayedGameBalance (spec §2, §3 ftWalletSlot multiplier)', () => {
  it('multiplies the amount by ftWalletSlot and rounds to 2 decimals', () => {
    expect(displayedGameBalance({ amount: 100, ftWalletSlot: 1.5 })).toBe(150);
    expect(displayedGameBalance({ amount: 33.33, ftWalletSlot: 3 })).toBe(99.99);
    expect(displayedGameBalance({ amount: 10.005, ftWalletSlot: 1 })).toBe(10.01);
    expect(displayedGameBalance({ amount: 1, ftWalletSlot: 1 / 3 })).toBe(0.33);
  });

  it('uses a factor of 1 when ftWalletSlot is missing or invalid', () => {
    expect(displayedGameBalance({ amount: 42.5 })).toBe(42.5);
    for (const ftWalletSlot of [null, undefined, NaN, 'x', 0, -2]) {
      expect(displayedGameBalance({ amount: 42.5, ftWalletSlot })).toBe(42.5);
    }
  });

  it('shows 0 for an invalid amount', () => {
    expect(displayedGameBalance({ amount: 'abc', ftWalletSlot: 2 })).toBe(0);
  });

  it('always gives at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.double({ min: 0.01, max: 100, noNaN: true }), (cents, factor) => {
        const shown = displayedGameBalance({ amount: cents / 100, ftWalletSlot: factor });
        const exact = (cents / 100) * factor;
        expect(Number(shown.toFixed(2))).toBe(shown);
        expect(Math.abs(shown - exact)).toBeLessThanOrEqual(0.005 + exact * 1e-12);
      }),
    );
  });
});
