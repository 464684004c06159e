import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as StoreProvider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createWalletStore } from '@wallet/api';
import { loadErrorCodeTexts } from '@wallet/i18n';
import { RegionProvider, type RegionConfig } from '@wallet/config';
import { GlobalStyle, lightTheme, ToastProvider } from '@wallet/ui';
import { AppRoutes } from './app-routes';
import { CallsLoadingOverlay } from './calls-loading-overlay';
import { ErrorBoundary } from './error-boundary';
import { createNavigator, NavigationBridge } from './navigation-bridge';
import { UpdateSlot } from './update-slot';

export interface WalletAppProps {
  config: RegionConfig;
  i18n: i18n;
  /** A production build: it installs as an app (service worker) and offers new releases. */
  installable?: boolean;
  /** The store and navigator, when made before the first render (mount-wallet); else made here. */
  services?: AppServices;
}

export type AppServices = ReturnType<typeof createAppServices>;

/** The app's store (its calls translated and navigating through the router) and the navigator it uses. */
export function createAppServices(config: RegionConfig, i18n: i18n) {
  const navigator = createNavigator();
  const store = createWalletStore({
    apiBase: config.apiBase,
    trueLinkSecret: config.trueLinkSecret,
    // Keys come from the error table at run time, so the typed-key check cannot apply here.
    translate: (key, options) => String(i18n.t(key as never, options as never)),
    navigate: navigator.navigate,
    loadErrorTexts: loadErrorCodeTexts,
  });
  return { store, attachNavigate: navigator.attach };
}

/** Everything a screen relies on, in one place: region, store, translations, theme, toasts, router. */
export function WalletApp({ config, i18n, installable = false, services }: WalletAppProps) {
  const [{ store, attachNavigate }] = useState(() => services ?? createAppServices(config, i18n));
  return (
    <RegionProvider config={config}>
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={lightTheme}>
            <GlobalStyle />
            <ToastProvider>
              <BrowserRouter>
                <NavigationBridge attach={attachNavigate} />
                <ErrorBoundary>
                  <AppRoutes />
                </ErrorBoundary>
                <CallsLoadingOverlay />
              </BrowserRouter>
              {installable && (
                // The prompt is an extra: if it fails, the screen stays.
                <ErrorBoundary fallback={null}>
                  <UpdateSlot runningVersion={config.appVersion} />
                </ErrorBoundary>
              )}
            </ToastProvider>
          </ThemeProvider>
        </I18nextProvider>
      </StoreProvider>
    </RegionProvider>
  );
}
