/** WCAG 2.x relative luminance of a '#rrggbb' colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Expected a #rrggbb colour, got "${hex}"`);
  const value = Number.parseInt(match[1], 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio between two '#rrggbb' colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

const BLACK = '#000000';
const WHITE = '#ffffff';
/** WCAG 1.4.3 for body text: the ratio a text colour must reach on its background. */
const TEXT_CONTRAST = 4.5;

const channelHex = (value: number) => Math.round(Math.min(255, Math.max(0, value))).toString(16).padStart(2, '0');

/**
 * A CSS colour as '#rrggbb' when it can be measured: '#rgb', '#rrggbb' (their alpha forms read
 * as opaque) and 'rgb()' / 'rgba()' in numbers or percentages; null for names, hsl() and the rest.
 */
export function measurableColour(css: string): string | null {
  const colour = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(colour)?.[1];
  if (hex) return `#${hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex.slice(0, 6)}`;
  const rgb = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(colour);
  if (!rgb) return null;
  return `#${rgb.slice(1, 4).map((part) => channelHex(part.endsWith('%') ? (Number.parseFloat(part) * 255) / 100 : Number.parseFloat(part))).join('')}`;
}

/**
 * The colour to write on `background`: `preferred` when it reaches 4.5:1 there, else black or
 * white, whichever reads better (one of the two always reaches 4.58:1). Colours from a server
 * (the wheel's slices) go through this, so no pair it sends can make a label unreadable. A
 * background that cannot be measured keeps `preferred`.
 */
export function readableTextOn(background: string, preferred: string): string {
  const ground = measurableColour(background);
  if (!ground) return preferred;
  const wanted = measurableColour(preferred);
  if (wanted && contrastRatio(wanted, ground) >= TEXT_CONTRAST) return preferred;
  return contrastRatio(BLACK, ground) >= contrastRatio(WHITE, ground) ? BLACK : WHITE;
}
