import { parseAmount } from '../money';

const YES = new Set(['true', '1']);
const NO = new Set(['false', '0']);

/**
 * A yes or no as backends send it (issue 24, the flags of spec sections 3 and 7): true or false,
 * the words 'true' and 'false' in any case, 1 or 0, '1' or '0'. Anything else, null and absent
 * included, is unreadable: null, never a guess.
 */
export function readFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}

/**
 * Whether the refund check says a bonus is held (spec section 3 'Refund check response: ... bonus',
 * section 2 'disabled while a bonus is held (hasBonus)'): a yes (see {@link readFlag}) or the held
 * bonus itself, an object. No, null or absent: none held. Anything else is unreadable: null.
 */
export function readHeldBonus(value: unknown): boolean | null {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return null;
  if (typeof value === 'object') return true;
  return readFlag(value);
}

/**
 * A figure of an answer (amount, balance, coin count, limit): a finite number, or a plain decimal
 * string as Decimal and PHP backends send them ('249.03'). Anything else is unreadable: null, so
 * no NaN or blank ever reaches the screen. The same rule as {@link parseAmount}.
 */
export function readFigure(value: unknown): number | null {
  return parseAmount(value);
}
