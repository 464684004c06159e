// `npm run screenshots -- [/path ...]`: serves both production builds (build them first with
// `npm run build`) with the stand-in API and saves phone-sized (390x844) screenshots of each path
// in Thai, Lao and English to screenshots/, for looking at what a member sees.
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { BUILDS, STUB_API_PORT } from '../../apps/wallet-e2e/src/support/builds.mjs';
import { startProcess, stopAll, waitForUrl } from './processes.mjs';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = paths.length ? paths : ['/login', '/register', '/howto', '/contact', '/nowhere'];
const token = process.env.SCREENSHOT_TOKEN;

mkdirSync('screenshots', { recursive: true });
if (existsSync('tools/stub-api/src/main.ts')) {
  startProcess('stub-api', 'npx', ['tsx', 'tools/stub-api/src/main.ts'], { env: { STUB_PORT: String(STUB_API_PORT) }, quiet: true });
  await waitForUrl(`http://127.0.0.1:${STUB_API_PORT}/api/lookup/active`);
}
for (const build of Object.values(BUILDS)) {
  startProcess(build.app, 'npx', ['vite', 'preview', '--config', `apps/${build.app}/vite.config.mts`, '--mode', build.mode], { quiet: true });
  await waitForUrl(build.baseUrl);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
for (const [region, build] of Object.entries(BUILDS)) {
  for (const language of ['th', 'lo', 'en']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    await context.addInitScript(
      ([chosen, storedToken]) => {
        window.localStorage.setItem('wallet.locale', chosen);
        window.localStorage.setItem('wallet.agreement', '1');
        if (storedToken) window.localStorage.setItem('wallet.token', storedToken);
      },
      [language, token],
    );
    const page = await context.newPage();
    for (const target of targets) {
      await page.goto(build.baseUrl + target);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const file = `screenshots/${region}-${language}${target.replaceAll('/', '-')}.png`;
      await page.screenshot({ path: file, fullPage: false });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
stopAll();
