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
 * section 2 'disabled while a bonus is held (hasBonus)'): a no (false, 0, 'false', '0', in any
 * case), null, absent, '' or an empty list is none; anything else (true, the held bonus itself as
 * an object, its id or code) is one held. Never unreadable: a value the rule does not know counts
 * as held, which only keeps the refund from being received while the server decides.
 */
export function readHeldBonus(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return true;
  return readFlag(value) ?? true;
}

/**
 * A figure of an answer (amount, balance, coin count, limit): a finite number, or a plain decimal
 * string as Decimal and PHP backends send them ('249.03'). Anything else is unreadable: null, so
 * no NaN or blank ever reaches the screen. The same rule as {@link parseAmount}.
 */
export function readFigure(value: unknown): number | null {
  return parseAmount(value);
}
