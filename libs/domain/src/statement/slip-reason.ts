/** The distinct i18n keys of slip rejection reasons (spec §8 "Slip rejection reasons"). */
export const SLIP_REASON_KEYS = [
  'wallet:slipReason.incorrectSlip',
  'wallet:slipReason.wrongDestination',
  'wallet:slipReason.duplicate',
  'wallet:slipReason.unstableReference',
  'wallet:slipReason.captcha',
  'wallet:slipReason.unreadable',
  'wallet:slipReason.notMatch',
  'wallet:slipReason.expired',
  'wallet:slipReason.unknown',
] as const;

/** One key of {@link SLIP_REASON_KEYS}. */
export type SlipReasonKey = (typeof SLIP_REASON_KEYS)[number];

const SLIP_REASONS = {
  UPLOADED_FILE_NOT_EXIST: 'wallet:slipReason.incorrectSlip',
  IMG_SIZE_UNABLE_TO_PROCESS: 'wallet:slipReason.incorrectSlip',
  CANNOT_READ_CROPPED_IMAGE: 'wallet:slipReason.incorrectSlip',
  DEST_ACC_INVALID: 'wallet:slipReason.wrongDestination',
  SLIP_REFNO_DUPLICATED: 'wallet:slipReason.duplicate',
  UNSTABLE_REFNO_ON_SLIP: 'wallet:slipReason.unstableReference',
  TRIPPLE_WRONG_CAPTCHA: 'wallet:slipReason.captcha',
  INVALID_SLIP: 'wallet:slipReason.unreadable',
  NOT_MATCH: 'wallet:slipReason.notMatch',
  EXPIRED_SLIP: 'wallet:slipReason.expired',
  UNKNOW_ERROR: 'wallet:slipReason.unknown',
} as const satisfies Record<string, SlipReasonKey>;

/** A slip note (reason code) that has a shown meaning (spec §8), spelled as the server sends it. */
export type SlipReasonCode = keyof typeof SLIP_REASONS;

/** Every slip reason code with a shown meaning (spec §8). */
export const SLIP_REASON_CODES = Object.keys(SLIP_REASONS) as readonly SlipReasonCode[];

/**
 * The reason shown in parentheses next to a failed slip, spec §8: the i18n key of the slip's
 * note (UPLOADED_FILE_NOT_EXIST, IMG_SIZE_UNABLE_TO_PROCESS, CANNOT_READ_CROPPED_IMAGE ->
 * incorrectSlip; DEST_ACC_INVALID -> wrongDestination; ...; UNKNOW_ERROR -> unknown), or null for
 * any other note, which shows nothing.
 */
export function slipReasonKey(note: string | null | undefined): SlipReasonKey | null {
  if (typeof note !== 'string' || !Object.prototype.hasOwnProperty.call(SLIP_REASONS, note)) return null;
  return SLIP_REASONS[note as SlipReasonCode];
}
