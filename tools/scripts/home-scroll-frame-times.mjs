// `node tools/scripts/home-scroll-frame-times.mjs` (after `npm run build`, under the dist lock):
// serves the Thai build with a stand-in whose demo member has 60 game accounts, opens home on a
// 390x844, 3x-density page with the CPU slowed 4x (a phone-class CPU), scrolls the page and swipes
// every game rail, and prints the share of animation frames over 20 ms with the median, 95th
// percentile and worst frame. HOME_SCROLL_GAMES=60 sets the number of games.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { SITES, stubUrl } from './sites.mjs';
import { describeFrames, startFrames, stopFrames, throttleCpu } from './frame-recorder.mjs';
import { stopAll } from './processes.mjs';
import { serveBuilds } from './serve-builds.mjs';

const GAMES = Number(process.env.HOME_SCROLL_GAMES ?? 60);
const DEMO = { username: '0812345678', password: 'demo1234' };
const build = SITES.th;

/** The default fixture with the demo member holding GAMES active game accounts across the three categories. */
function manyGamesFixture() {
  const fixture = JSON.parse(readFileSync('tools/stub-api/fixtures/default.json', 'utf8'));
  const base = fixture.games;
  fixture.games = Array.from({ length: GAMES }, (_, index) => {
    const source = base[index % base.length];
    return { ...source, code: `${source.code}${index >= base.length ? index : ''}`, name: `${source.name} ${index + 1}` };
  });
  const [demo] = fixture.members;
  demo.games = Object.fromEntries(fixture.games.map((game, index) => [game.code, { amount: (index * 37) % 500, username: `u${index}${demo.username.slice(-4)}`, password: `pw${index}` }]));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'home-scroll-')), 'fixture.json');
  writeFileSync(file, JSON.stringify(fixture));
  return file;
}

process.env.STUB_FIXTURE = manyGamesFixture();
await serveBuilds({ quiet: true, regions: ['th'] });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const login = await fetch(`${stubUrl(build)}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Client-App': 'wallet-user' }, body: JSON.stringify(DEMO) });
  const { token } = await login.json();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addInitScript((saved) => {
    window.localStorage.setItem('wallet.token', saved);
    window.localStorage.setItem('wallet.agreement', 'read earlier');
    window.localStorage.setItem('wallet.locale', 'en');
  }, token);
  const page = await context.newPage();
  await throttleCpu(context, page);
  await page.goto(`${build.baseUrl}/user/home`);
  await page.getByRole('status', { name: 'Total balance' }).waitFor();
  await page.waitForLoadState('networkidle');
  const cards = await page.locator('[data-rail-item]').count();

  await startFrames(page);
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, step < 6 ? 260 : -260);
    await page.waitForTimeout(120);
  }
  for (const rail of await page.locator('main ul:has([data-rail-item])').all()) {
    for (let step = 0; step < 4; step += 1) {
      await rail.evaluate((element) => element.scrollBy({ left: element.clientWidth * 0.8, behavior: 'smooth' }));
      await page.waitForTimeout(350);
    }
  }
  const frames = await stopFrames(page);
  console.log(`Home scroll frame times, ${build.name} build, ${cards} game cards, 4x CPU throttling, 390x844 @3x, ${describeFrames(frames)}`);
} finally {
  await browser.close();
  stopAll();
}
