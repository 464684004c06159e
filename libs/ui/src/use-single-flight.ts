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

/**
 * useSingleFlight for an action that ends its screen (a money modal that closes once the server
 * has said yes): after it has succeeded (the action resolves true) every later call is ignored as
 * well, so a tap that lands before the closed modal is gone cannot send the money again.
 */
export function useSingleSuccess<Args extends unknown[]>(action: (...args: Args) => Promise<boolean>): (...args: Args) => Promise<void> {
  const succeeded = useRef(false);
  return useSingleFlight(async (...args: Args) => {
    if (succeeded.current) return;
    succeeded.current = await action(...args);
  });
}
