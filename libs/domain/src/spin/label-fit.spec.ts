import fc from 'fast-check';
import { fitLabel, type LabelBox, type MeasureText } from './label-fit';

// A stand-in for canvas measureText: every character 0.6 of the font size wide (combining marks 0).
const measure: MeasureText = (text, fontPx) => Array.from(text).filter((c) => !/\p{M}/u.test(c)).length * fontPx * 0.6;

const box: LabelBox = { maxWidth: 100, maxHeight: 40, maxFontPx: 16, minFontPx: 9 };

describe('fitLabel (issue 11: slice labels never overflow)', () => {
  it('keeps a short label on one line at the largest size', () => {
    expect(fitLabel('5 ฿', box, measure)).toEqual({ fontPx: 16, lines: ['5 ฿'] });
  });

  it('wraps a longer English label between words', () => {
    const fitted = fitLabel('Free spin voucher', box, measure);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join(' ')).toBe('Free spin voucher');
  });

  it('wraps a Thai label, which has no spaces, and shrinks it to fit', () => {
    const fitted = fitLabel('เครดิตฟรีหนึ่งร้อยบาทสำหรับสมาชิกใหม่', box, measure);
    expect(fitted.fontPx).toBeLessThan(16);
    expect(fitted.lines.join('').replace(/…$/, '').length).toBeGreaterThan(5);
    for (const line of fitted.lines) expect(measure(line, fitted.fontPx)).toBeLessThanOrEqual(box.maxWidth);
  });

  it('ends a Lao label too long even at the smallest size with an ellipsis', () => {
    const fitted = fitLabel('ລາງວັນໃຫຍ່ພິເສດສຳລັບສະມາຊິກທຸກທ່ານທີ່ຫຼິ້ນເກມກັບພວກເຮົາທຸກມື້', { ...box, maxHeight: 22 }, measure);
    expect(fitted.fontPx).toBe(9);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1].endsWith('…')).toBe(true);
  });

  it('never returns a line wider than the box, nor more lines than its height holds', () => {
    const script = fc.constantFrom('a', 'B', ' ', 'ก', 'ข', 'ำ', 'ส', 'ລ', 'າ', 'ງ', '฿', '5');
    fc.assert(
      fc.property(
        fc.array(script, { maxLength: 80 }).map((chars) => chars.join('')),
        fc.integer({ min: 20, max: 200 }),
        fc.integer({ min: 12, max: 80 }),
        (text, maxWidth, maxHeight) => {
          const limits = { maxWidth, maxHeight, maxFontPx: 18, minFontPx: 8 };
          const fitted = fitLabel(text, limits, measure);
          for (const line of fitted.lines) expect(measure(line, fitted.fontPx)).toBeLessThanOrEqual(maxWidth);
          expect(fitted.lines.length).toBeLessThanOrEqual(Math.max(1, Math.floor(maxHeight / (fitted.fontPx * 1.15))));
        },
      ),
    );
  });
});
