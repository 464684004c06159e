// Gecko, Firefox's engine: Debian's firefox-esr, driven headless over WebDriver BiDi by
// puppeteer-core (no geckodriver, nothing downloaded).
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { devtoolsDriver } from './devtools-page';
import { PHONE, type Driver } from './driver';

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
  return devtoolsDriver<ElementHandle<Element>>('firefox', page, {
    choose: (element, value) => element.select(value),
    close: () => browser.close(),
  });
}
