import fc from 'fast-check';
import { editProfilePayload, splitHolderName, validateEditProfile } from './edit-profile';

describe('validateEditProfile (spec §5, the registration rules)', () => {
  const valid = { name: 'Somchai', bankCode: 'KBANK', firstName: 'สมชาย', lastName: 'ใจดี', bankAccountNo: '1234567890' };

  it('accepts a complete form (any script outside KTB, TMB and BBL)', () => {
    expect(validateEditProfile(valid)).toBeNull();
  });

  it.each(['name', 'bankCode', 'firstName', 'lastName', 'bankAccountNo'] as const)('requires %s', (field) => {
    expect(validateEditProfile({ ...valid, [field]: '  ' })).toBe('errors:validation.required');
  });

  it.each(['KTB', 'TMB', 'BBL'])('asks for English letters for %s', (bankCode) => {
    expect(validateEditProfile({ ...valid, bankCode })).toBe('errors:validation.bankAccountNameEnglish');
    expect(validateEditProfile({ ...valid, bankCode, firstName: 'somchai', lastName: 'jaidee' })).toBeNull();
  });
});

describe('editProfilePayload (spec §3, §5)', () => {
  it('trims the name, upper-cases the holder name and keeps digits of the account number', () => {
    expect(editProfilePayload({ name: ' Somchai ', bankCode: ' ktb', firstName: ' somchai ', lastName: 'jai  dee', bankAccountNo: '123-456 7890' })).toEqual({
      name: 'Somchai',
      bankCode: 'KTB',
      bankAccountName: 'SOMCHAI JAI DEE',
      bankAccountNo: '1234567890',
    });
  });
});

describe('splitHolderName (spec §3)', () => {
  it('splits the first word from the rest', () => {
    expect(splitHolderName('SOMCHAI JAI DEE')).toEqual({ firstName: 'SOMCHAI', lastName: 'JAI DEE' });
    expect(splitHolderName('')).toEqual({ firstName: '', lastName: '' });
  });

  it('joins back to the same clean name', () => {
    const word = fc.stringMatching(/^[A-Z]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 4 }), (words) => {
        const name = words.join(' ');
        const { firstName, lastName } = splitHolderName(name);
        return editProfilePayload({ name: 'x', bankCode: 'KBANK', firstName, lastName, bankAccountNo: '1' }).bankAccountName === name;
      }),
    );
  });
});
