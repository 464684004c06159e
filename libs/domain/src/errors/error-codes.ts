import { isOneOf } from '../one-of';

/** The codes meaning 'cannot verify identity' (spec §8): they share one message and send to /login. */
export const INVALID_USER_CODES = ['INVALID_USER_1', 'INVALID_USER_2', 'INVALID_USER_3', 'INVALID_USER_4'] as const;

/** One code of {@link INVALID_USER_CODES}. */
export type InvalidUserCode = (typeof INVALID_USER_CODES)[number];

/** Every server error code of spec §8 "Codes", plus INVALID_USER_1..INVALID_USER_4. */
export const ERROR_CODES = [
  // Auth
  'UNAUTHORIZED', 'EXPIRED_AUTH_TOKEN', 'INVALID_IP', 'INACTIVE_USER', 'WRONG_CREDENTIAL', 'WRONG_PASSWORD',
  'NO_USER', 'LOGIN_FAIL',
  // OTP
  'OTP_BLOCK', 'REQUEST_LIMIT', 'REQUEST_LIMIT_1MIN', 'OTP_TOKEN_INVALID', 'OTP_NOT_EXIST', 'OTP_VERIFIED',
  'OTP_EXPIRED', 'OTP_CODE_INVALID', 'OTP_CODE_VALID', 'OTP_SEND_FAIL', 'OTP_VERIFY_FAIL', 'UNVERIFIED_OTP',
  // Registration
  'EXISTING_USER', 'EXISTING_BANK', 'INVALID_USER_INFO', 'INVALID_BANK', 'BANK_ACCOUNT_NAME_ENG', 'REGISTER_FAIL',
  'GAME_ACTIVATION_FAIL', 'PHONE_NUMBER_REQUIRE_10_DIGIT',
  // Bonus
  'BONUS_REMAINING', 'BONUS_ALREADY_ACTIVE', 'BONUS_MAX_CLAIMED', 'BONUS_CONDITION', 'BONUS_CLEAR', 'BONUS_FULL',
  'NO_PROMOTION', 'PROMOTION_RECEIVED',
  // Invite
  'INVITE_COLLECT', 'INVITE_INACTIVE', 'NO_INVITE_BONUS', 'NO_INVITEE_PLAY_INFO', 'INVITE_BONUS_SUCCESS',
  'INVITE_BONUS_FAIL',
  // Refund
  'NO_REFUND', 'REFUND_CONDITION', 'REFUND_SUCCESS', 'REFUND_INACTIVE', 'REFUND_MINIMUM',
  // Slot and transfer
  'SLOT_ALREADY_ACTIVE', 'SLOT_ACTIVATE_FAIL', 'SLOT_NO_ACCOUNT', 'SLOT_RESET_PASSWORD_FAIL', 'TRANSFER_MINIMUM',
  'MONEY_NOT_ENOUGH', 'TRANSFER_FAIL', 'NO_GAME',
  // Slip and wallet link
  'SLIP_UPLOAD_FAIL', 'SLIP_NO_FILE', 'SLIP_INVALID_FILE', 'TRUELINK_DUPLICATE', 'TRUELINK_INVALID', 'QR_FAIL',
  // Others
  'NO_BANK', 'NO_WALLET', 'NO_DATA', 'INTERNAL_SERVER_ERROR', 'KEY_MISSING', 'KEY_INVALID', 'NOT_AREASLOT',
  'NOT_UFABET', 'OK', 'SUCCESS',
  // Cannot verify identity
  ...INVALID_USER_CODES,
] as const;

/** One code of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The i18n key of an error code (spec §8); INVALID_USER_1..4 share 'errors:code.INVALID_USER'. */
export type ErrorMessageKey = `errors:code.${Exclude<ErrorCode, InvalidUserCode>}` | 'errors:code.INVALID_USER';

/** True when the value is one of {@link ERROR_CODES} (exact, case-sensitive match). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return isOneOf(ERROR_CODES, value);
}

/** True for INVALID_USER_1..INVALID_USER_4, the 'cannot verify identity' codes of spec §8. */
export function isInvalidUserCode(value: unknown): value is InvalidUserCode {
  return isOneOf(INVALID_USER_CODES, value);
}

/**
 * Translation key of a server error code, spec §8 "translated through the error table by code,
 * else the raw message is used": `errors:code.${CODE}` for a known code, 'errors:code.INVALID_USER'
 * ('cannot verify identity') for INVALID_USER_1..4, and null for anything else (show the raw
 * server message).
 */
export function errorMessageKey(code: unknown): ErrorMessageKey | null {
  if (!isErrorCode(code)) return null;
  if (isInvalidUserCode(code)) return 'errors:code.INVALID_USER';
  return `errors:code.${code}`;
}

/** The distinct keys {@link errorMessageKey} can return (spec §8), in {@link ERROR_CODES} order. */
export const ERROR_MESSAGE_KEYS: readonly ErrorMessageKey[] = [
  ...new Set(ERROR_CODES.map((code) => errorMessageKey(code) as ErrorMessageKey)),
];
