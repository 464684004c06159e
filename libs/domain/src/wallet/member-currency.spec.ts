import fc from 'fast-check';
import { memberCurrency } from './member-currency';

const LAOS = ['LAK', 'BAHT'] as const;
const THAI = ['BAHT'] as const;
const accounts = (...currencies: string[]) => currencies.map((currency) => ({ currency }));

describe('memberCurrency (spec §1, §3)', () => {
  it("takes the backend's own word when it gives one", () => {
    expect(memberCurrency({ regionCurrencies: LAOS, stated: 'BAHT', depositAccounts: accounts('LAK') })).toBe('BAHT');
    expect(memberCurrency({ regionCurrencies: LAOS, stated: 'LAK' })).toBe('LAK');
  });

  it('else the one currency every deposit account shares', () => {
    expect(memberCurrency({ regionCurrencies: LAOS, depositAccounts: accounts('BAHT', 'BAHT') })).toBe('BAHT');
    expect(memberCurrency({ regionCurrencies: LAOS, stated: null, depositAccounts: accounts('LAK') })).toBe('LAK');
  });

  it("else the build's only currency", () => {
    expect(memberCurrency({ regionCurrencies: THAI })).toBe('BAHT');
    expect(memberCurrency({ regionCurrencies: THAI, depositAccounts: accounts('BAHT', 'LAK') })).toBe('BAHT');
  });

  it('is unknown in a build of two currencies when the accounts are mixed, empty or not loaded', () => {
    expect(memberCurrency({ regionCurrencies: LAOS, depositAccounts: accounts('LAK', 'BAHT') })).toBeNull();
    expect(memberCurrency({ regionCurrencies: LAOS, depositAccounts: [] })).toBeNull();
    expect(memberCurrency({ regionCurrencies: LAOS })).toBeNull();
  });

  it('never answers a currency the build does not have', () => {
    expect(memberCurrency({ regionCurrencies: THAI, stated: 'LAK', depositAccounts: accounts('LAK') })).toBe('BAHT');
    expect(memberCurrency({ regionCurrencies: LAOS, stated: 'USD', depositAccounts: accounts('USD') })).toBeNull();
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.constantFrom('LAK', 'BAHT', 'USD', '')), (stated, currencies) => {
        const answer = memberCurrency({ regionCurrencies: LAOS, stated, depositAccounts: accounts(...currencies) });
        expect(answer === null || LAOS.includes(answer)).toBe(true);
      }),
    );
  });
});
