import type { SpinSlice } from '@wallet/api';
import { darkenColor, fitLabel, sliceArc } from '@wallet/domain';

const FONT_FAMILY = '"Noto Sans Thai", "Noto Sans Lao", system-ui, sans-serif';

export interface WheelFace {
  /** The slices and labels drawn once, at device pixels, in the wheel's own (unturned) frame. */
  image: HTMLCanvasElement;
  /** CSS pixels. */
  size: number;
}

/**
 * Paints the wheel's face once (slice colours, labels fitted by domain's fitLabel, rim) on an
 * off-screen canvas; every animation frame then only turns and copies this image, which keeps a
 * spin at 60 fps on a slow phone. Slices other than `winner` are darkened (spec section 9).
 */
export function paintWheelFace(slices: readonly SpinSlice[], size: number, pixelRatio: number, winner: number | null): WheelFace | null {
  const image = document.createElement('canvas');
  image.width = Math.round(size * pixelRatio);
  image.height = Math.round(size * pixelRatio);
  const ctx = image.getContext('2d');
  if (!ctx || slices.length === 0) return null;
  ctx.scale(pixelRatio, pixelRatio);
  const radius = size / 2;
  const arc = sliceArc(slices.length);
  ctx.translate(radius, radius);

  slices.forEach((slice, index) => {
    const dim = winner !== null && index !== winner;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, radius - 4, index * arc, (index + 1) * arc);
    ctx.closePath();
    ctx.fillStyle = dim ? darkenColor(slice.bgColor) : slice.bgColor;
    ctx.fill();
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)';
    ctx.lineWidth = 1;
    ctx.stroke();
    drawLabel(ctx, slice, index, arc, radius, dim);
  });

  ctx.beginPath();
  ctx.arc(0, 0, radius - 2, 0, Math.PI * 2);
  ctx.lineWidth = 4;
  ctx.strokeStyle = '#f5c542';
  ctx.stroke();
  return { image, size };
}

function drawLabel(ctx: CanvasRenderingContext2D, slice: SpinSlice, index: number, arc: number, radius: number, dim: boolean) {
  // Labels run along the radius, from near the rim towards the hub, in the slice's middle.
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
    ctx.font = `700 ${fontPx}px ${FONT_FAMILY}`;
    return ctx.measureText(text).width;
  };
  const { fontPx, lines } = fitLabel(slice.label, box, measure);
  ctx.save();
  ctx.rotate(index * arc + arc / 2);
  ctx.font = `700 ${fontPx}px ${FONT_FAMILY}`;
  ctx.fillStyle = dim ? darkenColor(slice.textColor) : slice.textColor;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const lineHeight = fontPx * 1.15;
  lines.forEach((line, row) => ctx.fillText(line, outer, (row - (lines.length - 1) / 2) * lineHeight));
  ctx.restore();
}

/** Copies the face onto the visible canvas turned by `rotation` radians. */
export function drawTurned(canvas: HTMLCanvasElement, face: WheelFace, rotation: number, pixelRatio: number) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const half = face.size / 2;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, face.size, face.size);
  ctx.translate(half, half);
  ctx.rotate(rotation);
  ctx.drawImage(face.image, -half, -half, face.size, face.size);
}
