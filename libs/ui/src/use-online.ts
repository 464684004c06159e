import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function followNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network: navigator.onLine, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(followNetwork, () => navigator.onLine);
}

/**
 * Why a money or prize action cannot be sent now, or null when it can (issue 19): while offline
 * such an action is disabled, never queued to go out later. `applies` false answers null, so a
 * component can ask for any button it draws.
 */
export function useMoneyActionPause(applies = true): string | null {
  const online = useOnline();
  const { t } = useTranslation('common');
  return applies && !online ? t('offline.paused') : null;
}
