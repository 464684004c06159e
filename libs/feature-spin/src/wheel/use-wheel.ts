import { useCallback, useEffect, useRef } from 'react';
import type { SpinSlice } from '@wallet/api';
import { planSpin, rotationAt, stopRotation } from '@wallet/domain';
import { paintWheel } from './draw-wheel';
import { useLabelFaces } from './use-label-faces';
import { pixelRatio } from './use-wheel-size';

const FADE_MS = 300;

/**
 * The wheel on its canvas: painted when the slices, the size or the winner change, and turned
 * frame by frame with requestAnimationFrame during a spin (spec sections 4 and 9). Each frame
 * only sets the canvas's rotation, so no frame repaints the wheel. With reduced motion the wheel
 * jumps to the result behind a short fade. It is painted again when the labels' faces arrive.
 */
export function useWheel(slices: readonly SpinSlice[], size: number, winner: number | null) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rotation = useRef(0);
  const frame = useRef(0);
  const ratio = pixelRatio();
  const faces = useLabelFaces(slices);

  const turn = useCallback(() => {
    if (canvasRef.current) canvasRef.current.style.transform = `rotate(${rotation.current}rad)`;
  }, []);

  useEffect(() => {
    if (canvasRef.current) paintWheel(canvasRef.current, slices, size, ratio, winner, rotation.current);
    turn();
  }, [slices, size, ratio, winner, turn, faces]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const spinTo = useCallback(
    (index: number, reducedMotion: boolean) =>
      new Promise<void>((resolve) => {
        const plan = planSpin(Math.random);
        const start = rotation.current;
        // Somewhere inside the won slice, never on its border.
        const stop = stopRotation(start, index, slices.length, plan.extraTurns, 0.2 + 0.6 * Math.random());
        if (reducedMotion) {
          rotation.current = stop;
          turn();
          canvasRef.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, easing: 'ease-out' });
          setTimeout(resolve, FADE_MS);
          return;
        }
        let began: number | null = null;
        const step = (now: number) => {
          began ??= now;
          const elapsed = now - began;
          rotation.current = rotationAt(start, stop, elapsed, plan.durationMs);
          turn();
          if (elapsed >= plan.durationMs) resolve();
          else frame.current = requestAnimationFrame(step);
        };
        // The wheel starts one frame late: the screen first takes the render that the spin's answer
        // caused (the coin counter), so that work never lands in a frame where the wheel moves.
        frame.current = requestAnimationFrame(() => (frame.current = requestAnimationFrame(step)));
      }),
    [slices.length, turn],
  );

  return { canvasRef, spinTo, ratio };
}
