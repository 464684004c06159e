// A module of its own: the first screen's answers read yes or no, and nothing else of reading.

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
