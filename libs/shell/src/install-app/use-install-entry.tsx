import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InstallIcon, onDemand } from '@wallet/ui';
import { TopBarIconButton } from '../top-bar-icon-button';
import { installState, onInstallStateChange } from './install-prompt';

// Opened from the top bar, in Safari on iOS only; downloaded then.
const InstallStepsDialog = onDemand(() => import('./install-steps-dialog').then((m) => m.InstallStepsDialog), 'dialog');

const currentOffer = () => installState.source?.offer() ?? 'none';

/**
 * The member area's 'Install app' (issue 29): an icon button for the top bar where this browser
 * can install the app (none otherwise, and none until the installable app's part of the page has
 * come), and the Share steps sheet it opens in Safari on iOS. It sits in the top bar rather than
 * the menu (issue 38 item 12): as a sixth item it crowded the menu, whose Lao labels then wrapped.
 */
export function useInstallEntry(): { button: ReactNode; sheet: ReactNode } {
  const { t } = useTranslation('common');
  const offer = useSyncExternalStore(onInstallStateChange, currentOffer, () => 'none' as const);
  const [stepsOpen, setStepsOpen] = useState(false);
  const label = t('install.entry');
  const button = offer !== 'none' && (
    <TopBarIconButton type="button" aria-label={label} title={label} onClick={offer === 'prompt' ? () => void installState.source?.startPrompt() : () => setStepsOpen(true)}>
      <InstallIcon />
    </TopBarIconButton>
  );
  const sheet = stepsOpen && offer === 'ios-steps' && (
    <Suspense fallback={null}>
      <InstallStepsDialog open onClose={() => setStepsOpen(false)} />
    </Suspense>
  );
  return { button, sheet };
}
