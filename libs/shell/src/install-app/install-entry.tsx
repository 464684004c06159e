import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InstallIcon, onDemand } from '@wallet/ui';
import type { InstallOffer } from '@wallet/domain';
import { TopBarIconButton } from '../top-bar-icon-button';
import { installState } from './install-prompt';

// Opened from the top bar, in Safari on iOS only; downloaded then.
const InstallStepsDialog = onDemand(() => import('./install-steps-dialog').then((m) => m.InstallStepsDialog), 'dialog');

/**
 * The member area's 'Install app' (issue 29): an icon button for the top bar, and the Share steps
 * sheet it opens in Safari on iOS. It sits in the top bar rather than the menu (issue 38 item 12):
 * as a sixth item it crowded the menu, whose Lao labels then wrapped. A part of its own, downloaded
 * only where this browser can install the app (useInstallOffer).
 */
export function InstallEntry({ offer }: { offer: Exclude<InstallOffer, 'none'> }) {
  const { t } = useTranslation('common');
  const [stepsOpen, setStepsOpen] = useState(false);
  const label = t('install.entry');
  return (
    <>
      <TopBarIconButton type="button" aria-label={label} title={label} onClick={offer === 'prompt' ? () => void installState.source?.startPrompt() : () => setStepsOpen(true)}>
        <InstallIcon />
      </TopBarIconButton>
      {stepsOpen && offer === 'ios-steps' && (
        <Suspense fallback={null}>
          <InstallStepsDialog open onClose={() => setStepsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
