import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@wallet/tools/chromium';
import type { Region } from '@wallet/tools/sites';
import { BUILDS } from './builds';

export type Build = Region;

/** A member's phone: the size every screen is designed and checked at. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** A small phone: the 320 CSS px every screen must fit without sideways scrolling (WCAG 1.4.10). */
export const SMALL_PHONE_VIEWPORT = { width: 320, height: 640 };
/** A desktop screen: from 900 px the menu moves to the top and content widens. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/**
 * What every test context shares: an English-speaking browser with service workers blocked. A
 * member's browser has the worker (the builds register it after the page's load), but it precaches
 * the whole app in every new context, a quarter of a test's CPU, and answers nothing else a test
 * checks (API answers never come from its cache). The tests about the worker (installable-app,
 * install-entry) and the walks of a member's browser as it is (member-journey, first-hour, the
 * other engines' journey, the release smoke test) allow it: `WITH_WORKER`.
 */
export const TEST_CONTEXT = { locale: 'en-US', serviceWorkers: 'block' } as const;

/** The option that lets the build's worker register, where a test needs it (see TEST_CONTEXT). */
export const WITH_WORKER = { serviceWorkers: 'allow' } as const;

/** Chromium outside Playwright Test's fixtures: the engines journey's reference screenshots (E2E_ENGINES=chromium). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface OpenPageOptions {
  /** A language already chosen earlier (as if the member had picked it on a previous visit). */
  language?: 'th' | 'lo' | 'en';
  /**
   * A first-time visitor sees the public agreement notice; by default the page is a returning one
   * that accepted it earlier (the 'wallet.publicAgreement' flag, which a public visit keeps).
   */
  firstVisit?: boolean;
  viewport?: { width: number; height: number };
  /** A browser that refuses storage (cookies blocked): even reading window.localStorage throws. */
  storageRefused?: boolean;
  /** 'allow' lets the build's worker register (blocked by default: TEST_CONTEXT). */
  serviceWorkers?: 'allow' | 'block';
  /** Runs on the new context before the page opens (routes the test answers itself). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

/** A fresh phone-sized page (new context, so no storage is shared between tests). */
export async function openPage(
  browser: Browser,
  build: Build,
  path: string,
  { language, firstVisit = false, viewport = PHONE_VIEWPORT, storageRefused = false, serviceWorkers = TEST_CONTEXT.serviceWorkers, prepare }: OpenPageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...TEST_CONTEXT, viewport, serviceWorkers });
  if (language) {
    await context.addInitScript((chosen) => window.localStorage.setItem('wallet.locale', chosen), language);
  }
  if (!firstVisit) {
    await context.addInitScript(() => window.localStorage.getItem('wallet.publicAgreement') ?? window.localStorage.setItem('wallet.publicAgreement', 'earlier visit'));
  }
  // Last, so the scripts above still see storage: whatever they kept is then out of the page's reach.
  if (storageRefused) {
    await context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
  }
  await prepare?.(context);
  const page = await context.newPage();
  await page.goto(BUILDS[build].baseUrl + path);
  return page;
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Safari on an iPhone, as it names itself (members' most common browser). */
export const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
