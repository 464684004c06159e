import { VALIDATION_ERROR_KEYS } from './keys';

describe('VALIDATION_ERROR_KEYS', () => {
  it('lists each key the translation files are written against, once', () => {
    expect(VALIDATION_ERROR_KEYS).toEqual([
      'errors:validation.required',
      'errors:validation.phoneLength',
      'errors:validation.passwordMismatch',
      'errors:validation.bankAccountNameEnglish',
      'errors:validation.selectAccount',
      'errors:validation.sameAccount',
      'errors:validation.transferMinimum',
      'errors:validation.amountInvalid',
      'errors:validation.wholeKip',
      'errors:validation.withdrawMin',
      'errors:validation.withdrawMax',
      'errors:validation.englishOnly',
      'errors:validation.passwordNotEqual',
      'errors:validation.qrMinimum',
      'errors:validation.slipType',
      'errors:validation.slipTooLarge',
    ]);
    expect(new Set(VALIDATION_ERROR_KEYS).size).toBe(VALIDATION_ERROR_KEYS.length);
  });
});
