import { useCallback, useRef } from 'react';

/**
 * Wraps an async action so a second call while the first is still running is ignored. A busy
 * button is disabled only after React re-renders; two taps inside one frame would otherwise both
 * get through, and a money action must never be sent twice by accident.
 */
export function useSingleFlight<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>): (...args: Args) => Promise<void> {
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  return useCallback(async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    try {
      await latest.current(...args);
    } finally {
      running.current = false;
    }
  }, []);
}
