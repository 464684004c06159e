import fc from 'fast-check';
import { canSubmitTransfer, validateTransfer } from './transfer';

describe('validateTransfer (spec §5)', () => {
  it('accepts a transfer of at least 1 baht between two different accounts', () => {
    expect(validateTransfer({ from: 'WALLET', to: 'PG', amount: 1 })).toBeNull();
    expect(validateTransfer({ from: 'PG', to: 'WALLET', amount: '250.75' })).toBeNull();
  });

  it('requires both source and target', () => {
    expect(validateTransfer({ from: '', to: 'PG', amount: 10 })).toBe('errors:validation.selectAccount');
    expect(validateTransfer({ from: 'WALLET', to: null, amount: 10 })).toBe('errors:validation.selectAccount');
    expect(validateTransfer({ from: undefined, to: undefined, amount: 10 })).toBe('errors:validation.selectAccount');
  });

  it('refuses the same account as source and target', () => {
    expect(validateTransfer({ from: 'PG', to: 'PG', amount: 10 })).toBe('errors:validation.sameAccount');
  });

  it('refuses an amount that is not a number', () => {
    for (const amount of [NaN, Infinity, '', 'abc', null, undefined]) {
      expect(validateTransfer({ from: 'WALLET', to: 'PG', amount })).toBe('errors:validation.amountInvalid');
    }
  });

  it('refuses amounts under the 1 baht minimum', () => {
    expect(validateTransfer({ from: 'WALLET', to: 'PG', amount: 0.99 })).toBe('errors:validation.transferMinimum');
    expect(validateTransfer({ from: 'WALLET', to: 'PG', amount: 0 })).toBe('errors:validation.transferMinimum');
    expect(validateTransfer({ from: 'WALLET', to: 'PG', amount: -5 })).toBe('errors:validation.transferMinimum');
  });

  it('accepts exactly the amounts of 1 or more', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (amount) => {
        const result = validateTransfer({ from: 'WALLET', to: 'PG', amount });
        expect(result).toBe(amount >= 1 ? null : 'errors:validation.transferMinimum');
      }),
    );
  });
});

describe('validateTransfer with an amount as the member typed it', () => {
  it('takes the grouping the app writes, and refuses commas out of place', () => {
    const form = { from: 'WALLET', to: 'PG' };
    expect(validateTransfer({ ...form, amount: '1,000.50' })).toBeNull();
    expect(validateTransfer({ ...form, amount: '1,000,000' }, { currency: 'LAK', minimum: 650 })).toBeNull();
    expect(validateTransfer({ ...form, amount: '1,00,0' })).toBe('errors:validation.amountInvalid');
    expect(canSubmitTransfer('1,000')).toBe(true);
    expect(canSubmitTransfer('1,00')).toBe(false);
  });
});

describe('canSubmitTransfer (spec §2 transfer only button)', () => {
  it('is disabled for 0 or less and for non-numbers', () => {
    expect(canSubmitTransfer(0)).toBe(false);
    expect(canSubmitTransfer(-1)).toBe(false);
    expect(canSubmitTransfer('')).toBe(false);
    expect(canSubmitTransfer('abc')).toBe(false);
    expect(canSubmitTransfer(NaN)).toBe(false);
  });

  it('is enabled for any positive amount', () => {
    expect(canSubmitTransfer(0.01)).toBe(true);
    expect(canSubmitTransfer('5')).toBe(true);
    fc.assert(fc.property(fc.double({ min: Number.MIN_VALUE, max: 1e9, noNaN: true }), (amount) => {
      expect(canSubmitTransfer(amount)).toBe(true);
    }));
  });
});

describe('validateTransfer for a kip member', () => {
  const form = (amount: string) => ({ from: 'WALLET', to: 'PG', amount });

  it('asks for whole kip before the minimum, and takes the minimum in kip', () => {
    expect(validateTransfer(form('1000.5'), { currency: 'LAK', minimum: 650 })).toBe('errors:validation.wholeKip');
    expect(validateTransfer(form('649'), { currency: 'LAK', minimum: 650 })).toBe('errors:validation.transferMinimum');
    expect(validateTransfer(form('650'), { currency: 'LAK', minimum: 650 })).toBeNull();
  });

  it('leaves baht amounts to the satang as they were', () => {
    expect(validateTransfer(form('1.50'), { currency: 'BAHT', minimum: 1 })).toBeNull();
    expect(validateTransfer(form('0.99'))).toBe('errors:validation.transferMinimum');
  });
});
