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

/** The currency counted in whole units: kip has no coins in use, so a kip figure has no decimals. */
export const WHOLE_UNIT_CURRENCY = 'LAK';

/** How many decimals a currency's figures have: 0 for kip, 2 for baht and when the currency is unknown. */
export function moneyDecimals(currency?: string | null): 0 | 2 {
  return currency === WHOLE_UNIT_CURRENCY ? 0 : 2;
}

/** Groups the digits of a whole number in threes: '1339803' -> '1,339,803'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Beyond this many hundredths a figure is no longer exact as a double: such a figure (over 90
 * trillion) is left to Intl. Below it, figures are written from their exact hundredths, without
 * Intl.NumberFormat: the first one a page makes costs 40-100 ms (ICU's number data), and every
 * screen starts with money on it.
 */
const EXACT_CENTS = Number.MAX_SAFE_INTEGER;
let largeFigures: Record<0 | 2, Intl.NumberFormat> | undefined;
function formatLarge(amount: number, decimals: 0 | 2): string {
  largeFigures ??= {
    0: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true }),
    2: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }),
  };
  return largeFigures[decimals].format(amount);
}

/** Rounds to whole units, half away from zero (2.5 -> 3, -2.5 -> -3), through the exact hundredths. */
function roundWhole(amount: number): number {
  const cents = toCents(amount);
  return (Math.sign(cents) * Math.round(Math.abs(cents) / 100)) + 0;
}

/**
 * Formats money with thousands separators, in the currency's decimals: two for baht ('1,234.50',
 * spec §9 "Number display: two decimals"), none for kip ('1,339,803', rounded half away from
 * zero), two while the currency is unknown; '-' when the value is not a finite number (null,
 * undefined, NaN, Infinity, 'abc'). Numeric strings such as '12.5' count as numbers.
 */
export function formatMoney(value: unknown, currency?: string | null): string {
  const amount = parseAmount(value);
  if (amount === null) return '-';
  const decimals = moneyDecimals(currency);
  const cents = toCents(amount);
  if (Math.abs(cents) > EXACT_CENTS) return formatLarge(decimals === 0 ? roundWhole(amount) : roundMoney(amount), decimals);
  if (decimals === 0) {
    const units = roundWhole(amount);
    return (units < 0 ? '-' : '') + groupThousands(String(Math.abs(units)));
  }
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const hundredths = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}${groupThousands(String(whole))}.${hundredths}`;
}

/** Whether an amount can be sent in the currency: kip only in whole units (baht amounts are not restricted here). */
export function isPayableAmount(amount: number, currency?: string | null): boolean {
  return moneyDecimals(currency) === 2 || Number.isInteger(amount);
}
