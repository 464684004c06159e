import dayjs from 'dayjs';
import { moneyDecimals, parseAmount } from '../money';
import { safeAddress } from '../safety/safe-address';
import type { DateInput } from '../format/date-time';

/**
 * A deposit QR saved as a picture (issue 29): a member paying from the same phone saves the code
 * and opens it in the bank app, or shares it there. These are the pure pieces of that picture:
 * its file name, its text lines, where an image form may be loaded from, and its layout.
 */

/** The saved file's name: 'deposit-qr-100.00.png' (baht), 'deposit-qr-50000.png' (kip); plain digits, no grouping. */
export function qrSaveFileName(amount: unknown, currency?: string | null): string {
  const value = parseAmount(amount);
  if (value === null || value < 0) return 'deposit-qr.png';
  return `deposit-qr-${value.toFixed(moneyDecimals(currency))}.png`;
}

/** A moment as a clock time, 'HH:mm' in local time (the QR's expiry on the saved picture); '-' when invalid. */
export function formatClockTime(date: DateInput | null | undefined): string {
  if (date === null || date === undefined || date === '') return '-';
  const value = dayjs(date);
  return value.isValid() ? value.format('HH:mm') : '-';
}

/** When a code shown with `secondsLeft` on its countdown at `now` expires (epoch milliseconds). */
export function qrExpiresAt(now: number, secondsLeft: number): number {
  return now + Math.max(0, Number.isFinite(secondsLeft) ? secondsLeft : 0) * 1000;
}

/** The texts under the code on the saved picture, each already translated. */
export interface QrSaveTexts {
  /** What the picture is, e.g. 'QR deposit'. */
  title: string;
  /** The amount with its currency, as the app writes money. */
  amount: string;
  /** The expiry sentence with the clock time, e.g. 'Pay before 19:42'. */
  expires: string;
}

export type QrSaveLineKind = 'title' | 'amount' | 'expires';

export interface QrSaveLine {
  kind: QrSaveLineKind;
  text: string;
}

/** The lines drawn under the code, top to bottom; empty texts are left out. */
export function qrSaveLines(texts: QrSaveTexts): QrSaveLine[] {
  const lines: QrSaveLine[] = [
    { kind: 'amount', text: texts.amount.trim() },
    { kind: 'expires', text: texts.expires.trim() },
    { kind: 'title', text: texts.title.trim() },
  ];
  return lines.filter((line) => line.text !== '');
}

const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/**
 * Where the image form of a code may be loaded from for the picture: an http(s) address or a path
 * of this site (the app's safe-address rule), or an inline raster image (a data: PNG, JPEG, GIF or
 * WebP, which never leaves the page). Anything else is null: the picture is not made.
 */
export function qrImageSource(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim();
  if (RASTER_DATA_IMAGE.test(address)) return address;
  return safeAddress(address);
}

/** Sizes of the saved picture, in canvas pixels. */
export interface QrSaveLayout {
  width: number;
  height: number;
  /** The light margin around everything (bank apps need a quiet zone around the code). */
  margin: number;
  /** The code's square: its left and top edge and its side. */
  qr: { x: number; y: number; size: number };
  /** Each text line: its font size and the y of its baseline, centred on `width / 2`. */
  lines: { kind: QrSaveLineKind; fontSize: number; baseline: number }[];
}

/** The code's side on the picture: large enough for any bank app to read from the photo library. */
export const QR_SAVE_SIZE = 480;
export const QR_SAVE_MARGIN = 64;
const FONT_SIZES: Record<QrSaveLineKind, number> = { amount: 40, expires: 28, title: 24 };
const LINE_GAP = 16;
const TEXT_GAP = 40;

/** Lays out the picture: the code at the top inside its margin, then the lines, each 1.6 times its font size high. */
export function qrSaveLayout(kinds: readonly QrSaveLineKind[]): QrSaveLayout {
  const margin = QR_SAVE_MARGIN;
  const size = QR_SAVE_SIZE;
  const width = size + margin * 2;
  let y = margin + size + (kinds.length > 0 ? TEXT_GAP : 0);
  const lines = kinds.map((kind, index) => {
    const fontSize = FONT_SIZES[kind];
    const lineHeight = Math.round(fontSize * 1.6);
    // The baseline sits 70% down the line, leaving room for Thai and Lao marks above and below it.
    const baseline = y + Math.round(lineHeight * 0.7);
    y += lineHeight + (index < kinds.length - 1 ? LINE_GAP : 0);
    return { kind, fontSize, baseline };
  });
  return { width, height: y + margin, margin, qr: { x: margin, y: margin, size }, lines };
}
