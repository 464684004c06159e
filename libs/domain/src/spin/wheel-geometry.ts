import { LIMITS } from '../limits';

/** A whole turn in radians. */
export const FULL_TURN = Math.PI * 2;

/**
 * Where the wheel's pointer sits, in canvas radians (0 points right, angles grow clockwise because
 * the canvas y axis points down): straight up, spec §2 spin page.
 */
export const POINTER_ANGLE = -Math.PI / 2;

/** Angle in [0, 2π). */
export function normalizeAngle(angle: number): number {
  const turned = angle % FULL_TURN;
  return turned < 0 ? turned + FULL_TURN : turned;
}

/** Angle one slice takes on a wheel of `count` slices. */
export function sliceArc(count: number): number {
  return FULL_TURN / count;
}

/**
 * Index of the slice under the pointer when the wheel is turned by `rotation` radians (slice i
 * covers [rotation + i·arc, rotation + (i + 1)·arc), drawn clockwise from 3 o'clock), spec §4.
 */
export function sliceAtPointer(rotation: number, count: number): number {
  const arc = sliceArc(count);
  const index = Math.floor(normalizeAngle(POINTER_ANGLE - rotation) / arc);
  // A value a rounding hair below 2π would give `count`: that is slice 0's start.
  return index >= count ? 0 : index;
}

/**
 * Rotation at which the spin stops, spec §4 and §9: from `start` the wheel turns forward by
 * `extraTurns` whole turns plus the part of a turn that brings slice `index` under the pointer,
 * at `within` of the slice's width (0.5 is its centre; values are clamped to 0.1-0.9 so the
 * pointer never rests on a border). The distance travelled lies in [extraTurns, extraTurns + 1)
 * turns.
 */
export function stopRotation(start: number, index: number, count: number, extraTurns: number, within = 0.5): number {
  const arc = sliceArc(count);
  const inside = Math.min(0.9, Math.max(0.1, within));
  const wanted = normalizeAngle(POINTER_ANGLE - (index + inside) * arc);
  const remainder = normalizeAngle(wanted - start);
  return start + extraTurns * FULL_TURN + remainder;
}

/** The parameters of one spin animation (spec §9). */
export interface SpinPlan {
  /** Whole extra turns before the wheel settles: 3 or 4. */
  extraTurns: number;
  /** Length of the animation in ms. */
  durationMs: number;
}

/**
 * Draws the parameters of a spin from `random` (values in [0, 1)), spec §9: 3 to 4 whole extra
 * turns; a base duration uniform in 4000-5000 ms, scaled by turns × 0.1 (so 1200-2000 ms).
 */
export function planSpin(random: () => number): SpinPlan {
  const span = LIMITS.SPIN_EXTRA_TURNS_MAX - LIMITS.SPIN_EXTRA_TURNS_MIN + 1;
  const extraTurns = LIMITS.SPIN_EXTRA_TURNS_MIN + Math.min(span - 1, Math.floor(clampUnit(random()) * span));
  const base = LIMITS.SPIN_DURATION_MIN_MS + clampUnit(random()) * (LIMITS.SPIN_DURATION_MAX_MS - LIMITS.SPIN_DURATION_MIN_MS);
  return { extraTurns, durationMs: Math.round(base * extraTurns * 0.1) };
}

function clampUnit(value: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1 - Number.EPSILON) : 0;
}

/** Ease-out (cubic) of the spin, spec §2: fast at first, settling gently; 0 at 0, 1 at 1. */
export function spinEase(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** Rotation `elapsedMs` into a spin from `start` to `stop` lasting `durationMs`, eased out. */
export function rotationAt(start: number, stop: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return stop;
  return start + (stop - start) * spinEase(elapsedMs / durationMs);
}

/**
 * A slice colour darkened for the slices that did not win, spec §4 and §9: every channel of a
 * #rgb or #rrggbb colour times the brightness factor (0.25 by default, LIMITS.SPIN_DARKEN_FACTOR),
 * so the won slice stands out. Other colour syntaxes are returned unchanged.
 */
export function darkenColor(color: string, brightness: number = LIMITS.SPIN_DARKEN_FACTOR): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!hex) return color;
  const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
  const keep = Math.min(1, Math.max(0, brightness));
  const channels = [0, 2, 4].map((at) => Math.round(parseInt(digits.slice(at, at + 2), 16) * keep));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
