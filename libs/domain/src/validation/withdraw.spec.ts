import fc from 'fast-check';
import { validateWithdraw } from './withdraw';

const limits = { withdrawMin: 100, withdrawMax: 50000 };

describe('validateWithdraw (spec §5)', () => {
  it('accepts amounts between the server bounds, bounds included', () => {
    expect(validateWithdraw(100, limits)).toBeNull();
    expect(validateWithdraw(50000, limits)).toBeNull();
    expect(validateWithdraw('2500.50', limits)).toBeNull();
  });

  it('reads the amount as the member typed it, grouped as the app writes money or not', () => {
    expect(validateWithdraw('1,000', limits)).toBeNull();
    expect(validateWithdraw('50,000.00', limits)).toBeNull();
    expect(validateWithdraw('50,000.01', limits)).toBe('errors:validation.withdrawMax');
    expect(validateWithdraw('1,00,0', limits)).toBe('errors:validation.amountInvalid');
    expect(validateWithdraw('1000.005', limits)).toBe('errors:validation.amountInvalid');
  });

  it('refuses amounts below withdrawMin and above withdrawMax', () => {
    expect(validateWithdraw(99.99, limits)).toBe('errors:validation.withdrawMin');
    expect(validateWithdraw(50000.01, limits)).toBe('errors:validation.withdrawMax');
  });

  it('refuses an amount that is not a number', () => {
    expect(validateWithdraw('', limits)).toBe('errors:validation.amountInvalid');
    expect(validateWithdraw(NaN, limits)).toBe('errors:validation.amountInvalid');
  });

  it('skips a bound the server did not give', () => {
    expect(validateWithdraw(1, { withdrawMin: NaN, withdrawMax: 10 })).toBeNull();
    expect(validateWithdraw(1e9, { withdrawMin: 1, withdrawMax: NaN })).toBeNull();
  });

  it('agrees with min <= amount <= max for any bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: -10, max: 2e6 }),
        (a, b, amount) => {
          const [withdrawMin, withdrawMax] = a <= b ? [a, b] : [b, a];
          const expected = amount < withdrawMin ? 'errors:validation.withdrawMin' : amount > withdrawMax ? 'errors:validation.withdrawMax' : null;
          expect(validateWithdraw(amount, { withdrawMin, withdrawMax })).toBe(expected);
        },
      ),
    );
  });
});

describe('validateWithdraw for a kip member', () => {
  it('asks for whole kip, then keeps to the server limits', () => {
    const limits = { withdrawMin: 65000, withdrawMax: 6500000 };
    expect(validateWithdraw('70000.5', limits, 'LAK')).toBe('errors:validation.wholeKip');
    expect(validateWithdraw('70000', limits, 'LAK')).toBeNull();
    expect(validateWithdraw('1,000,000', limits, 'LAK')).toBeNull();
    expect(validateWithdraw('1,000,000.5', limits, 'LAK')).toBe('errors:validation.wholeKip');
    expect(validateWithdraw('10,00,000', limits, 'LAK')).toBe('errors:validation.amountInvalid');
    expect(validateWithdraw('64999', limits, 'LAK')).toBe('errors:validation.withdrawMin');
    expect(validateWithdraw('70000.5', { withdrawMin: 100, withdrawMax: 100000 }, 'BAHT')).toBeNull();
  });
});
