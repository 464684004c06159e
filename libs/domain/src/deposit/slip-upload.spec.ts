import fc from 'fast-check';
import { SLIP_DEFAULT_MAX_MB, slipMaxFileMb, slipUploadClosed, validateSlipFile } from './slip-upload';

const MB = 1024 * 1024;

describe('validateSlipFile (spec §7, §8)', () => {
  it('takes PNG and JPEG images whose name and type agree', () => {
    expect(validateSlipFile({ name: 'slip.png', type: 'image/png', size: 1000 }, 10)).toBeNull();
    expect(validateSlipFile({ name: 'SLIP.JPG', type: 'image/jpeg', size: 1000 }, 10)).toBeNull();
    expect(validateSlipFile({ name: 'slip.jpeg', type: 'image/jpg', size: 1000 }, 10)).toBeNull();
    expect(validateSlipFile({ name: 'slip.jpeg', type: '', size: 1000 }, 10)).toBeNull();
  });

  it('refuses other files, and names that disagree with the type', () => {
    expect(validateSlipFile({ name: 'slip.pdf', type: 'application/pdf', size: 10 }, 10)).toBe('errors:validation.slipType');
    expect(validateSlipFile({ name: 'slip.gif', type: 'image/gif', size: 10 }, 10)).toBe('errors:validation.slipType');
    expect(validateSlipFile({ name: 'slip', type: 'image/png', size: 10 }, 10)).toBe('errors:validation.slipType');
    expect(validateSlipFile({ name: 'slip.png', type: 'image/jpeg', size: 10 }, 10)).toBe('errors:validation.slipType');
    expect(validateSlipFile({ name: 'slip.heic', type: 'image/heic', size: 10 }, 10)).toBe('errors:validation.slipType');
  });

  it('refuses a file over the limit and takes one exactly at it', () => {
    expect(validateSlipFile({ name: 'a.png', type: 'image/png', size: 10 * MB }, 10)).toBeNull();
    expect(validateSlipFile({ name: 'a.png', type: 'image/png', size: 10 * MB + 1 }, 10)).toBe('errors:validation.slipTooLarge');
    expect(validateSlipFile({ name: 'a.png', type: 'image/png', size: 50 * MB }, null)).toBeNull();
  });

  it('accepts a valid image exactly when its size fits the limit', () => {
    fc.assert(
      fc.property(fc.nat(40 * MB), fc.integer({ min: 1, max: 30 }), (size, max) => {
        const result = validateSlipFile({ name: 'x.jpg', type: 'image/jpeg', size }, max);
        expect(result === null).toBe(size <= max * MB);
      }),
    );
  });
});

describe('slipUploadClosed (spec §5)', () => {
  const at = (hh: number, mm: number) => new Date(2026, 0, 1, hh, mm);
  const settings = { enabled: true, closedFrom: null, closedTo: null, maxFileMb: 10 };

  it('is open all day without a window, and closed when switched off', () => {
    expect(slipUploadClosed(settings, at(3, 0))).toBe(false);
    expect(slipUploadClosed({ ...settings, enabled: false }, at(3, 0))).toBe(true);
  });

  it('closes inside a daytime window, its end excluded', () => {
    const window = { ...settings, closedFrom: '01:00', closedTo: '03:30' };
    expect(slipUploadClosed(window, at(0, 59))).toBe(false);
    expect(slipUploadClosed(window, at(1, 0))).toBe(true);
    expect(slipUploadClosed(window, at(3, 29))).toBe(true);
    expect(slipUploadClosed(window, at(3, 30))).toBe(false);
  });

  it('handles a window across midnight and ignores malformed hours', () => {
    const night = { ...settings, closedFrom: '23:00', closedTo: '01:00' };
    expect(slipUploadClosed(night, at(23, 30))).toBe(true);
    expect(slipUploadClosed(night, at(0, 30))).toBe(true);
    expect(slipUploadClosed(night, at(12, 0))).toBe(false);
    expect(slipUploadClosed({ ...settings, closedFrom: '1am', closedTo: '03:00' }, at(2, 0))).toBe(false);
  });
});

describe('slip settings the lookup leaves out (spec §7: their fields are not given)', () => {
  const noon = new Date(2026, 0, 1, 12, 0);

  it('leaves upload open without the enabled flag, and never closed without hours', () => {
    expect(slipUploadClosed({}, noon)).toBe(false);
    expect(slipUploadClosed({ closedFrom: '11:00' }, noon)).toBe(false);
    expect(slipUploadClosed({ enabled: true }, noon)).toBe(false);
    expect(slipUploadClosed({ enabled: false }, noon)).toBe(true);
  });

  it("takes the spec's image limit of 10 MB without a usable maxFileMb", () => {
    expect(SLIP_DEFAULT_MAX_MB).toBe(10);
    expect(slipMaxFileMb({})).toBe(10);
    for (const maxFileMb of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(slipMaxFileMb({ maxFileMb })).toBe(10);
    expect(slipMaxFileMb({ maxFileMb: 4 })).toBe(4);
    expect(validateSlipFile({ name: 'a.png', type: 'image/png', size: 10 * MB + 1 }, slipMaxFileMb({}))).toBe('errors:validation.slipTooLarge');
  });
});
