import { useCallback, useEffect, useRef } from 'react';
import type { SpinSlice } from '@wallet/api';
import { planSpin, rotationAt, stopRotation } from '@wallet/domain';
import { drawTurned, paintWheelFace, type WheelFace } from './draw-wheel';
import { pixelRatio } from './use-wheel-size';

const FADE_MS = 300;

/**
 * The wheel on its canvas: repainted when the slices, the size or the winner change, and turned
 * by requestAnimationFrame during a spin (spec sections 4 and 9). With reduced motion the wheel
 * jumps to the result behind a short fade.
 */
export function useWheel(slices: readonly SpinSlice[], size: number, winner: number | null) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rotation = useRef(0);
  const face = useRef<WheelFace | null>(null);
  const frame = useRef(0);
  const ratio = pixelRatio();

  const draw = useCallback(() => {
    if (canvasRef.current && face.current) drawTurned(canvasRef.current, face.current, rotation.current, ratio);
  }, [ratio]);

  useEffect(() => {
    face.current = paintWheelFace(slices, size, ratio, winner);
    draw();
  }, [slices, size, ratio, winner, draw]);

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
          draw();
          canvasRef.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, easing: 'ease-out' });
          setTimeout(resolve, FADE_MS);
          return;
        }
        let began: number | null = null;
        const step = (now: number) => {
          began ??= now;
          const elapsed = now - began;
          rotation.current = rotationAt(start, stop, elapsed, plan.durationMs);
          draw();
          if (elapsed >= plan.durationMs) resolve();
          else frame.current = requestAnimationFrame(step);
        };
        frame.current = requestAnimationFrame(step);
      }),
    [slices.length, draw],
  );

  return { canvasRef, spinTo, ratio };
}
