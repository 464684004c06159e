import { useEffect, useState, useSyncExternalStore } from 'react';

// What a page adds after its first screen (the chat, the deposit watch, the install and update
// parts) must not compete with it for the phone's one busy thread: the largest paint of a
// member's arrival on home is its first rail of games, and everything run before it delays it.
// The shell says at start which screen the arrival shows; that screen says when it has drawn its
// first screen (or its failure); the extras wait for that, the page's load and an idle moment.

let awaited = false;
// Whether an arrival ever awaited its first screen: only then do the extras also wait for an idle
// moment after it. Elsewhere they come with the load event, as they always did.
let arrivalAwaited = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The arrival's screen will say when its first screen is drawn (markFirstScreenDrawn). */
export function awaitFirstScreen(): void {
  awaited = true;
  arrivalAwaited = true;
  notify();
}

/** The first screen is on screen (or will not be: the member left, or it failed): the extras may come. */
export function markFirstScreenDrawn(): void {
  if (!awaited) return;
  awaited = false;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const firstScreenPending = () => awaited;

/** Marks the first screen drawn once `drawn` is true, and when the screen goes before it is. */
export function useMarkFirstScreen(drawn: boolean): void {
  useEffect(() => {
    if (drawn) markFirstScreenDrawn();
  }, [drawn]);
  useEffect(() => markFirstScreenDrawn, []);
}

/** Past this, the extras come even if the first screen is still waiting (a stalled answer). */
export const FIRST_SCREEN_PATIENCE_MS = 8000;

const afterLoad = (callback: () => void): (() => void) => {
  if (document.readyState === 'complete') {
    callback();
    return () => undefined;
  }
  window.addEventListener('load', callback, { once: true });
  return () => window.removeEventListener('load', callback);
};

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1);
  return () => clearTimeout(timer);
};

/**
 * Whether the page's extras may come: the load event has passed and, on an arrival whose screen
 * said it would draw first, that first screen is drawn (or FIRST_SCREEN_PATIENCE_MS has passed
 * since the load) and the browser has had an idle moment since. Once true it stays true.
 */
export function useAfterFirstScreen(): boolean {
  const pending = useSyncExternalStore(subscribe, firstScreenPending, () => false);
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  const [patienceOver, setPatienceOver] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => (loaded ? undefined : afterLoad(() => setLoaded(true))), [loaded]);
  useEffect(() => {
    if (!loaded || !pending) return undefined;
    const timer = setTimeout(() => setPatienceOver(true), FIRST_SCREEN_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [loaded, pending]);
  const clear = loaded && (!pending || patienceOver);
  useEffect(() => {
    if (ready || !clear) return undefined;
    if (arrivalAwaited) return whenIdle(() => setReady(true));
    setReady(true);
    return undefined;
  }, [clear, ready]);
  return ready;
}
