import type { SpinSlice } from '@wallet/api';
import type { LabelTurn } from '@wallet/domain';
import { darkenColor, fitLabel, labelTurn, sliceArc } from '@wallet/domain';
import { readableSliceColours } from './readable-slice-colours';

/** The labels' font stack: the app's Thai and Lao faces first (use-label-faces waits for them). */
export const LABEL_FONT_FAMILY = '"Noto Sans Thai", "Noto Sans Lao", system-ui, sans-serif';

/**
 * Paints the wheel unturned (slice colours, labels fitted by domain's fitLabel, rim) at device
 * pixels. It is painted only when the slices, the size or the winner change: a spin turns the
 * canvas element itself, which the browser composites without repainting, so the wheel keeps
 * 60 fps on a slow phone. Slices other than `winner` are darkened (spec section 9). Labels are
 * written upright for the wheel turned by `turned` (domain labelTurn): it is painted again when it
 * stops, so the winning label reads the right way up.
 */
export function paintWheel(canvas: HTMLCanvasElement, slices: readonly SpinSlice[], size: number, pixelRatio: number, winner: number | null, turned = 0): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, size, size);
  if (slices.length === 0) return;
  const radius = size / 2;
  const arc = sliceArc(slices.length);
  ctx.translate(radius, radius);

  slices.forEach((slice, index) => {
    const dim = winner !== null && index !== winner;
    const colours = readableSliceColours(slice, index);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, radius - 4, index * arc, (index + 1) * arc);
    ctx.closePath();
    ctx.fillStyle = dim ? darkenColor(colours.background) : colours.background;
    ctx.fill();
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)';
    ctx.lineWidth = 1;
    ctx.stroke();
    drawLabel(ctx, slice.label, colours.text, labelTurn(index, slices.length, turned), arc, radius, dim);
  });

  ctx.beginPath();
  ctx.arc(0, 0, radius - 2, 0, Math.PI * 2);
  ctx.lineWidth = 4;
  ctx.strokeStyle = '#f5c542';
  ctx.stroke();
}

function drawLabel(ctx: CanvasRenderingContext2D, label: string, colour: string, turn: LabelTurn, arc: number, radius: number, dim: boolean) {
  // Labels run along the radius in the slice's middle, anchored near the rim.
  const outer = radius * 0.88;
  const inner = radius * 0.3;
  const middle = (outer + inner) / 2;
  const box = {
    maxWidth: outer - inner,
    maxHeight: Math.min(radius * 0.45, 2 * middle * Math.sin(arc / 2) * 0.85),
    maxFontPx: Math.max(10, Math.round(radius * 0.1)),
    minFontPx: 8,
  };
  const measure = (text: string, fontPx: number) => {
    ctx.font = `700 ${fontPx}px ${LABEL_FONT_FAMILY}`;
    return ctx.measureText(text).width;
  };
  const { fontPx, lines } = fitLabel(label, box, measure);
  ctx.save();
  ctx.rotate(turn.rotation);
  ctx.font = `700 ${fontPx}px ${LABEL_FONT_FAMILY}`;
  ctx.fillStyle = dim ? darkenColor(colour) : colour;
  // Upright either way: a turned label starts at the rim (now on its left) and runs inwards.
  ctx.textAlign = turn.flipped ? 'left' : 'right';
  ctx.textBaseline = 'middle';
  const anchor = turn.flipped ? -outer : outer;
  const lineHeight = fontPx * 1.15;
  lines.forEach((line, row) => ctx.fillText(line, anchor, (row - (lines.length - 1) / 2) * lineHeight));
  ctx.restore();
}
