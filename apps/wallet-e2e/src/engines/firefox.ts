// Gecko, Firefox's engine: Debian's firefox-esr, driven headless over WebDriver BiDi by
// puppeteer-core (no geckodriver, nothing downloaded).
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { driverOf, PHONE, type Driver } from './driver';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Scrollbars over the page, as on a phone (a desktop Linux bar would take 12 px of the 390).
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
  });
  const page = await browser.newPage();
  await page.setViewport(PHONE);
  return driverOf<ElementHandle<Element>>({
    engine: 'firefox',
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
      await element.select(value);
    },
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
    close: () => browser.close(),
  });
}
