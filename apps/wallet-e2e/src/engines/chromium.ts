// Chromium (Debian's, through playwright-core), the engine every other browser test uses: the
// journey's reference screenshots, to compare WebKit's and Firefox's with (E2E_ENGINES=chromium).
import type { ElementHandle } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { driverOf, PHONE, type Driver } from './driver';

export async function launchChromium(): Promise<Driver> {
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: PHONE });
  return driverOf<ElementHandle<Element>>({
    engine: 'chromium',
    open: async (url) => {
      await page.goto(url);
    },
    element: async (expression) => {
      const handle = await page.evaluateHandle(expression);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element;
    },
    value: async <T>(expression: string) => (await page.evaluate(expression)) as T,
    click: (element) => element.click(),
    type: (element, text) => element.type(text),
    choose: async (element, value) => {
      await element.selectOption(value);
    },
    screenshot: async (file) => {
      await page.screenshot({ path: file });
    },
    close: () => browser.close(),
  });
}
