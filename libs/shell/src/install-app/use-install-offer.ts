import { useSyncExternalStore } from 'react';
import type { InstallOffer } from '@wallet/domain';
import { installState, onInstallStateChange } from './install-prompt';

const currentOffer = (): InstallOffer => installState.source?.offer() ?? 'none';

/**
 * What this browser can do to install the app: 'none' until the installable app's part of the page
 * has come (update-slot.tsx), so the entry's own part is never downloaded before then.
 */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(onInstallStateChange, currentOffer, () => 'none' as const);
}
