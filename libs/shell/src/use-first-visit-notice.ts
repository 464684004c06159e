import { useCallback, useEffect, useState } from 'react';
import { publicAgreementAcknowledged } from '@wallet/config';

/**
 * How long a first visit's screen waits for the agreement notice: past this (its code or its text
 * cannot be had, a stalled network) the screen is the visitor's, and the notice is not shown on
 * this page any more, so it can never open on a visitor already typing.
 */
export const NOTICE_PATIENCE_MS = 5000;

/**
 * The first-visit agreement notice comes before the screen can be used (issue 38 item 1): a notice
 * opening on a form would take every key typed after it. `asking` is true while the notice is to be
 * shown: the screen under it stays inert until `settle` (answered, or nothing to ask) or the
 * patience runs out.
 */
export function useFirstVisitNotice(): { asking: boolean; settle: () => void } {
  const [asking, setAsking] = useState(() => !publicAgreementAcknowledged());
  const settle = useCallback(() => setAsking(false), []);
  useEffect(() => {
    if (!asking) return undefined;
    const timer = setTimeout(settle, NOTICE_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [asking, settle]);
  return { asking, settle };
}
