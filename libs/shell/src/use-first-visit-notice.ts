import { useCallback, useEffect, useState } from 'react';
import { publicAgreementAcknowledged } from '@wallet/config';

/**
 * The first-visit agreement notice comes before the screen can be used (issue 38 item 1): a notice
 * opening on a form would take every key typed after it. `asking` is true while the notice is to be
 * shown: the screen under it stays inert until `settle` (the notice answered, or nothing to ask:
 * acknowledged before, no agreement, a failed lookup) or until the notice's code cannot be had
 * (`load` rejects), when the visit goes on without it. No clock decides it: a slow phone gets the
 * notice however late it comes, and never after a form it could interrupt.
 */
export function useFirstVisitNotice(load: () => Promise<unknown>): { asking: boolean; settle: () => void } {
  const [asking, setAsking] = useState(() => !publicAgreementAcknowledged());
  const settle = useCallback(() => setAsking(false), []);
  useEffect(() => {
    if (!asking) return undefined;
    let live = true;
    load().catch(() => live && settle());
    return () => {
      live = false;
    };
  }, [asking, load, settle]);
  return { asking, settle };
}
