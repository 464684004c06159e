import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InstallIcon, onDemand, type BottomMenuItem } from '@wallet/ui';
import { installState, onInstallStateChange } from './install-prompt';

// Opened from the menu, in Safari on iOS only; downloaded then.
const InstallStepsDialog = onDemand(() => import('./install-steps-dialog').then((m) => m.InstallStepsDialog), 'dialog');

const currentOffer = () => installState.source?.offer() ?? 'none';

/**
 * The member menu's 'Install app' (issue 29): its item where this browser can install the app
 * (none otherwise, and none until the installable app's part of the page has come), and the Share
 * steps sheet it opens in Safari on iOS.
 */
export function useInstallEntry(): { item: BottomMenuItem | null; sheet: ReactNode } {
  const { t } = useTranslation('common');
  const offer = useSyncExternalStore(onInstallStateChange, currentOffer, () => 'none' as const);
  const [stepsOpen, setStepsOpen] = useState(false);
  const item: BottomMenuItem | null =
    offer === 'none'
      ? null
      : {
          key: 'install',
          label: t('install.entry'),
          icon: <InstallIcon />,
          onSelect: offer === 'prompt' ? () => void installState.source?.startPrompt() : () => setStepsOpen(true),
        };
  const sheet = stepsOpen && offer === 'ios-steps' && (
    <Suspense fallback={null}>
      <InstallStepsDialog open onClose={() => setStepsOpen(false)} />
    </Suspense>
  );
  return { item, sheet };
}
