import { isOneOf } from '../one-of';

/** Error codes of spin and coupon claim failures (spec §8 "Spin coupon codes"). */
export const SPIN_ERROR_CODES = [
  'NO_CLAIMABLE_COUPON',
  'INVALID_PRIZE_CODE',
  'INVALID_CODE',
  'INVALID_COUPON_TYPE',
  'COUPON_EXPIRED',
  'BONUS_REMAINING',
] as const;

/** One code of {@link SPIN_ERROR_CODES}. */
export type SpinErrorCode = (typeof SPIN_ERROR_CODES)[number];

/** i18n key of a spin error code (spec §8, group spin error). */
export type SpinErrorKey = `spin:error.${SpinErrorCode}`;

/**
 * Translation key of a spin or claim failure, spec §8: `spin:error.${CODE}` for a code of
 * {@link SPIN_ERROR_CODES}, null for any other (the caller falls back to the server message).
 */
export function spinErrorKey(code: unknown): SpinErrorKey | null {
  return isOneOf(SPIN_ERROR_CODES, code) ? `spin:error.${code}` : null;
}
