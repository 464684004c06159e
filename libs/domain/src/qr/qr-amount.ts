import { parseAmount, type AmountInput } from '../money';
import { parseTypedAmount } from '../typed-amount';
import { isOneOf } from '../one-of';
import { normalizeCode } from '../text';
import type { ValidationResult } from '../validation/keys';

/** QR deposit providers with known presets and minimums (spec §9 table). */
export const QR_PROVIDERS = ['KBANK', 'WW', 'PAYONEX', 'PAYTIMZ', 'ZPAY'] as const;

/** One provider of {@link QR_PROVIDERS}. */
export type QrProvider = (typeof QR_PROVIDERS)[number];

/** The region's QR-minimum override (RegionConfig.qrMinimumOverride): a number, or none. */
export type QrMinimumOverride = number | null | undefined;

interface QrRule {
  presets: readonly number[];
  minimum: number;
  /** true: the amount must be strictly above minimum (KBANK "above 0"). */
  exclusive: boolean;
  /** Whether the region override replaces the minimum and the first preset. */
  overridable: boolean;
}

/** No QR amount under 1 is accepted, whatever the provider (spec §5 "QR amount: blocked if under 1"). */
export const QR_MIN_AMOUNT = 1;
const QR_FLOOR = QR_MIN_AMOUNT;

const QR_RULES: Record<QrProvider, QrRule> = {
  KBANK: { presets: [10, 20, 50, 100, 500, 1000], minimum: 0, exclusive: true, overridable: false },
  WW: { presets: [100, 200, 300, 500, 1000], minimum: 100, exclusive: false, overridable: false },
  PAYONEX: { presets: [100, 200, 300, 500, 1000], minimum: 100, exclusive: false, overridable: false },
  PAYTIMZ: { presets: [10, 50, 100, 500, 1000], minimum: 10, exclusive: false, overridable: true },
  ZPAY: { presets: [10, 50, 100, 500, 1000], minimum: 10, exclusive: false, overridable: true },
};

const UNKNOWN_RULE: QrRule = { presets: [], minimum: QR_FLOOR, exclusive: false, overridable: false };

function ruleFor(provider: string, override: QrMinimumOverride): QrRule {
  const key = normalizeCode(provider);
  const rule = isOneOf(QR_PROVIDERS, key) ? QR_RULES[key] : UNKNOWN_RULE;
  const value = parseAmount(override);
  if (!rule.overridable || value === null || value <= 0) return rule;
  const minimum = Math.max(QR_FLOOR, value);
  return { ...rule, minimum, presets: [minimum, ...rule.presets.slice(1)] };
}

/**
 * Preset amount buttons of a QR provider, spec §9: KBANK 10, 20, 50, 100, 500, 1000; WW and
 * PAYONEX 100, 200, 300, 500, 1000; PAYTIMZ and ZPAY 10, 50, 100, 500, 1000, where a positive
 * override replaces the first preset (raised to 1 if under 1, see {@link qrMinimum}). Unknown
 * provider: no presets. Provider codes are case-insensitive.
 */
export function qrPresets(provider: string, override?: QrMinimumOverride): readonly number[] {
  return ruleFor(provider, override).presets;
}

/**
 * The create-button minimum of a provider, spec §5 and §9: KBANK 0 (exclusive: the button is
 * enabled for any amount above 0), WW and PAYONEX 100, PAYTIMZ and ZPAY 10 or the region override
 * when it is a positive number (raised to 1 if under 1), unknown providers 1. It only decides the
 * button; what a QR accepts is {@link qrLowestAmount}.
 */
export function qrMinimum(provider: string, override?: QrMinimumOverride): number {
  return ruleFor(provider, override).minimum;
}

/**
 * The smallest amount a QR of the provider accepts, spec §5 "QR amount: blocked if under 1" with
 * the §9 minimums: max(1, {@link qrMinimum}), so KBANK 1, WW and PAYONEX 100, PAYTIMZ and ZPAY 10 or
 * the override. It is the {{min}} of 'errors:validation.qrMinimum'.
 */
export function qrLowestAmount(provider: string, override?: QrMinimumOverride): number {
  return Math.max(QR_MIN_AMOUNT, qrMinimum(provider, override));
}

/**
 * QR amount check on create, spec §5: every amount under 1 is blocked, KBANK's included (its
 * "above 0" only lifts the create button, see {@link canCreateQr}), and so is an amount under the
 * provider's minimum. Not an amount as the app writes them ({@link parseTypedAmount}) ->
 * 'errors:validation.amountInvalid'; too small ->
 * 'errors:validation.qrMinimum' (UI passes {{min}} = {@link qrLowestAmount}).
 */
export function validateQrAmount(
  provider: string,
  amount: AmountInput,
  override?: QrMinimumOverride,
): ValidationResult<'errors:validation.amountInvalid' | 'errors:validation.qrMinimum'> {
  const value = parseTypedAmount(amount);
  if (value === null) return 'errors:validation.amountInvalid';
  return value >= qrLowestAmount(provider, override) ? null : 'errors:validation.qrMinimum';
}

/**
 * Whether the QR create button is enabled, spec §5 "The create button is disabled below the
 * provider minimum (KBANK: above 0 is enough)": KBANK for any amount above 0, every other provider
 * from max(1, its minimum). A KBANK amount between 0 and 1 enables the button, and pressing it
 * shows the {@link validateQrAmount} message instead of creating a code.
 */
export function canCreateQr(provider: string, amount: AmountInput, override?: QrMinimumOverride): boolean {
  const value = parseTypedAmount(amount);
  if (value === null) return false;
  const rule = ruleFor(provider, override);
  return rule.exclusive ? value > rule.minimum : value >= Math.max(QR_FLOOR, rule.minimum);
}
