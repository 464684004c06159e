import { useEffect, useState } from 'react';
import { useLookupNoticeQuery } from '@wallet/api';
import { loadSanitizer, sanitizerLoaded } from '@wallet/ui';

// How long home waits, once the wallet is in, for a slow notice: past this the content shows and
// the notice joins it when it comes.
const NOTICE_GRACE_MS = 1000;

/**
 * Whether home can draw its content now: the site notice is settled (its lookup answered or
 * failed, and the sanitizer is in when there is text to show), so the strip arrives with the rest
 * instead of pushing the balance down after it, or the wallet has waited NOTICE_GRACE_MS for it.
 */
export function useNoticeSettled(walletIn: boolean): boolean {
  const { data, isSuccess, isError } = useLookupNoticeQuery();
  const hasText = typeof data?.notice === 'string' && data.notice.trim() !== '';
  // Loaded ahead on an arrival (prefetchHomeAnswers): home's first draw is then its content, not a
  // skeleton drawn only to wait for this effect.
  const [sanitizerIn, setSanitizerIn] = useState(sanitizerLoaded);
  const [waitedEnough, setWaitedEnough] = useState(false);

  // Asked for with the lookup, not after it: a notice nearly always has text, and home's agreement
  // shows server HTML too, so the sanitizer's download does not wait for the answer.
  useEffect(() => {
    let live = true;
    // A sanitizer that cannot load leaves home to its grace time, as a slow notice does.
    loadSanitizer().then(
      () => live && setSanitizerIn(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!walletIn) return undefined;
    const timer = setTimeout(() => setWaitedEnough(true), NOTICE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [walletIn]);

  return isError || (isSuccess && (!hasText || sanitizerIn)) || waitedEnough;
}
