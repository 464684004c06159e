import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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

// In the page's flow under the top bar (and the top menu when wide), so it never covers a control,
// the bottom menu or the chat launcher. Always in the document, empty while online, so screen
// readers announce it the moment the network drops.
const Banner = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.warning};
  font-weight: 700;
  text-align: center;
  &:empty {
    padding: 0;
  }
`;

/** Says the network is gone, that money and prize actions are off meanwhile (none is queued), and that readings update on return. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  return <Banner role="status">{useOnline() ? null : t('offline.banner')}</Banner>;
}
