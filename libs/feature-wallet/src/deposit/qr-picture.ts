import { QR_SAVE_SIZE, qrCodeForm, qrImageSource, qrSaveLayout, type QrSaveLine } from '@wallet/domain';

/**
 * Draws a live deposit QR as a PNG (issue 29): the code on a white ground with a margin bank apps
 * can read, the amount and the expiry under it. Loaded only when a member taps Save QR, so the
 * deposit modal does not carry the canvas code.
 */

/** What the code is drawn from: the shown, already sanitized SVG, or an image address that passed the safe-address rule. */
export type QrPictureSource = { kind: 'svg'; markup: string } | { kind: 'image'; src: string };

/** Why no picture was made: the code's image cannot be read into a canvas, or anything else went wrong. */
export type QrPictureFailure = 'unreadable' | 'failed';

export class QrPictureError extends Error {
  override readonly name = 'QrPictureError';
  constructor(
    readonly reason: QrPictureFailure,
    options?: { cause?: unknown },
  ) {
    super(`QR picture ${reason}`, options);
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The code as the screen shows it, read from its frame: markup is taken from the sanitized DOM
 * (never from the raw server string), as its SVG or, for markup that is an image tag, the image's
 * address; the image form's address is checked again. Null when there is nothing drawable.
 */
export function qrPictureSource(frame: Element | null, qrcode: string): QrPictureSource | null {
  const form = qrCodeForm(qrcode);
  if (form === 'image') {
    const src = qrImageSource(qrcode);
    return src ? { kind: 'image', src } : null;
  }
  if (form !== 'markup' || !frame) return null;
  const svg = frame.querySelector('svg');
  if (svg) {
    const copy = svg.cloneNode(true) as SVGSVGElement;
    // Rasterized at the picture's own size, so the modules stay sharp.
    copy.setAttribute('xmlns', SVG_NS);
    copy.setAttribute('width', String(QR_SAVE_SIZE));
    copy.setAttribute('height', String(QR_SAVE_SIZE));
    if (!copy.hasAttribute('viewBox')) {
      const box = svg.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) copy.setAttribute('viewBox', `0 0 ${box.width} ${box.height}`);
    }
    return { kind: 'svg', markup: new XMLSerializer().serializeToString(copy) };
  }
  const img = frame.querySelector('img');
  const src = img ? qrImageSource(img.getAttribute('src')) : null;
  return src ? { kind: 'image', src } : null;
}

function loadImage(src: string, crossOrigin: boolean): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    if (crossOrigin) image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new QrPictureError('unreadable'));
    image.src = src;
  });
}

async function codeImage(source: QrPictureSource): Promise<HTMLImageElement> {
  if (source.kind === 'image') return loadImage(source.src, true);
  const url = URL.createObjectURL(new Blob([source.markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    return await loadImage(url, false);
  } finally {
    URL.revokeObjectURL(url);
  }
}

const INK = '#111827';
const SOFT_INK = '#4b5563';
const PAPER = '#ffffff';

function fontOf(line: QrSaveLine, size: number, family: string): string {
  return `${line.kind === 'amount' ? 700 : 400} ${size}px ${family}`;
}

/** Waits for the page's face to have the lines' characters (Thai and Lao faces load by range). */
async function loadFonts(lines: { font: string; text: string }[]): Promise<void> {
  const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
  if (!fonts) return;
  await Promise.all(lines.map(({ font, text }) => fonts.load(font, text).catch(() => [])));
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new QrPictureError('failed'))), 'image/png');
    } catch (error) {
      // A code image from another site without CORS taints the canvas: it cannot be exported.
      reject(new QrPictureError(error instanceof DOMException && error.name === 'SecurityError' ? 'unreadable' : 'failed', { cause: error }));
    }
  });
}

export interface DrawQrPictureInput {
  source: QrPictureSource;
  lines: QrSaveLine[];
  /** The page's font stack, so Thai and Lao read as on screen. */
  fontFamily: string;
}

/** The PNG of the code and its lines. Rejects with a QrPictureError. */
export async function drawQrPicture({ source, lines, fontFamily }: DrawQrPictureInput): Promise<Blob> {
  const layout = qrSaveLayout(lines.map((line) => line.kind));
  const [image] = await Promise.all([
    codeImage(source),
    loadFonts(lines.map((line, index) => ({ font: fontOf(line, layout.lines[index].fontSize, fontFamily), text: line.text }))),
  ]);
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext('2d');
  if (!context) throw new QrPictureError('failed');
  context.fillStyle = PAPER;
  context.fillRect(0, 0, layout.width, layout.height);
  // A small raster code is scaled up module by module, never blurred.
  context.imageSmoothingEnabled = false;
  try {
    context.drawImage(image, layout.qr.x, layout.qr.y, layout.qr.size, layout.qr.size);
  } catch (error) {
    throw new QrPictureError('unreadable', { cause: error });
  }
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  const room = layout.width - layout.margin;
  lines.forEach((line, index) => {
    const { fontSize, baseline } = layout.lines[index];
    let size = fontSize;
    context.font = fontOf(line, size, fontFamily);
    // A long translation is set smaller rather than cut or squeezed.
    while (size > 12 && context.measureText(line.text).width > room) {
      size -= 2;
      context.font = fontOf(line, size, fontFamily);
    }
    context.fillStyle = line.kind === 'title' ? SOFT_INK : INK;
    context.fillText(line.text, layout.width / 2, baseline);
  });
  return canvasBlob(canvas);
}
