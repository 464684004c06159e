import { validateBankStep, validateRegisterProfile } from './register';

describe('validateRegisterProfile (spec §5 profile step)', () => {
  const valid = { name: 'Somchai', username: '0812345678', password: 'abc123', confirmPassword: 'abc123' };

  it('accepts a complete profile whose passwords match', () => {
    expect(validateRegisterProfile(valid)).toBeNull();
  });

  it.each(['name', 'username', 'password', 'confirmPassword'] as const)('requires %s', (field) => {
    expect(validateRegisterProfile({ ...valid, [field]: '' })).toBe('errors:validation.required');
    expect(validateRegisterProfile({ ...valid, [field]: '  ' })).toBe('errors:validation.required');
  });

  it("reports 'Passwords don't match' when confirm differs, even by case or spaces", () => {
    expect(validateRegisterProfile({ ...valid, confirmPassword: 'abc124' })).toBe('errors:validation.passwordMismatch');
    expect(validateRegisterProfile({ ...valid, confirmPassword: 'ABC123' })).toBe('errors:validation.passwordMismatch');
    expect(validateRegisterProfile({ ...valid, confirmPassword: 'abc123 ' })).toBe('errors:validation.passwordMismatch');
  });

  it('reports an empty field before a mismatch', () => {
    expect(validateRegisterProfile({ ...valid, name: '', confirmPassword: 'other' })).toBe('errors:validation.required');
  });
});

describe('validateBankStep (spec §5 bank step)', () => {
  const valid = { bankCode: 'KTB', firstName: 'john', lastName: 'doe', bankAccountNo: '1234567890' };

  it.each(['bankCode', 'firstName', 'lastName', 'bankAccountNo'] as const)('requires %s', (field) => {
    expect(validateBankStep({ ...valid, [field]: ' ' })).toBe('errors:validation.required');
  });

  it('accepts English names for KTB, TMB and BBL, whatever their case', () => {
    for (const bankCode of ['KTB', 'TMB', 'BBL']) {
      expect(validateBankStep({ ...valid, bankCode })).toBeNull();
      expect(validateBankStep({ ...valid, bankCode, firstName: 'Mary Ann' })).toBeNull();
    }
  });

  it('refuses non-English names for KTB, TMB and BBL', () => {
    for (const bankCode of ['KTB', 'TMB', 'BBL']) {
      expect(validateBankStep({ ...valid, bankCode, firstName: 'สมชาย' })).toBe('errors:validation.bankAccountNameEnglish');
      expect(validateBankStep({ ...valid, bankCode, lastName: 'Doe2' })).toBe('errors:validation.bankAccountNameEnglish');
    }
  });

  it('accepts any name for the other banks', () => {
    expect(validateBankStep({ ...valid, bankCode: 'SCB', firstName: 'สมชาย', lastName: 'ใจดี' })).toBeNull();
    expect(validateBankStep({ ...valid, bankCode: 'BCEL', firstName: 'ສົມ' })).toBeNull();
  });
});
