// `npm run screenshots -- [/path ...]`: serves both production builds (build them first with
// `npm run build`) with the stand-in API and saves phone-sized (390x844) screenshots of each path
// in Thai, Lao and English to screenshots/, for looking at what a member sees.
// SCREENSHOT_TOKEN=<token> shows member screens; SCREENSHOT_AGREEMENT=show leaves the agreement notice up.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { BUILDS } from '../../apps/wallet-e2e/src/support/builds.mjs';
import { stopAll } from './processes.mjs';
import { serveBuilds } from './serve-builds.mjs';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = paths.length ? paths : ['/login', '/register', '/howto', '/contact', '/nowhere'];
const token = process.env.SCREENSHOT_TOKEN ?? '';
const hideAgreement = process.env.SCREENSHOT_AGREEMENT !== 'show';

mkdirSync('screenshots', { recursive: true });
await serveBuilds();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
for (const [region, build] of Object.entries(BUILDS)) {
  for (const language of ['th', 'lo', 'en']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    await context.addInitScript(
      ([chosen, storedToken, noAgreement]) => {
        window.localStorage.setItem('wallet.locale', chosen);
        if (noAgreement) window.localStorage.setItem('wallet.agreement', '1');
        if (storedToken) window.localStorage.setItem('wallet.token', storedToken);
      },
      [language, token, hideAgreement],
    );
    const page = await context.newPage();
    for (const target of targets) {
      await page.goto(build.baseUrl + target);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(hideAgreement ? 300 : 1800);
      const file = `screenshots/${region}-${language}${target.replaceAll('/', '-')}.png`;
      await page.screenshot({ path: file, fullPage: false });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
stopAll();
