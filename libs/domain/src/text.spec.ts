import fc from 'fast-check';
import { anyBlank, isBlank, isEnglishLettersAndSpaces, markupText, normalizeCode } from './text';

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

describe('markupText', () => {
  it('reads HTML as its words: tags dropped, entities decoded, spaces collapsed', () => {
    expect(markupText('<p>โปรโมชันต้อนรับ: เครดิต <b>100 บาท</b></p>')).toBe('โปรโมชันต้อนรับ: เครดิต 100 บาท');
    expect(markupText('<h3>Title</h3><p>a&nbsp;&lt;b&gt; &#3585; &#x0E81; &quot;q&quot; &amp;amp;</p>')).toBe('Title a <b> ก ກ "q" &amp;');
    expect(markupText('&#99999999; stays')).toBe('&#99999999; stays');
  });

  it('leaves a plain text without markup as it is, apart from its spacing', () => {
    const plain = fc.string().filter((text) => !/[<&]/.test(text));
    fc.assert(fc.property(plain, (text) => expect(markupText(text)).toBe(text.replace(/\s+/g, ' ').trim())));
  });

  it('never leaves a tag of the markup (an escaped one, &lt;b&gt;, is text and reads as written)', () => {
    const text = fc.string().filter((part) => !part.includes('&'));
    fc.assert(fc.property(fc.array(fc.oneof(text, fc.constantFrom('<p>', '</b>', '<br/>', '<img src=x onerror=y>'))), (parts) => expect(markupText(parts.join(''))).not.toMatch(/<[^>]*>/)));
  });
});
