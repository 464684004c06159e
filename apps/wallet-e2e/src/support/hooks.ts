// The set-up every spec file of the fault and storage tests shares: one browser per file, and an
// undo of what a test changed on a build's stand-in, run after each test even when it failed.
import { after, afterEach, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, type Build } from './browser';

/** Each build in its own language, and its name in test titles. */
export const BUILD_LANGUAGE = { th: 'th', la: 'lo' } as const satisfies Record<Build, 'th' | 'lo'>;
export const BUILD_NAME: Record<Build, string> = { th: 'Thai', la: 'Laos' };

/** One browser for the spec file: launched before its tests, closed after them. */
export function fileBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());
  return {
    get browser() {
      if (!browser) throw new Error('fileBrowser: the browser is launched in before()');
      return browser;
    },
  };
}

/** After each test, `undo` runs on the build the test marked with the returned function. */
export function undoAfterEach(undo: (build: Build) => Promise<unknown>): (build: Build) => void {
  let touched: Build | null = null;
  afterEach(async () => {
    if (touched) await undo(touched);
    touched = null;
  });
  return (build) => {
    touched = build;
  };
}
