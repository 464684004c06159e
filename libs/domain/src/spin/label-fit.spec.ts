import fc from 'fast-check';
import { breakPieces, fitLabel, type LabelBox, type MeasureText } from './label-fit';

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

/** The offsets between the words of Intl.Segmenter's segmentation of `text` (its start and end too). */
function wordBoundaries(text: string): Set<number> {
  const offsets = new Set([0, text.length]);
  for (const { index, segment } of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)) offsets.add(index + segment.length);
  return offsets;
}

/** Where each line of `lines` ends in `text` (a last line cut short with an ellipsis ends nowhere). */
function breakOffsets(text: string, lines: readonly string[]): number[] {
  const offsets: number[] = [];
  let position = 0;
  lines.forEach((line, row) => {
    while (/\s/.test(text[position] ?? '')) position += 1;
    const cut = row === lines.length - 1 && line.endsWith('…');
    const shown = cut ? line.slice(0, -1) : line;
    expect(text.startsWith(shown, position)).toBe(true);
    if (cut) return;
    position += shown.length;
    offsets.push(position);
  });
  return offsets;
}

const WORDS = {
  th: ['กล่อง', 'ของขวัญ', 'เงินสด', 'บาท', 'รับ', 'รางวัล', 'เครดิต', 'ฟรี', 'เพิ่ม', 'เหรียญ', 'โบนัส', 'หมุน', 'สมาชิก', 'ใหม่', '5', '฿'],
  lo: ['ກ່ອງ', 'ຂອງຂວັນ', 'ເງິນສົດ', 'ກີບ', 'ຮັບ', 'ລາງວັນ', 'ເພີ່ມ', 'ຫຼຽນ', 'ໂບນັດ', 'ໝຸນ', 'ສະມາຊິກ', 'ໃໝ່', '3,250', '₭'],
  en: ['Gift', 'box', 'Cash', 'baht', 'Free', 'spin', '+1', 'coin', 'Bonus', '(5', 'kip)', 'Jackpot!'],
};

describe('fitLabel breaks lines only between words (issue 25 item 6)', () => {
  it("Node's Intl.Segmenter knows Thai and Lao words (full ICU)", () => {
    const words = (text: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text), (part) => part.segment);
    expect(words('รับรางวัล')).toEqual(['รับ', 'รางวัล']);
    expect(words('กล่องของขวัญ').length).toBeGreaterThan(1);
    expect(words('ຮັບລາງວັນ')).toEqual(['ຮັບ', 'ລາງວັນ']);
  });

  it("keeps 'ของขวัญ' (gift) whole: 'กล่อง / ของขวัญ', the most even lines, not 'กล่องของ / ขวัญ'", () => {
    expect(fitLabel('กล่องของขวัญ', { maxWidth: 70, maxHeight: 40, maxFontPx: 16, minFontPx: 16 }, measure)).toEqual({ fontPx: 16, lines: ['กล่อง', 'ของขวัญ'] });
    expect(fitLabel('ກ່ອງຂອງຂວັນ', { maxWidth: 70, maxHeight: 40, maxFontPx: 16, minFontPx: 16 }, measure).lines).toEqual(['ກ່ອງ', 'ຂອງຂວັນ']);
  });

  it('shrinks a word rather than break it, and cuts a word too long at the smallest size with an ellipsis', () => {
    // At 16 px 'รางวัล' (5 letters, 48 px) is wider than the line: smaller type, the word whole.
    expect(fitLabel('รางวัล', { maxWidth: 40, maxHeight: 60, maxFontPx: 16, minFontPx: 8 }, measure)).toEqual({ fontPx: 13, lines: ['รางวัล'] });
    const cut = fitLabel('Jackpot', { maxWidth: 20, maxHeight: 60, maxFontPx: 16, minFontPx: 8 }, measure);
    expect(cut).toEqual({ fontPx: 8, lines: ['Jac…'] });
  });

  it('never breaks beside a sign or punctuation', () => {
    expect(breakPieces('+1 เหรียญ')).toEqual(['+1 ', 'เหรียญ']);
    expect(breakPieces('Cash (5 baht)!')).toEqual(['Cash ', '(5 ', 'baht)!']);
    expect(breakPieces('รับรางวัล')).toEqual(['รับ', 'รางวัล']);
  });

  it('puts no line break inside a word of the segmenter, for Thai, Lao and English labels', () => {
    const label = fc.constantFrom<keyof typeof WORDS>('th', 'lo', 'en').chain((language) =>
      fc
        .tuple(fc.array(fc.constantFrom(...WORDS[language]), { minLength: 1, maxLength: 7 }), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }))
        // English separates words with spaces; Thai and Lao mostly write none.
        .map(([words, spaced]) => words.reduce((text, word, index) => (index === 0 ? word : text + (language === 'en' || spaced[index] ? ' ' : '') + word), '')),
    );
    fc.assert(
      fc.property(label, fc.integer({ min: 0, max: 160 }), fc.integer({ min: 12, max: 90 }), (text, extraWidth, maxHeight) => {
        // Every word fits a line at the smallest size: breaks are then never forced.
        const widest = Math.max(...breakPieces(text).map((piece) => measure(piece.trim(), 8)));
        const fitted = fitLabel(text, { maxWidth: widest + extraWidth, maxHeight, maxFontPx: 18, minFontPx: 8 }, measure);
        const boundaries = wordBoundaries(text);
        for (const offset of breakOffsets(text, fitted.lines)) expect(boundaries.has(offset)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
