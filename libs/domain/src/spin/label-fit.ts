/** Width in px of `text` drawn at `fontPx` (a canvas measureText, or a stand-in in tests). */
export type MeasureText = (text: string, fontPx: number) => number;

/** The room a slice offers its label and the type sizes to try. */
export interface LabelBox {
  maxWidth: number;
  maxHeight: number;
  maxFontPx: number;
  minFontPx: number;
  /** Line height as a multiple of the font size. */
  lineHeight?: number;
}

/** How a label is drawn: its lines at one font size. */
export interface FittedLabel {
  fontPx: number;
  lines: string[];
}

const ELLIPSIS = '…';
// Balancing tries every way to break a label; a wheel label has a handful of words.
const MAX_BALANCED_PIECES = 40;

interface Segment {
  segment: string;
  isWordLike?: boolean;
}

function segments(text: string, granularity: 'word' | 'grapheme'): Segment[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) return Array.from(new Segmenter(undefined, { granularity }).segment(text));
  if (granularity === 'grapheme') return Array.from(text, (segment) => ({ segment }));
  return text
    .split(/(\s+)/)
    .filter((part) => part !== '')
    .map((segment) => ({ segment, isWordLike: !/^\s+$/.test(segment) }));
}

const isSpace = (segment: Segment) => /^\s+$/.test(segment.segment);

/**
 * The pieces a line may break between (issue 25 item 6: Thai and Lao words are never broken in
 * the middle). Thai and Lao write no spaces between words, so the words are the dictionary words
 * of Intl.Segmenter's word granularity (where the runtime lacks it, only spaces separate). A break
 * is allowed after a space, or between two words; never beside punctuation or a sign ('+1',
 * '(5', 'win!' stay whole). Each piece keeps the spaces that follow it; joined, the pieces are
 * `text`.
 */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  let previous: Segment | null = null;
  for (const segment of segments(text, 'word')) {
    const breakable = previous !== null && !isSpace(segment) && (isSpace(previous) || (previous.isWordLike === true && segment.isWordLike === true));
    if (breakable || pieces.length === 0) pieces.push(segment.segment);
    else pieces[pieces.length - 1] += segment.segment;
    previous = segment;
  }
  return pieces;
}

/** Characters as the reader sees them (a Thai vowel mark stays on its consonant). */
function graphemes(text: string): string[] {
  return segments(text, 'grapheme').map((part) => part.segment);
}

type Width = (from: number, to: number) => number;

function lineText(pieces: readonly string[], from: number, to: number): string {
  return pieces.slice(from, to).join('').trim();
}

/**
 * The fewest lines no wider than maxWidth, breaking only between pieces, and of those the
 * layout whose longest line is shortest (so 'กล่อง / ของขวัญ', not 'กล่องของ / ขวัญ'); null when a
 * piece alone is wider than maxWidth.
 */
function balancedLines(pieces: readonly string[], maxWidth: number, width: Width): string[] | null {
  const n = pieces.length;
  if (n === 0) return [];
  // worst[k][b]: the shortest longest line of pieces 0..b in k lines; from[k][b]: where its last line starts.
  const worst: number[][] = [[0, ...Array<number>(n).fill(Infinity)]];
  const from: number[][] = [Array<number>(n + 1).fill(-1)];
  for (let k = 1; k <= n; k += 1) {
    worst.push(Array<number>(n + 1).fill(Infinity));
    from.push(Array<number>(n + 1).fill(-1));
    for (let b = k; b <= n; b += 1) {
      for (let a = k - 1; a < b; a += 1) {
        if (worst[k - 1][a] === Infinity) continue;
        const line = width(a, b);
        if (line > maxWidth) continue;
        const candidate = Math.max(worst[k - 1][a], line);
        if (candidate < worst[k][b]) {
          worst[k][b] = candidate;
          from[k][b] = a;
        }
      }
    }
    if (worst[k][n] !== Infinity) {
      const lines: string[] = [];
      for (let line = k, end = n; line > 0; end = from[line][end], line -= 1) lines.unshift(lineText(pieces, from[line][end], end));
      return lines;
    }
  }
  return null;
}

/** Greedy lines between pieces; a piece wider than maxWidth takes a line of its own. */
function greedyLines(pieces: readonly string[], maxWidth: number, width: Width): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let end = 1; end <= pieces.length; end += 1) {
    if (end - start > 1 && width(start, end) > maxWidth) {
      lines.push(lineText(pieces, start, end - 1));
      start = end - 1;
    }
  }
  if (start < pieces.length) lines.push(lineText(pieces, start, pieces.length));
  return lines.filter((line) => line !== '');
}

/** `line` shortened from the end, with an ellipsis, until it fits maxWidth. */
function truncate(line: string, fontPx: number, maxWidth: number, measure: MeasureText): string {
  const characters = graphemes(line);
  while (characters.length > 0 && measure(characters.join('') + ELLIPSIS, fontPx) > maxWidth) characters.pop();
  return characters.length > 0 ? characters.join('') + ELLIPSIS : '';
}

function widthsAt(pieces: readonly string[], fontPx: number, measure: MeasureText): Width {
  const known = new Map<number, number>();
  return (from, to) => {
    const key = from * (pieces.length + 1) + to;
    let width = known.get(key);
    if (width === undefined) {
      width = measure(lineText(pieces, from, to), fontPx);
      known.set(key, width);
    }
    return width;
  };
}

/**
 * Fits a wheel slice label into its box, spec §2 (issue 11: long Thai and Lao labels wrap or
 * shrink, never overflow; issue 25: never inside a word): the largest font size from maxFontPx
 * down to minFontPx at which the label, broken only between words (breakPieces), fits in
 * maxWidth and in maxHeight lines, with the fewest lines and of those the most even ones. A label
 * that fits in no size keeps, at minFontPx, the lines that fit: a word wider than the line alone
 * is cut short with an ellipsis rather than carried over, as is the last line kept. Every
 * returned line measures at most maxWidth (when one character at minFontPx does).
 */
export function fitLabel(text: string, box: LabelBox, measure: MeasureText): FittedLabel {
  const lineHeight = box.lineHeight ?? 1.15;
  const pieces = breakPieces(text.trim());
  const minFont = Math.max(1, Math.floor(Math.min(box.minFontPx, box.maxFontPx)));
  const linesFor = (fontPx: number) => Math.max(1, Math.floor(box.maxHeight / (fontPx * lineHeight)));
  for (let fontPx = Math.floor(box.maxFontPx); fontPx >= minFont; fontPx -= 1) {
    const width = widthsAt(pieces, fontPx, measure);
    const lines = pieces.length <= MAX_BALANCED_PIECES ? balancedLines(pieces, box.maxWidth, width) : greedyLines(pieces, box.maxWidth, width);
    if (lines && lines.length <= linesFor(fontPx) && lines.every((line) => measure(line, fontPx) <= box.maxWidth)) return { fontPx, lines };
  }
  const maxLines = linesFor(minFont);
  const lines = greedyLines(pieces, box.maxWidth, widthsAt(pieces, minFont, measure));
  const kept = lines.slice(0, maxLines).map((line) => (measure(line, minFont) > box.maxWidth ? truncate(line, minFont, box.maxWidth, measure) : line));
  if (lines.length > maxLines) kept[maxLines - 1] = truncate(lines[maxLines - 1], minFont, box.maxWidth, measure);
  return { fontPx: minFont, lines: kept.filter((line) => line !== '') };
}
