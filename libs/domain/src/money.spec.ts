import fc from 'fast-check';
import { formatMoney, isPayableAmount, moneyDecimals, parseAmount, roundMoney, toCents } from './money';

describe('parseAmount', () => {
  it('reads finite numbers and plain decimal strings', () => {
    expect(parseAmount(12.5)).toBe(12.5);
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount(' 100 ')).toBe(100);
    expect(parseAmount('-3')).toBe(-3);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('0')).toBe(0);
  });

  it('gives null for anything that is not a finite number', () => {
    for (const value of [NaN, Infinity, -Infinity, '', '  ', 'abc', '1,000', '0x10', '1e3', '12abc', null, undefined, {}, [], true]) {
      expect(parseAmount(value)).toBeNull();
    }
  });
});

describe('roundMoney / toCents', () => {
  it('rounds to two decimals, half away from zero, without binary noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(1.004)).toBe(1);
    expect(roundMoney(-2.345)).toBe(-2.35);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(toCents(1234.5)).toBe(123450);
  });

  it('counts a non-finite amount as 0 and never returns -0', () => {
    expect(roundMoney(NaN)).toBe(0);
    expect(roundMoney(Infinity)).toBe(0);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it('is idempotent and moves an amount by at most half a hundredth', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const rounded = roundMoney(x);
        expect(roundMoney(rounded)).toBe(rounded);
        expect(Number(rounded.toFixed(2))).toBe(rounded);
        expect(Math.abs(rounded - x)).toBeLessThanOrEqual(0.005 + Math.abs(x) * 1e-12);
      }),
    );
  });
});

describe('formatMoney (spec §9: two decimals, or a dash)', () => {
  it('formats with two decimals and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(1000000)).toBe('1,000,000.00');
    expect(formatMoney(-1234.567)).toBe('-1,234.57');
    expect(formatMoney(0.005)).toBe('0.01');
    expect(formatMoney(-0.001)).toBe('0.00');
  });

  it('reads numeric strings as numbers', () => {
    expect(formatMoney('12.5')).toBe('12.50');
    expect(formatMoney('1234')).toBe('1,234.00');
  });

  it("shows '-' for anything that is not a finite number", () => {
    for (const value of [null, undefined, NaN, Infinity, 'abc', '', {}]) {
      expect(formatMoney(value)).toBe('-');
    }
  });

  it('always shows the exact hundredths with grouped thousands', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatMoney(cents / 100);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(text.replace(/,/g, '')) * 100)).toBe(cents);
      }),
    );
  });
});

describe('formatMoney written from the hundredths, without Intl on the way to a screen', () => {
  const intl = {
    0: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true }),
    2: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }),
  };
  const asIntl = (amount: number, currency: string) => {
    const cents = toCents(amount);
    return currency === 'LAK' ? intl[0].format(Math.sign(cents) * Math.round(Math.abs(cents) / 100) + 0) : intl[2].format(roundMoney(amount));
  };

  it('writes every figure as Intl.NumberFormat en-US does, in either currency, of any size', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.double({ min: -1e22, max: 1e22, noNaN: true }), fc.integer({ min: -1e15, max: 1e15 }).map((cents) => cents / 100)), fc.constantFrom('BAHT', 'LAK'), (amount, currency) => {
        expect(formatMoney(amount, currency)).toBe(asIntl(amount, currency));
      }),
    );
  });

  it('writes figures past exact hundredths (over 90 trillion) as Intl does', () => {
    expect(formatMoney(1e20)).toBe('100,000,000,000,000,000,000.00');
    expect(formatMoney(-123456789012345.67, 'LAK')).toBe('-123,456,789,012,346');
  });
});

describe('formatMoney in the member currency: kip in whole numbers', () => {
  it('shows kip without decimals, rounded half away from zero', () => {
    expect(formatMoney(1339802.52, 'LAK')).toBe('1,339,803');
    expect(formatMoney(2.5, 'LAK')).toBe('3');
    expect(formatMoney(-2.5, 'LAK')).toBe('-3');
    expect(formatMoney('1300', 'LAK')).toBe('1,300');
    expect(formatMoney('abc', 'LAK')).toBe('-');
  });

  it('keeps two decimals for baht and while the currency is unknown', () => {
    expect(formatMoney(1234.5, 'BAHT')).toBe('1,234.50');
    expect(formatMoney(1234.5, null)).toBe('1,234.50');
    expect(moneyDecimals('LAK')).toBe(0);
    expect(moneyDecimals(undefined)).toBe(2);
  });

  it('a kip figure is the baht-style figure rounded to whole kip, with no decimal point', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const shown = formatMoney(cents / 100, 'LAK');
        expect(shown).not.toContain('.');
        const whole = Number(shown.replaceAll(',', ''));
        expect(Math.abs(whole - cents / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('takes only whole kip as a kip amount to send, any amount in baht', () => {
    expect(isPayableAmount(1300, 'LAK')).toBe(true);
    expect(isPayableAmount(1300.5, 'LAK')).toBe(false);
    expect(isPayableAmount(10.25, 'BAHT')).toBe(true);
    expect(isPayableAmount(10.25, null)).toBe(true);
  });
});
