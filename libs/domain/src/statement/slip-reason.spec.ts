import { SLIP_REASON_CODES, SLIP_REASON_KEYS, slipReasonKey } from './slip-reason';

describe('slipReasonKey (spec §8 slip rejection reasons)', () => {
  it.each([
    ['UPLOADED_FILE_NOT_EXIST', 'wallet:slipReason.incorrectSlip'],
    ['IMG_SIZE_UNABLE_TO_PROCESS', 'wallet:slipReason.incorrectSlip'],
    ['CANNOT_READ_CROPPED_IMAGE', 'wallet:slipReason.incorrectSlip'],
    ['DEST_ACC_INVALID', 'wallet:slipReason.wrongDestination'],
    ['SLIP_REFNO_DUPLICATED', 'wallet:slipReason.duplicate'],
    ['UNSTABLE_REFNO_ON_SLIP', 'wallet:slipReason.unstableReference'],
    ['TRIPPLE_WRONG_CAPTCHA', 'wallet:slipReason.captcha'],
    ['INVALID_SLIP', 'wallet:slipReason.unreadable'],
    ['NOT_MATCH', 'wallet:slipReason.notMatch'],
    ['EXPIRED_SLIP', 'wallet:slipReason.expired'],
    ['UNKNOW_ERROR', 'wallet:slipReason.unknown'],
  ])('maps %s to %s', (note, key) => {
    expect(slipReasonKey(note)).toBe(key);
  });

  it('shows nothing for any other note', () => {
    for (const note of ['', 'UNKNOWN_ERROR', 'not_match', 'toString', '__proto__', null, undefined]) {
      expect(slipReasonKey(note)).toBeNull();
    }
  });

  it('exports the 11 codes and the 9 distinct keys', () => {
    expect(SLIP_REASON_CODES).toHaveLength(11);
    expect(SLIP_REASON_KEYS).toHaveLength(9);
    expect(new Set(SLIP_REASON_CODES.map(slipReasonKey))).toEqual(new Set(SLIP_REASON_KEYS));
  });
});
