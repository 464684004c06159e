import { validateTrueLink } from './true-link';

describe('validateTrueLink (spec §5 phone-wallet link)', () => {
  it('requires a non-empty link', () => {
    expect(validateTrueLink('')).toBe('errors:validation.required');
    expect(validateTrueLink('  ')).toBe('errors:validation.required');
    expect(validateTrueLink('https://gift.truemoney.com/campaign/?v=abc')).toBeNull();
  });
});
