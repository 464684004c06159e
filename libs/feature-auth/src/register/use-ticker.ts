import { useEffect, useState } from 'react';

/**
 * The current time in epoch milliseconds, read again every second while `running`, and once more
 * whenever `running` changes: a caller that stops the ticker because the wall clock has passed its
 * deadline must not be left holding the reading from before that deadline.
 */
export function useTicker(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
