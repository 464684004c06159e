// Chromium (Debian's, through playwright-core), the engine every other browser test uses: the
// journey's reference screenshots, to compare WebKit's and Firefox's with (E2E_ENGINES=chromium).
import type { ElementHandle, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { devtoolsDriver } from './devtools-page';
import { PHONE, type Driver } from './driver';

export async function launchChromium(): Promise<Driver> {
  const browser = await launchBrowser();
  const page: Page = await browser.newPage({ viewport: PHONE });
  return devtoolsDriver<ElementHandle<Element>>('chromium', page, {
    choose: (element, value) => element.selectOption(value),
    close: () => browser.close(),
  });
}
