import { SPIN_ERROR_CODES, spinErrorKey } from './spin-errors';

describe('spinErrorKey (spec §8 spin coupon codes)', () => {
  it('maps each spin code under spin:error', () => {
    expect(SPIN_ERROR_CODES).toEqual([
      'NO_CLAIMABLE_COUPON', 'INVALID_PRIZE_CODE', 'INVALID_CODE', 'INVALID_COUPON_TYPE', 'COUPON_EXPIRED', 'BONUS_REMAINING',
    ]);
    expect(spinErrorKey('COUPON_EXPIRED')).toBe('spin:error.COUPON_EXPIRED');
    expect(spinErrorKey('BONUS_REMAINING')).toBe('spin:error.BONUS_REMAINING');
  });

  it('gives null for other codes', () => {
    expect(spinErrorKey('MONEY_NOT_ENOUGH')).toBeNull();
    expect(spinErrorKey('coupon_expired')).toBeNull();
    expect(spinErrorKey(undefined)).toBeNull();
  });
});
