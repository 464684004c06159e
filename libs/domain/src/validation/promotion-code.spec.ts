import { normalizePromotionCode, validatePromotionCode } from './promotion-code';

describe('promotion code (spec §5)', () => {
  it('is trimmed and upper-cased before lookup', () => {
    expect(normalizePromotionCode('  welcome10 ')).toBe('WELCOME10');
  });

  it('is required', () => {
    expect(validatePromotionCode('')).toBe('errors:validation.required');
    expect(validatePromotionCode('   ')).toBe('errors:validation.required');
    expect(validatePromotionCode('WELCOME10')).toBeNull();
  });
});
