import { parseAmount } from '../money';
import { readFlag } from './read-flag';

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
