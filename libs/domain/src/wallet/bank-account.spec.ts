import fc from 'fast-check';
import { ENGLISH_ONLY_BANKS, bankAccountHolderName, isEnglishOnlyBank, needsEnglishAccountName } from './bank-account';

describe('isEnglishOnlyBank (spec §9)', () => {
  it('is true for KTB, TMB and BBL only', () => {
    expect(ENGLISH_ONLY_BANKS).toEqual(['KTB', 'TMB', 'BBL']);
    expect(['KTB', 'TMB', 'BBL', 'ktb'].map(isEnglishOnlyBank)).toEqual([true, true, true, true]);
    expect(['SCB', 'KBANK', 'BCEL', '', null, undefined].map(isEnglishOnlyBank)).toEqual([false, false, false, false, false, false]);
  });
});

describe('needsEnglishAccountName (spec §2 edit bank account name modal)', () => {
  it('is true for an English-only bank whose name is not English', () => {
    expect(needsEnglishAccountName('KTB', 'สมชาย ใจดี')).toBe(true);
    expect(needsEnglishAccountName('BBL', 'JOHN 2')).toBe(true);
    expect(needsEnglishAccountName('TMB', '')).toBe(true);
  });

  it('is false for an English name or another bank', () => {
    expect(needsEnglishAccountName('KTB', 'JOHN DOE')).toBe(false);
    expect(needsEnglishAccountName('SCB', 'สมชาย ใจดี')).toBe(false);
  });
});

describe('bankAccountHolderName (spec §3, §5)', () => {
  it('trims, upper-cases and joins with one space', () => {
    expect(bankAccountHolderName('  john ', ' doe  ')).toBe('JOHN DOE');
    expect(bankAccountHolderName('Mary Ann', 'Lee')).toBe('MARY ANN LEE');
  });

  it('leaves an empty part out', () => {
    expect(bankAccountHolderName('john', '  ')).toBe('JOHN');
    expect(bankAccountHolderName('', '')).toBe('');
  });

  it('never starts or ends with a space', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (first, last) => {
      const name = bankAccountHolderName(first, last);
      expect(name).toBe(name.trim());
      expect(name).toBe(name.toUpperCase());
    }));
  });
});
