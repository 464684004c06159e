/** Money input as forms and the server hand it over: a number, a numeric string, or nothing. */
export type AmountInput = number | string | null | undefined;

const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Reads an amount: a finite number, or a plain decimal string such as '12.5' or ' 100 ' (no
 * thousands separators, exponents or hex). Anything else (NaN, Infinity, '', 'abc', null) gives
 * null. Spec §9 "Number display: ... a dash if not a number" and the amount rules of §5.
 */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Integer hundredths of a finite amount, rounded half away from zero. The product reasons in
 * whole satang/cents so sums are exact (spec §2 total balance, §9 two decimals). toPrecision(15)
 * first removes binary noise such as 1.005 * 100 = 100.49999999999999.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  return Math.sign(amount) * Math.round(scaled) + 0;
}

/**
 * Rounds an amount to two decimals, half away from zero (1.005 -> 1.01, -2.345 -> -2.35); a
 * non-finite amount counts as 0. Spec §9 "Number display: two decimals".
 */
export function roundMoney(amount: number): number {
  return toCents(amount) / 100 + 0;
}

const MONEY_FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * Formats money with two decimals and thousands separators ('1,234.50'), or '-' when the value
 * is not a finite number (null, undefined, NaN, Infinity, 'abc'); numeric strings such as '12.5'
 * count as numbers. Spec §9 "Number display: two decimals, or a dash if not a number".
 */
export function formatMoney(value: unknown): string {
  const amount = parseAmount(value);
  if (amount === null) return '-';
  return MONEY_FORMAT.format(roundMoney(amount));
}
