// `npm run screenshots -- [/path ...]`: serves both production builds (build them first with
// `npm run build`) with the stand-in API and saves phone-sized (390x844) and desktop (1280x800,
// files ending in -1280) screenshots of each path in Thai, Lao and English to screenshots/, for
// looking at what a member sees.
// SCREENSHOT_TOKEN=<token> shows member screens; SCREENSHOT_AGREEMENT=show leaves the agreement notice up.
// SCREENSHOT_BUILDS=th and SCREENSHOT_LANGUAGES=en,lo narrow the set.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { SITES } from './sites.mjs';
import { stopAll } from './processes.mjs';
import { serveBuilds } from './serve-builds.mjs';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = paths.length ? paths : ['/login', '/register', '/howto', '/contact', '/nowhere'];
const token = process.env.SCREENSHOT_TOKEN ?? '';
const hideAgreement = process.env.SCREENSHOT_AGREEMENT !== 'show';
const only = (name, all) => (process.env[name] ? process.env[name].split(',') : all);
const viewports = [
  { suffix: '', size: { width: 390, height: 844 } },
  { suffix: '-1280', size: { width: 1280, height: 800 } },
];

mkdirSync('screenshots', { recursive: true });
await serveBuilds();

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [region, build] of Object.entries(SITES).filter(([name]) => only('SCREENSHOT_BUILDS', ['th', 'la']).includes(name))) {
  for (const [language, { suffix, size }] of only('SCREENSHOT_LANGUAGES', ['th', 'lo', 'en']).flatMap((chosen) => viewports.map((viewport) => [chosen, viewport]))) {
    const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
    await context.addInitScript(
      ([chosen, storedToken, noAgreement]) => {
        window.localStorage.setItem('wallet.locale', chosen);
        if (noAgreement) {
          window.localStorage.setItem('wallet.publicAgreement', '1');
          window.localStorage.setItem('wallet.agreement', '1');
        }
        if (storedToken) window.localStorage.setItem('wallet.token', storedToken);
      },
      [language, token, hideAgreement],
    );
    const page = await context.newPage();
    for (const target of targets) {
      await page.goto(build.baseUrl + target);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(hideAgreement ? 300 : 1800);
      const file = `screenshots/${region}-${language}${target.replaceAll('/', '-')}${suffix}.png`;
      await page.screenshot({ path: file, fullPage: false });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
stopAll();
