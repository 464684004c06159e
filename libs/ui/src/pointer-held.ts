import { useSyncExternalStore } from 'react';

// Whether a finger or mouse button is down on the page. Released one task after the pointer is
// lifted, so the click that follows the lift has been dispatched by then.
let held = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  if (held === value) return;
  held = value;
  listeners.forEach((listener) => listener());
};
const press = () => set(true);
const lift = () => setTimeout(() => set(false));

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('pointerdown', press, true);
    window.addEventListener('pointerup', lift, true);
    window.addEventListener('pointercancel', lift, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('pointerdown', press, true);
    window.removeEventListener('pointerup', lift, true);
    window.removeEventListener('pointercancel', lift, true);
    held = false;
  };
}

/** True from a pointer's press until just after its click: a tap in progress. */
export function usePointerHeld(): boolean {
  return useSyncExternalStore(subscribe, () => held, () => false);
}
