/**
 * True when a text field counts as empty: missing, or nothing but whitespace.
 * The "empty" of every required-field rule of spec §5.
 */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** True when at least one of the values is blank (see {@link isBlank}); spec §5 "all are required". */
export function anyBlank(...values: ReadonlyArray<string | null | undefined>): boolean {
  return values.some(isBlank);
}

/**
 * A code as typed or sent (bank, provider, promotion code): trimmed and upper-cased, missing -> ''.
 * Spec §5 "Promotion code: ... uppercased"; bank and provider codes are compared the same way.
 */
export function normalizeCode(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

const ENGLISH_LETTERS_AND_SPACES = /^[A-Za-z ]+$/;
const HAS_LETTER = /[A-Za-z]/;

/**
 * True when the value holds only English letters A–Z (either case) and spaces, with at least one
 * letter. Shared by the register bank step and the bank account name edit, spec §5.
 */
export function isEnglishLettersAndSpaces(value: string): boolean {
  return ENGLISH_LETTERS_AND_SPACES.test(value) && HAS_LETTER.test(value);
}
