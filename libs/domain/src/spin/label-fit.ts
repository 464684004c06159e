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

/**
 * Pieces a line may break between: words where the script has spaces, and dictionary words of
 * Thai and Lao (which write no spaces) through Intl.Segmenter when the runtime has it.
 */
export function breakPieces(text: string): string[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) return Array.from(new Segmenter(undefined, { granularity: 'word' }).segment(text), (part) => part.segment);
  return text.split(/(\s+)/).filter((part) => part !== '');
}

/** Characters as the reader sees them (a Thai vowel mark stays on its consonant). */
function graphemes(text: string): string[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) return Array.from(new Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
  return Array.from(text);
}

/** Greedy wrapping of `pieces` into lines no wider than maxWidth; a piece too wide alone is split by character. */
function wrap(pieces: readonly string[], fontPx: number, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line.trim() !== '') lines.push(line.trim());
    line = '';
  };
  for (const piece of pieces) {
    if (measure((line + piece).trim(), fontPx) <= maxWidth) {
      line += piece;
      continue;
    }
    push();
    if (measure(piece.trim(), fontPx) <= maxWidth) {
      line = piece;
      continue;
    }
    for (const character of graphemes(piece.trim())) {
      if (line !== '' && measure(line + character, fontPx) > maxWidth) push();
      line += character;
    }
  }
  push();
  return lines;
}

/** `line` shortened from the end, with an ellipsis, until it fits maxWidth. */
function truncate(line: string, fontPx: number, maxWidth: number, measure: MeasureText): string {
  const characters = graphemes(line);
  while (characters.length > 0 && measure(characters.join('') + ELLIPSIS, fontPx) > maxWidth) characters.pop();
  return characters.length > 0 ? characters.join('') + ELLIPSIS : '';
}

/**
 * Fits a wheel slice label into its box, spec §2 (issue 11: long Thai and Lao labels wrap or
 * shrink, never overflow): the largest font size from maxFontPx down to minFontPx at which the
 * label, wrapped between words (by character when a word is too long), fits in maxWidth and in
 * maxHeight lines; at minFontPx a label still too long keeps the lines that fit, the last one
 * ending in an ellipsis. Every returned line measures at most maxWidth (when one character at
 * minFontPx does).
 */
export function fitLabel(text: string, box: LabelBox, measure: MeasureText): FittedLabel {
  const lineHeight = box.lineHeight ?? 1.15;
  const pieces = breakPieces(text.trim());
  const minFont = Math.max(1, Math.floor(Math.min(box.minFontPx, box.maxFontPx)));
  for (let fontPx = Math.floor(box.maxFontPx); fontPx >= minFont; fontPx -= 1) {
    const maxLines = Math.max(1, Math.floor(box.maxHeight / (fontPx * lineHeight)));
    const lines = wrap(pieces, fontPx, box.maxWidth, measure);
    if (lines.length <= maxLines && lines.every((line) => measure(line, fontPx) <= box.maxWidth)) return { fontPx, lines };
  }
  const maxLines = Math.max(1, Math.floor(box.maxHeight / (minFont * lineHeight)));
  const lines = wrap(pieces, minFont, box.maxWidth, measure);
  const kept = lines.slice(0, maxLines);
  if (lines.length > maxLines) kept[maxLines - 1] = truncate(kept[maxLines - 1], minFont, box.maxWidth, measure);
  return { fontPx: minFont, lines: kept.filter((line) => line !== '') };
}
