import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasToken } from '@wallet/api';
import type { RegionConfig } from '@wallet/config';
import { createI18n } from '@wallet/i18n';
import { awaitFirstScreen } from '@wallet/ui';
import { arrivalMarksFirstScreen, prefetchArrivalAnswers, preloadScreensFor } from './feature-screens';
import { startFieldReportsAfterLoad } from './field-reports/start-field-reports';
import { captureInstallPrompt } from './install-app/install-prompt';
import { createAppServices, WalletApp } from './wallet-app';

/** How long the first paint waits for home's first answers at most: a slow server still gets its frame. */
export const FIRST_ANSWERS_PATIENCE_MS = 1000;

export interface MountOptions {
  /** A production build: it installs as an app (service worker) and offers new releases. */
  installable?: boolean;
}

/**
 * Boots a regional build: loads the active language first so the first paint is translated, and
 * meanwhile the screen the address shows, so the first paint is that screen in its frame.
 */
export async function mountWallet(element: HTMLElement, config: RegionConfig, { installable = false }: MountOptions = {}): Promise<void> {
  // Chromium offers installation once, early: kept for the member menu's 'Install app'.
  captureInstallPrompt();
  const session = { member: hasToken() };
  const arrivalScreens = preloadScreensFor(window.location.pathname, session);
  // The chat, the deposit watch and the update and install parts wait for the first screen of
  // home or of a public screen: come before it, they were what its first paint waited for.
  if (arrivalMarksFirstScreen(window.location.pathname, session)) awaitFirstScreen();
  // Field reports (where configured) watch for failures from here on, before the first render.
  let language = () => config.defaultLocale as string;
  startFieldReportsAfterLoad(config, () => language());
  const i18n = await createI18n({ defaultLocale: config.defaultLocale });
  language = () => i18n.language;
  const services = createAppServices(config, i18n);
  const answers = prefetchArrivalAnswers(window.location.pathname, session, services.store.dispatch);
  // The arrival's screen is drawn with the frame, in one draw and one paint: its code, preloaded by
  // the document, comes with the entry's, and home's first answers, which the document asked for,
  // most often before it (a first visit's notice text likewise). One that fails is told where it
  // would be; a slow answer waits in home's skeleton, drawn after FIRST_ANSWERS_PATIENCE_MS.
  await Promise.all([arrivalScreens, Promise.race([answers, new Promise((resolve) => setTimeout(resolve, FIRST_ANSWERS_PATIENCE_MS))])]);
  // Drawn as a transition: React yields to the browser every few milliseconds while it builds the
  // frame and the screen, so the first draw is many short tasks instead of one that keeps a tap
  // waiting; what the member sees is still committed and painted at once.
  startTransition(() =>
    createRoot(element).render(
      <StrictMode>
        <WalletApp config={config} i18n={i18n} installable={installable} services={services} />
      </StrictMode>,
    ),
  );
}
