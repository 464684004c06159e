import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@wallet/domain';

/** A chat alert that vanishes after 4 s (spec §5, §9). */
export function useChatAlert() {
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    if (alert === null) return undefined;
    const timer = setTimeout(() => setAlert(null), LIMITS.CHAT_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  return { alert, show: useCallback((text: string) => setAlert(text), []) };
}
