import fc from 'fast-check';
import { QR_MIN_AMOUNT, QR_PROVIDERS, canCreateQr, qrLowestAmount, qrMinimum, qrPresets, validateQrAmount } from './qr-amount';

describe('qrPresets and qrMinimum (spec §9 table)', () => {
  it('lists the five QR providers', () => {
    expect(QR_PROVIDERS).toEqual(['KBANK', 'WW', 'PAYONEX', 'PAYTIMZ', 'ZPAY']);
  });

  it('gives KBANK 10, 20, 50, 100, 500, 1000 and a minimum of "above 0"', () => {
    expect(qrPresets('KBANK')).toEqual([10, 20, 50, 100, 500, 1000]);
    expect(qrMinimum('KBANK')).toBe(0);
  });

  it('gives WW and PAYONEX 100, 200, 300, 500, 1000 and a minimum of 100', () => {
    for (const provider of ['WW', 'PAYONEX']) {
      expect(qrPresets(provider)).toEqual([100, 200, 300, 500, 1000]);
      expect(qrMinimum(provider)).toBe(100);
    }
  });

  it('gives PAYTIMZ and ZPAY 10, 50, 100, 500, 1000 and a minimum of 10', () => {
    for (const provider of ['PAYTIMZ', 'ZPAY']) {
      expect(qrPresets(provider)).toEqual([10, 50, 100, 500, 1000]);
      expect(qrMinimum(provider)).toBe(10);
    }
  });

  it('lets the override replace the PAYTIMZ/ZPAY minimum and first preset only', () => {
    expect(qrPresets('PAYTIMZ', 20)).toEqual([20, 50, 100, 500, 1000]);
    expect(qrMinimum('ZPAY', 20)).toBe(20);
    expect(qrPresets('KBANK', 20)).toEqual([10, 20, 50, 100, 500, 1000]);
    expect(qrMinimum('WW', 20)).toBe(100);
  });

  it('ignores a missing or non-positive override and raises one under 1 to 1', () => {
    expect(qrMinimum('ZPAY', null)).toBe(10);
    expect(qrMinimum('ZPAY', undefined)).toBe(10);
    expect(qrMinimum('ZPAY', 0)).toBe(10);
    expect(qrMinimum('ZPAY', NaN)).toBe(10);
    expect(qrMinimum('ZPAY', 0.5)).toBe(1);
    expect(qrPresets('ZPAY', 0.5)[0]).toBe(1);
  });

  it('is case-insensitive and gives an unknown provider minimum 1 and no presets', () => {
    expect(qrPresets('kbank')).toEqual(qrPresets('KBANK'));
    expect(qrPresets('SCB')).toEqual([]);
    expect(qrMinimum('SCB')).toBe(1);
  });
});

describe('validateQrAmount / canCreateQr (spec §5)', () => {
  it('refuses every amount under 1, KBANK included', () => {
    expect(QR_MIN_AMOUNT).toBe(1);
    for (const provider of [...QR_PROVIDERS, 'SCB']) {
      for (const amount of [0.99, 0.5, 0.01, 0, -1]) expect(validateQrAmount(provider, amount)).toBe('errors:validation.qrMinimum');
    }
    expect(validateQrAmount('KBANK', 1)).toBeNull();
    expect(validateQrAmount('ZPAY', 0.5, 0.5)).toBe('errors:validation.qrMinimum');
  });

  it("lets KBANK's button work above 0: a KBANK amount under 1 then gets the message, minimum 1", () => {
    expect(canCreateQr('KBANK', 0.5)).toBe(true);
    expect(canCreateQr('KBANK', 0.01)).toBe(true);
    expect(canCreateQr('KBANK', 0)).toBe(false);
    expect(canCreateQr('KBANK', -1)).toBe(false);
    expect(validateQrAmount('KBANK', 0.5)).toBe('errors:validation.qrMinimum');
    expect(qrLowestAmount('KBANK')).toBe(1);
  });

  it('needs WW and PAYONEX amounts of at least 100', () => {
    expect(validateQrAmount('WW', 99.99)).toBe('errors:validation.qrMinimum');
    expect(canCreateQr('WW', 99.99)).toBe(false);
    expect(validateQrAmount('PAYONEX', 100)).toBeNull();
    expect(qrLowestAmount('PAYONEX')).toBe(100);
  });

  it('reads a typed amount grouped as the app writes money', () => {
    expect(validateQrAmount('WW', '1,000')).toBeNull();
    expect(canCreateQr('WW', '1,000.00')).toBe(true);
    expect(validateQrAmount('WW', '1,00,0')).toBe('errors:validation.amountInvalid');
    expect(canCreateQr('WW', '10,00')).toBe(false);
  });

  it('needs PAYTIMZ and ZPAY amounts of at least 10, or the override', () => {
    expect(validateQrAmount('PAYTIMZ', 9)).toBe('errors:validation.qrMinimum');
    expect(validateQrAmount('ZPAY', 10)).toBeNull();
    expect(validateQrAmount('ZPAY', 10, 50)).toBe('errors:validation.qrMinimum');
    expect(validateQrAmount('ZPAY', 50, 50)).toBeNull();
    expect(qrLowestAmount('ZPAY', 50)).toBe(50);
  });

  it('blocks amounts under 1 for unknown providers and tiny overrides', () => {
    expect(validateQrAmount('SCB', 0.99)).toBe('errors:validation.qrMinimum');
    expect(validateQrAmount('SCB', 1)).toBeNull();
    expect(canCreateQr('ZPAY', 0.5, 0.5)).toBe(false);
  });

  it('refuses an amount that is not a number', () => {
    expect(validateQrAmount('KBANK', '')).toBe('errors:validation.amountInvalid');
    expect(canCreateQr('WW', 'abc')).toBe(false);
    expect(canCreateQr('KBANK', 'abc')).toBe(false);
  });

  it('accepts every preset of its own provider', () => {
    for (const provider of [...QR_PROVIDERS, 'UNKNOWN']) {
      for (const amount of qrPresets(provider)) {
        expect(canCreateQr(provider, amount)).toBe(true);
        expect(validateQrAmount(provider, amount)).toBeNull();
      }
    }
  });

  it('agrees with the combined rule for any amount and override', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QR_PROVIDERS, 'OTHER'),
        fc.double({ min: -10, max: 2000, noNaN: true }),
        fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
        (provider, amount, override) => {
          const accepted = amount >= Math.max(1, qrMinimum(provider, override));
          const button = provider === 'KBANK' ? amount > 0 : accepted;
          expect(validateQrAmount(provider, amount, override)).toBe(accepted ? null : 'errors:validation.qrMinimum');
          expect(canCreateQr(provider, amount, override)).toBe(button);
          // Nothing under 1 is ever accepted, and whatever is accepted also has the button on.
          expect(amount < 1 && accepted).toBe(false);
          if (accepted) expect(button).toBe(true);
        },
      ),
    );
  });
});
