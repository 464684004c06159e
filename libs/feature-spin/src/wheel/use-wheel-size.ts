import { useEffect, useState } from 'react';
import { LIMITS, wheelCanvasSize } from '@wallet/domain';

/** The wheel's side in CSS px (spec section 9), recomputed 500 ms after the window stops resizing. */
export function useWheelSize(): number {
  const [size, setSize] = useState(() => wheelCanvasSize(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(wheelCanvasSize(window.innerWidth)), LIMITS.WHEEL_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}

/** Device pixels per CSS pixel, so the canvas stays sharp on high-density screens. */
export function pixelRatio(): number {
  return Math.max(1, window.devicePixelRatio || 1);
}

/** Whether the member asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
