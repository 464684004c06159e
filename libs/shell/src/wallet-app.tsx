import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RegionProvider, type RegionConfig } from '@wallet/config';
import { GlobalStyle, lightTheme, ToastProvider } from '@wallet/ui';
import { AppRoutes } from './app-routes';
import { ErrorBoundary } from './error-boundary';

export interface WalletAppProps {
  config: RegionConfig;
  i18n: i18n;
}

/** Everything a screen relies on, in one place: region, translations, theme, toasts, router. */
export function WalletApp({ config, i18n }: WalletAppProps) {
  return (
    <RegionProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={lightTheme}>
          <GlobalStyle />
          <ToastProvider>
            <BrowserRouter>
              <ErrorBoundary>
                <AppRoutes />
              </ErrorBoundary>
            </BrowserRouter>
          </ToastProvider>
        </ThemeProvider>
      </I18nextProvider>
    </RegionProvider>
  );
}
