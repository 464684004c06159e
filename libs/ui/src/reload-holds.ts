import { useEffect, useSyncExternalStore } from 'react';

// What holds off a reload for a new release (issue 19): every open modal (a form being filled, a
// QR code being paid, an answer being read) and any other step the member is in the middle of,
// such as a turning wheel whose prize is still to show. Any screen can open one, so they count
// themselves in here, app-wide; the update prompt reads the count.

let holdCount = 0;
const listeners = new Set<() => void>();

function changeHoldCount(by: number): void {
  holdCount += by;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const readHoldCount = () => holdCount;

/** Holds off a reload while `active` is true (and the caller is mounted). Modal uses it for itself. */
export function useHoldReload(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    changeHoldCount(1);
    return () => changeHoldCount(-1);
  }, [active]);
}

/** How many modals and steps in progress hold off a reload now, kept current. */
export function useReloadHolds(): number {
  return useSyncExternalStore(subscribe, readHoldCount, readHoldCount);
}
