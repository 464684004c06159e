import { useEffect, useState } from 'react';

/** Whether the page's load event has passed: parts that need not weigh on the first load wait for it. */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return undefined;
    const done = () => setLoaded(true);
    // It may have loaded between the first render and this effect.
    if (document.readyState === 'complete') done();
    window.addEventListener('load', done);
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}
