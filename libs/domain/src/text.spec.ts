import fc from 'fast-check';
import { anyBlank, isBlank, isEnglishLettersAndSpaces, normalizeCode } from './text';

describe('isBlank / anyBlank', () => {
  it('treats missing and whitespace-only values as empty', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \t\n ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('anyBlank is true when one value of several is empty', () => {
    expect(anyBlank('a', 'b')).toBe(false);
    expect(anyBlank('a', ' ')).toBe(true);
    expect(anyBlank()).toBe(false);
  });
});

describe('isEnglishLettersAndSpaces', () => {
  it('accepts English letters of either case with spaces', () => {
    expect(isEnglishLettersAndSpaces('JOHN DOE')).toBe(true);
    expect(isEnglishLettersAndSpaces('john')).toBe(true);
  });

  it('refuses Thai or Lao letters, digits, punctuation, tabs and letter-less text', () => {
    expect(isEnglishLettersAndSpaces('สมชาย')).toBe(false);
    expect(isEnglishLettersAndSpaces('ສົມ')).toBe(false);
    expect(isEnglishLettersAndSpaces('JOHN2')).toBe(false);
    expect(isEnglishLettersAndSpaces("O'NEIL")).toBe(false);
    expect(isEnglishLettersAndSpaces('JOHN\tDOE')).toBe(false);
    expect(isEnglishLettersAndSpaces('   ')).toBe(false);
    expect(isEnglishLettersAndSpaces('')).toBe(false);
  });

  it('accepts any mix of letters and spaces that holds a letter', () => {
    const letterOrSpace = fc.constantFrom(...'ABCXYZabcxyz ');
    fc.assert(
      fc.property(fc.array(letterOrSpace, { maxLength: 30 }), fc.constantFrom(...'AZaz'), (chars, letter) => {
        expect(isEnglishLettersAndSpaces(chars.join('') + letter)).toBe(true);
      }),
    );
  });
});

describe('normalizeCode', () => {
  it('trims and upper-cases, missing gives empty', () => {
    expect(normalizeCode('  ktb ')).toBe('KTB');
    expect(normalizeCode(null)).toBe('');
    expect(normalizeCode(undefined)).toBe('');
  });
});
