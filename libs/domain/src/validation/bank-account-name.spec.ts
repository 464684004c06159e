import fc from 'fast-check';
import { normalizeBankAccountNameInput, validateBankAccountName } from './bank-account-name';

describe('validateBankAccountName (spec §5 bank account name edit)', () => {
  it('accepts English letters and spaces', () => {
    expect(validateBankAccountName('JOHN DOE')).toBeNull();
    expect(validateBankAccountName('  JOHN  ')).toBeNull();
  });

  it('refuses empty, blank, Thai, digits and punctuation', () => {
    for (const name of ['', '   ', 'สมชาย ใจดี', 'JOHN 2', 'JOHN-DOE', 'JOHN.']) {
      expect(validateBankAccountName(name)).toBe('errors:validation.englishOnly');
    }
  });
});

describe('normalizeBankAccountNameInput', () => {
  it('forces upper case as the member types', () => {
    expect(normalizeBankAccountNameInput('john doe')).toBe('JOHN DOE');
    expect(normalizeBankAccountNameInput('John ')).toBe('JOHN ');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (value) => {
      const once = normalizeBankAccountNameInput(value);
      expect(normalizeBankAccountNameInput(once)).toBe(once);
    }));
  });
});
