import fc from 'fast-check';
import { formatMoney } from './money';
import { parseTypedAmount } from './typed-amount';

describe('parseTypedAmount', () => {
  it('reads amounts grouped as the app writes them, and ungrouped ones', () => {
    expect(parseTypedAmount('1,000,000')).toBe(1_000_000);
    expect(parseTypedAmount('1,000')).toBe(1000);
    expect(parseTypedAmount(' 1,234.50 ')).toBe(1234.5);
    expect(parseTypedAmount('1000000')).toBe(1_000_000);
    expect(parseTypedAmount('999')).toBe(999);
    expect(parseTypedAmount('12.5')).toBe(12.5);
    expect(parseTypedAmount('.5')).toBe(0.5);
    expect(parseTypedAmount('100.')).toBe(100);
    expect(parseTypedAmount('-1,000')).toBe(-1000);
    expect(parseTypedAmount(250)).toBe(250);
  });

  it('refuses separators out of place, a third decimal and what is no amount', () => {
    for (const typed of ['1,00,0', '1000,000', '1,0000', ',100', '100,', '1,,000', '1,000,00', '1.000,50', '12.345', '1,000.5.0', '', ' ', '.', ',', '-', 'abc', '1e3', '0x10', '1 000', '๑,๐๐๐']) {
      expect([typed, parseTypedAmount(typed)]).toEqual([typed, null]);
    }
    expect(parseTypedAmount(Number.NaN)).toBeNull();
    expect(parseTypedAmount(null)).toBeNull();
    expect(parseTypedAmount(undefined)).toBeNull();
  });

  it('reads back every baht amount as the app writes it, to the hundredth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        const amount = cents / 100;
        expect(parseTypedAmount(formatMoney(amount, 'THB'))).toBe(amount);
      }),
    );
  });

  it('reads back every kip amount as the app writes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 100) }), (kip) => {
        expect(parseTypedAmount(formatMoney(kip, 'LAK'))).toBe(kip);
      }),
    );
  });

  it('refuses digits grouped anywhere but in threes from the right', () => {
    // A whole figure of four or more digits with commas put at random places: unless they fall
    // exactly where the app puts them, it is refused.
    const misgrouped = fc
      .tuple(fc.integer({ min: 1000, max: 999_999_999_999 }), fc.array(fc.integer({ min: 1, max: 11 }), { minLength: 1, maxLength: 4 }))
      .map(([whole, cuts]) => {
        const digits = String(whole);
        const at = [...new Set(cuts.filter((cut) => cut < digits.length))].sort((a, b) => a - b);
        const typed = at.reduceRight((text, cut) => `${text.slice(0, cut)},${text.slice(cut)}`, digits);
        return { typed, whole };
      })
      .filter(({ typed, whole }) => typed.includes(',') && typed !== formatMoney(whole, 'LAK'));
    fc.assert(fc.property(misgrouped, ({ typed }) => expect(parseTypedAmount(typed)).toBeNull()));
  });
});
