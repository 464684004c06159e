// What Chromium really downloads to show a screen: every JavaScript file it fetches, with the HTTP
// cache off, from navigation until everything the screen shows on arrival is on display (its
// content, and any lazily loaded part such as the chat launcher) and no script has been in flight
// for a second since.
import { gzipSize } from './module-sizes.mjs';

const QUIET_MS = 1000;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, storage: Record<string, string>, ready: string[] }} visit
 *   storage: localStorage entries set before the app starts; ready: selectors of what the screen
 *   shows on arrival, each waited for.
 * @returns {Promise<{ file: string, gzip: number }[]>} one entry per script, in the order fetched
 */
export async function scriptsLoaded(browser, { url, storage, ready }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await context.addInitScript((entries) => Object.entries(entries).forEach(([key, value]) => window.localStorage.setItem(key, value)), storage);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });

  const scripts = [];
  const pending = new Set();
  let lastSettled = Date.now();
  const isScript = (request) => new URL(request.url()).pathname.endsWith('.js');
  page.on('request', (request) => isScript(request) && pending.add(request));
  const settle = async (request) => {
    if (!pending.delete(request)) return;
    lastSettled = Date.now();
    const response = await request.response();
    const body = response ? await response.body().catch(() => null) : null;
    if (body) scripts.push({ file: new URL(request.url()).pathname.replace(/^\//, ''), gzip: gzipSize(body) });
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);

  await page.goto(url);
  for (const selector of ready) await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
  while (pending.size > 0 || Date.now() - lastSettled < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await context.close();
  return scripts;
}
