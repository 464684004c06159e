import { act, getConfig, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, parsePath } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Locale } from '@wallet/config';
import { createTestI18n } from '@wallet/i18n/testing';
import { lightTheme, type WalletTheme } from './theme';
import { ToastProvider } from './toast';

export interface UiRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  route?: string;
  /** The router's state on arrival at `route` (what a page hands the next one through navigate). */
  routeState?: unknown;
  theme?: WalletTheme;
  /** An extra provider around the tree, such as a store (see @wallet/api/testing). */
  wrap?: (children: ReactNode) => ReactNode;
}

/** Renders with everything a screen expects around it: theme, translations, toasts and a router. */
export function renderWithUi(ui: ReactElement, { locale = 'en', route = '/', routeState, theme = lightTheme, wrap = (children) => children, ...options }: UiRenderOptions = {}) {
  const i18n = createTestI18n(locale);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <ToastProvider>
            <MemoryRouter initialEntries={[{ ...parsePath(route), state: routeState }]}>{wrap(children)}</MemoryRouter>
          </ToastProvider>
        </ThemeProvider>
      </I18nextProvider>
    );
  }
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * The browser loses (false) or regains (true) its network, as Chromium reports it: navigator.onLine
 * and the window's offline or online event. Restore with jest.restoreAllMocks().
 */
export function setNetwork(online: boolean): void {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/**
 * The wait for what the screen shows `delayMs` after an event (a redirect, a prize): that delay,
 * plus the suite's usual wait for the screen (asyncUtilTimeout, tools/jest/setup-dom.cjs).
 */
export const afterDelay = (delayMs: number) => ({ timeout: delayMs + getConfig().asyncUtilTimeout });
