import { startTransition, useEffect, useState } from 'react';
import { nextTask } from './next-task';

// What a page adds after its first screen (the chat, the deposit watch, the install and update
// parts) must not compete with it for the phone's one busy thread: the largest paint of a
// member's arrival on home is its first rail of games, and everything run before it delays it.
// The shell says at start which screen the arrival shows; that screen says when it has drawn its
// first screen (or its failure); the extras wait for that, the page's load, its paint and an idle
// moment.

// One store for the whole page, so each part that waits is drawn again once, when the extras may
// come, and not for each step on the way (the load, the first screen, the idle moment).
let awaited = false;
// Whether an arrival ever awaited its first screen: only then do the extras also wait for an idle
// moment after it. Elsewhere they come with the load event, as they always did.
let arrivalAwaited = false;
let loaded = typeof document !== 'undefined' && document.readyState === 'complete';
let extrasReady = false;
// The patience or idle wait under way, as what cancels it.
let cancelWait: (() => void) | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Past this, the extras come even if the first screen is still waiting (a stalled answer). */
export const FIRST_SCREEN_PATIENCE_MS = 8000;

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1);
  return () => clearTimeout(timer);
};

/** How long a page that draws no frame (a hidden tab) holds the extras after its first screen. */
const UNPAINTED_PAGE_MS = 1000;

/**
 * Runs `callback` at an idle moment after the next frame is painted: an idle moment alone came
 * between the first screen's commit and its paint, and what the extras asked for then was still
 * waited for by that paint. A hidden page paints no frame; it goes on after UNPAINTED_PAGE_MS.
 */
const whenPaintedAndIdle = (callback: () => void): (() => void) => {
  let cancelIdle: (() => void) | undefined;
  const painted = () => {
    cancelAnimationFrame(frame);
    clearTimeout(unpainted);
    cancelIdle ??= whenIdle(callback);
  };
  const frame = requestAnimationFrame(painted);
  const unpainted = setTimeout(painted, UNPAINTED_PAGE_MS);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(unpainted);
    cancelIdle?.();
  };
};

const openExtras = () => {
  cancelWait = undefined;
  extrasReady = true;
  notify();
};

/** Moves the store on from what it knows: the load, the first screen, the patience, an idle moment. */
function settle(): void {
  cancelWait?.();
  cancelWait = undefined;
  if (extrasReady || !loaded) return;
  if (awaited) {
    const timer = setTimeout(() => {
      awaited = false;
      settle();
    }, FIRST_SCREEN_PATIENCE_MS);
    cancelWait = () => clearTimeout(timer);
  } else if (arrivalAwaited) cancelWait = whenPaintedAndIdle(openExtras);
  else openExtras();
}

if (loaded) settle();
else if (typeof window !== 'undefined') {
  window.addEventListener(
    'load',
    () => {
      loaded = true;
      settle();
    },
    { once: true },
  );
}

/** The arrival's screen will say when its first screen is drawn (markFirstScreenDrawn). */
export function awaitFirstScreen(): void {
  awaited = true;
  arrivalAwaited = true;
  extrasReady = false;
  settle();
  notify();
}

/** The first screen is on screen (or will not be: the member left, or it failed): the extras may come. */
export function markFirstScreenDrawn(): void {
  if (!awaited) return;
  awaited = false;
  settle();
}


/** Marks the first screen drawn once `drawn` is true, and when the screen goes before it is. */
export function useMarkFirstScreen(drawn: boolean): void {
  useEffect(() => {
    if (drawn) markFirstScreenDrawn();
  }, [drawn]);
  useEffect(() => markFirstScreenDrawn, []);
}

/**
 * Whether the page's extras may come: the load event has passed and, on an arrival whose screen
 * said it would draw first, that first screen is drawn (or FIRST_SCREEN_PATIENCE_MS has passed
 * since the load) and the browser has painted a frame and had an idle moment since. Once true it
 * stays true for the page's life (only a new arrival's awaitFirstScreen, at start, sets it back).
 */
export function useAfterFirstScreen(): boolean {
  const [mayCome, setMayCome] = useState(extrasReady);
  useEffect(() => {
    if (mayCome) return;
    // The parts that come (the chat, the update check, the deposit watch) are drawn as a
    // transition, in slices React yields between: drawn at once, they were one long task after
    // the first paint, which a tap would wait through.
    const listener = () => {
      if (extrasReady) startTransition(() => setMayCome(true));
    };
    listeners.add(listener);
    listener();
    return () => void listeners.delete(listener);
  }, [mayCome]);
  return mayCome;
}

/**
 * Runs `callback` once the extras may come (at once if they may); gives what cancels the wait.
 * Each waiting callback runs in a task of its own: run together where the extras open, they were
 * one long task after the first screen.
 */
export function onceExtrasMayCome(callback: () => void): () => void {
  if (extrasReady) {
    callback();
    return () => undefined;
  }
  let cancelled = false;
  const listener = () => {
    if (!extrasReady) return;
    listeners.delete(listener);
    void nextTask().then(() => cancelled || callback());
  };
  listeners.add(listener);
  return () => {
    cancelled = true;
    listeners.delete(listener);
  };
}

/**
 * Runs `callback` (a stable function) once the extras may come, or at once if they may, without
 * drawing the part that asks again: for work the screen does not show (a download ahead of a tap).
 */
export function useOnAfterFirstScreen(callback: () => void): void {
  useEffect(() => onceExtrasMayCome(callback), [callback]);
}
