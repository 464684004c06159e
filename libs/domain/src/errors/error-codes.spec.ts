import { ERROR_CODES, ERROR_MESSAGE_KEYS, errorMessageKey, isErrorCode, isInvalidUserCode } from './error-codes';

describe('ERROR_CODES (spec §8 Codes)', () => {
  it('holds every code of the catalogue once, plus INVALID_USER_1..4', () => {
    expect(ERROR_CODES).toHaveLength(75);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of [
      'UNAUTHORIZED', 'WRONG_CREDENTIAL', 'OTP_BLOCK', 'REQUEST_LIMIT_1MIN', 'UNVERIFIED_OTP', 'EXISTING_USER',
      'PHONE_NUMBER_REQUIRE_10_DIGIT', 'BONUS_REMAINING', 'PROMOTION_RECEIVED', 'NO_INVITEE_PLAY_INFO',
      'REFUND_MINIMUM', 'TRANSFER_MINIMUM', 'MONEY_NOT_ENOUGH', 'NO_GAME', 'TRUELINK_INVALID', 'QR_FAIL',
      'NOT_UFABET', 'OK', 'SUCCESS', 'INVALID_USER_1', 'INVALID_USER_4',
    ]) {
      expect(ERROR_CODES).toContain(code);
    }
  });
});

describe('errorMessageKey (spec §8 handling rules)', () => {
  it('translates a known code by its name', () => {
    expect(errorMessageKey('MONEY_NOT_ENOUGH')).toBe('errors:code.MONEY_NOT_ENOUGH');
    expect(errorMessageKey('WRONG_CREDENTIAL')).toBe('errors:code.WRONG_CREDENTIAL');
    expect(errorMessageKey('OK')).toBe('errors:code.OK');
  });

  it("maps INVALID_USER_1..4 to the one 'cannot verify identity' key", () => {
    for (const code of ['INVALID_USER_1', 'INVALID_USER_2', 'INVALID_USER_3', 'INVALID_USER_4']) {
      expect(errorMessageKey(code)).toBe('errors:code.INVALID_USER');
      expect(isInvalidUserCode(code)).toBe(true);
    }
    expect(isInvalidUserCode('INVALID_USER_5')).toBe(false);
  });

  it('gives null for unknown codes so the raw server message is shown', () => {
    for (const code of ['Something went wrong', 'money_not_enough', 'INVALID_USER', 'constructor', '', null, undefined, 42]) {
      expect(errorMessageKey(code)).toBeNull();
      expect(isErrorCode(code)).toBe(false);
    }
  });

  it('exports the 72 distinct keys it can return', () => {
    expect(ERROR_MESSAGE_KEYS).toHaveLength(72);
    expect(new Set(ERROR_MESSAGE_KEYS).size).toBe(72);
    expect(ERROR_MESSAGE_KEYS).toContain('errors:code.INVALID_USER');
    expect(ERROR_MESSAGE_KEYS).not.toContain('errors:code.INVALID_USER_1');
    expect(new Set(ERROR_CODES.map(errorMessageKey))).toEqual(new Set(ERROR_MESSAGE_KEYS));
  });
});
