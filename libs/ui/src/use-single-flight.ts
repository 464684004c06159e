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

const NOT_YET = Symbol('not yet succeeded');

/**
 * useSingleFlight for a money action whose success the screen shows only later: a modal that
 * closes, or an offer that is gone once its data is read again. After a success (the action
 * resolves true) later calls are ignored too, until `freshData` changes (give the fulfilled time of
 * the query that shows the offer; leave it out when the screen closes): a tap that lands before
 * the screen has caught up must not send the money again.
 */
export function useSingleSuccess<Args extends unknown[]>(action: (...args: Args) => Promise<boolean>, freshData?: unknown): (...args: Args) => Promise<void> {
  const succeededWith = useRef<unknown>(NOT_YET);
  // A ref, not the render's value: a tap that lands before the re-render must already see it.
  const latestData = useRef(freshData);
  latestData.current = freshData;
  return useSingleFlight(async (...args: Args) => {
    if (succeededWith.current === latestData.current) return;
    if (await action(...args)) succeededWith.current = latestData.current;
  });
}
