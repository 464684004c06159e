/**
 * Every i18n key a form validation of spec §5 can return (namespace errors, group validation).
 * The translation files are written against exactly this list.
 */
export const VALIDATION_ERROR_KEYS = [
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
] as const;

/** One validation i18n key of {@link VALIDATION_ERROR_KEYS} (spec §5). */
export type ValidationErrorKey = (typeof VALIDATION_ERROR_KEYS)[number];

/** Outcome of a validation: null when valid, else one of the keys K (spec §5). */
export type ValidationResult<K extends ValidationErrorKey = ValidationErrorKey> = K | null;
