import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs `action` `delayMs` after the last call (repeated presses within the delay count once);
 * `pending` is true from the first press until the action has been started.
 */
export function useDebouncedAction(action: () => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(action);
  const [pending, setPending] = useState(false);
  latest.current = action;
  useEffect(() => () => clearTimeout(timer.current), []);
  const trigger = useCallback(() => {
    clearTimeout(timer.current);
    setPending(true);
    timer.current = setTimeout(() => {
      setPending(false);
      latest.current();
    }, delayMs);
  }, [delayMs]);
  return { trigger, pending };
}
