import fc from 'fast-check';
import { validatePhone } from './phone';

const thai = { phoneLength: 10 };
const laos = { phoneLength: null };

describe('validatePhone (spec §5)', () => {
  it('requires a phone in both builds', () => {
    expect(validatePhone('', thai)).toBe('errors:validation.required');
    expect(validatePhone('   ', laos)).toBe('errors:validation.required');
  });

  it('accepts exactly 10 characters in the Thai build, trimmed', () => {
    expect(validatePhone('0812345678', thai)).toBeNull();
    expect(validatePhone(' 0812345678 ', thai)).toBeNull();
  });

  it('refuses 9 or 11 characters in the Thai build', () => {
    expect(validatePhone('081234567', thai)).toBe('errors:validation.phoneLength');
    expect(validatePhone('08123456789', thai)).toBe('errors:validation.phoneLength');
  });

  it('checks no length in the Laos build', () => {
    expect(validatePhone('02055', laos)).toBeNull();
    expect(validatePhone('020555512345', laos)).toBeNull();
  });

  it('accepts a phone exactly when its trimmed length equals the rule', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 }), (phone) => {
        const result = validatePhone(phone, thai);
        expect(result).toBe(phone.length === 10 ? null : 'errors:validation.phoneLength');
        expect(validatePhone(phone, laos)).toBeNull();
      }),
    );
  });
});
