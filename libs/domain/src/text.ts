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

const TAG = /<[^>]*>/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** One entity's character; a number past Unicode's last code point stays as written. */
function decodeEntity(entity: string, name: string): string {
  const lower = name.toLowerCase();
  if (!lower.startsWith('#')) return NAMED[lower];
  const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
  return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * The words of a short server text that may be written as HTML ('<p>Songkran: <b>50 baht</b></p>'
 * reads 'Songkran: 50 baht'), for a place that shows plain text, such as a statement line: tags
 * dropped, the common entities decoded, runs of whitespace one space, trimmed. The result is shown
 * as text, never as markup.
 */
export function markupText(value: string): string {
  return value.replace(TAG, ' ').replace(ENTITY, decodeEntity).replace(/\s+/g, ' ').trim();
}
