import { installOffer, type InstallOffer } from '@wallet/domain';
import { installState, installStateChanged, provideInstallOfferSource } from './install-prompt';
import { linkWebManifest } from './web-manifest';

const STANDALONE_QUERY = '(display-mode: standalone)';

function runsStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.(STANDALONE_QUERY).matches === true;
}

const currentOffer = (): InstallOffer =>
  installOffer({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: runsStandalone(),
    promptCaptured: installState.prompt !== null,
    installed: installState.installed,
  });

async function startPrompt(): Promise<void> {
  const event = installState.prompt;
  if (!event || installState.prompting) return;
  installState.prompting = true;
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') installState.installed = true;
  } catch {
    // A prompt the browser refused to show: used up all the same.
  } finally {
    // A prompt shows once; the browser may offer a fresh one later.
    if (installState.prompt === event) installState.prompt = null;
    installState.prompting = false;
    installStateChanged();
  }
}

/**
 * Links the web manifest, which lets the browser offer installation, and lets the member menu offer
 * it (issue 29) where this browser can install the app: the rule is the domain's, from the user
 * agent, the display mode and the kept prompt. Returns what stops the menu's offer.
 */
export function offerInstallation(): () => void {
  linkWebManifest();
  const standalone = window.matchMedia?.(STANDALONE_QUERY);
  standalone?.addEventListener?.('change', installStateChanged);
  const withdraw = provideInstallOfferSource({ offer: currentOffer, startPrompt });
  return () => {
    standalone?.removeEventListener?.('change', installStateChanged);
    withdraw();
  };
}
