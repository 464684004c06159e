import { LIMITS } from '../limits';

/** The wheel's state that decides whether a click spins (spec §4). */
export interface SpinGate {
  spinning: boolean;
  coins: number;
}

/** Spin click, spec §4 and §5: ignored while spinning or when coins are 0 or less (or not a number). */
export function canSpin(gate: SpinGate): boolean {
  return !gate.spinning && Number.isFinite(gate.coins) && gate.coins > 0;
}

/**
 * Spin-wheel canvas side in px, spec §9: the smaller of 350 and 85% of the window width, floored
 * (Math.min(350, Math.floor(width * 0.85))); never negative, 0 for a width that is not a number.
 */
export function wheelCanvasSize(windowWidth: number): number {
  if (Number.isNaN(windowWidth)) return 0;
  const size = Math.min(LIMITS.WHEEL_CANVAS_MAX_PX, Math.floor(windowWidth * LIMITS.WHEEL_CANVAS_WIDTH_RATIO));
  return Math.max(0, size);
}
