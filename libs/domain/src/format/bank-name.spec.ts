import fc from 'fast-check';
import { bankName } from './bank-name';

const kbank = { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' };
const bcel = { nameTH: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ', nameEN: 'Banque pour le Commerce Exterieur Lao' };

describe('bankName (spec §2, §3)', () => {
  it('gives the name given in Thai and the English name in English and Lao', () => {
    expect(bankName(kbank, 'th')).toBe('ธนาคารกสิกรไทย');
    expect(bankName(kbank, 'en')).toBe('Kasikornbank');
    expect(bankName(kbank, 'lo')).toBe('Kasikornbank');
  });

  it('keeps a Lao name for a Lao reader and gives the English name to an English reader', () => {
    expect(bankName(bcel, 'lo')).toBe('ທະນາຄານການຄ້າຕ່າງປະເທດລາວ');
    expect(bankName(bcel, 'en')).toBe('Banque pour le Commerce Exterieur Lao');
    expect(bankName(bcel, 'th')).toBe('ທະນາຄານການຄ້າຕ່າງປະເທດລາວ');
  });

  it('gives the name given when the bank list has no English name', () => {
    expect(bankName({ nameTH: 'ธนาคารออมสิน' }, 'en')).toBe('ธนาคารออมสิน');
    expect(bankName({ nameTH: 'ธนาคารออมสิน', nameEN: '  ' }, 'lo')).toBe('ธนาคารออมสิน');
    expect(bankName({ nameTH: 'ธนาคารออมสิน', nameEN: null }, 'en-US')).toBe('ธนาคารออมสิน');
  });

  it('falls back to the English name when the name given is blank, and to nothing when both are', () => {
    expect(bankName({ nameTH: '', nameEN: 'Paytimz' }, 'th')).toBe('Paytimz');
    expect(bankName({}, 'en')).toBe('');
  });

  it('always answers one of the names given, the English one wherever the language is not Thai and the name is not in the reader script', () => {
    const name = fc.oneof(fc.constant(undefined), fc.string(), fc.constantFrom(kbank.nameTH, kbank.nameEN, bcel.nameTH, ' '));
    fc.assert(
      fc.property(name, name, fc.constantFrom('th', 'lo', 'en', 'en-US'), (nameTH, nameEN, language) => {
        const shown = bankName({ nameTH, nameEN }, language);
        expect(['', (nameTH ?? '').trim(), (nameEN ?? '').trim()]).toContain(shown);
        if (shown === '') expect([(nameTH ?? '').trim(), (nameEN ?? '').trim()]).toEqual(['', '']);
        const english = (nameEN ?? '').trim();
        const laoLocal = /[\u0E80-\u0EFF]/.test(nameTH ?? '') && (nameTH ?? '').trim() !== '';
        if (language.startsWith('en') && english) expect(shown).toBe(english);
        if (language === 'lo' && english && !laoLocal) expect(shown).toBe(english);
        if (language === 'th' && (nameTH ?? '').trim()) expect(shown).toBe((nameTH ?? '').trim());
      }),
    );
  });
});
