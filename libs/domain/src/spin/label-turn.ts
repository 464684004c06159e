import { normalizeAngle, sliceArc } from './wheel-geometry';

export interface LabelTurn {
  /** How far to turn the canvas to write the label (radians, on the unturned wheel). */
  rotation: number;
  /** The label is turned half a circle so it stands upright: it is then written from the rim inwards. */
  flipped: boolean;
}

/**
 * How a slice's label is written on the wheel (spec section 2: a wheel drawn from the slices):
 * along the slice's middle, anchored at the rim, and always upright as the member sees it with
 * the wheel turned by `wheelRotation`. A label whose slice points left is turned half a circle,
 * so no label (the winning one included) is ever upside down.
 */
export function labelTurn(index: number, sliceCount: number, wheelRotation = 0): LabelTurn {
  const middle = (index + 0.5) * sliceArc(sliceCount);
  const onScreen = normalizeAngle(middle + wheelRotation);
  const flipped = onScreen > Math.PI / 2 && onScreen < (3 * Math.PI) / 2;
  return { rotation: flipped ? middle + Math.PI : middle, flipped };
}
