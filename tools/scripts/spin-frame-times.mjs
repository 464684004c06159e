// `node tools/scripts/spin-frame-times.mjs` (after `npm run build`, under the dist lock): serves a
// production build with the stand-in API, opens the spin page as the demo member on a phone-sized,
// 3x-density page in Chromium with the CPU slowed down 4x (a phone-class CPU), spins the wheel
// several times and prints the share of frames that took longer than 20 ms (60 fps is 16.7 ms a
// frame), with the median, 95th percentile and worst frame: while the wheel turns (from its first
// to its last turned frame), and from the press to the announced result (the spin call included).
//   SPIN_BUILD=th|la (th)   SPIN_COUNT=5   SPIN_LANGUAGE=en|th|lo (en)
//   SPIN_SCREENSHOTS=<folder>: also saves the wheel mid-spin, the prize modal and the bonus page.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { SITES, stubUrl } from './sites.mjs';
import { describeFrames, throttleCpu } from './frame-recorder.mjs';
import { stopAll } from './processes.mjs';
import { serveBuilds } from './serve-builds.mjs';

const region = process.env.SPIN_BUILD ?? 'th';
const spins = Number(process.env.SPIN_COUNT ?? 5);
const language = process.env.SPIN_LANGUAGE ?? 'en';
const shots = process.env.SPIN_SCREENSHOTS ?? '';
const DEMO = { username: '0812345678', password: 'demo1234' };
const build = SITES[region];
if (!build) throw new Error(`SPIN_BUILD must be one of ${Object.keys(SITES).join(', ')}`);

async function stub(path, body, token) {
  const response = await fetch(`${stubUrl(build)}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Client-App': 'wallet-user', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

await serveBuilds({ quiet: true, regions: [region] });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const { token } = await stub('/api/login', DEMO);
  await stub(`/__dev/member/${DEMO.username}/coins`, { coin: spins });
  if (shots) mkdirSync(shots, { recursive: true });
  const shot = (page, name) => shots && page.screenshot({ path: `${shots}/${region}-${language}-${name}.png` });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addInitScript(
    ([saved, chosen]) => {
      window.localStorage.setItem('wallet.token', saved);
      window.localStorage.setItem('wallet.locale', chosen);
    },
    [token, language],
  );
  const page = await context.newPage();
  const cdp = await throttleCpu(context, page);
  await page.goto(`${build.baseUrl}/user/spin`);
  const centre = page.locator('main div:has(> div > canvas) > button');
  await centre.waitFor();
  await page.waitForLoadState('networkidle');

  const frames = [];
  const turning = [];
  for (let spin = 0; spin < spins; spin += 1) {
    await page.evaluate(() => {
      const recorder = { frames: [], on: true, last: null, firstTurn: null, lastTurn: null };
      window.__spinFrames = recorder;
      // Each animation frame turns the canvas through its style: that marks when the wheel moves.
      new MutationObserver(() => {
        recorder.firstTurn ??= performance.now();
        recorder.lastTurn = performance.now();
      }).observe(document.querySelector('main canvas'), { attributes: true, attributeFilter: ['style'] });
      const tick = (now) => {
        if (recorder.last !== null) recorder.frames.push([now, now - recorder.last]);
        recorder.last = now;
        if (recorder.on) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await centre.click();
    if (spin === 0) {
      await page.waitForTimeout(600);
      await shot(page, 'spin-mid');
    }
    // The spin has ended when the wheel's live region announces the result.
    await page.waitForFunction(() => [...document.querySelectorAll('main [role="status"][aria-live="polite"]')].some((node) => node.textContent.trim() !== ''), null, { timeout: 20_000 });
    const recorded = await page.evaluate(() => ((window.__spinFrames.on = false), window.__spinFrames));
    frames.push(...recorded.frames.map(([, delta]) => delta));
    // A frame belongs to the turning when it ends after the first turned frame began and by the last one.
    turning.push(...recorded.frames.filter(([end, delta]) => end - delta >= recorded.firstTurn - 1 && end <= recorded.lastTurn + 1).map(([, delta]) => delta));
    const prize = page.getByRole('dialog');
    await prize.waitFor({ timeout: 10_000 });
    if (spin === 0) {
      await page.waitForTimeout(400);
      await shot(page, 'prize');
    }
    // From the keyboard, so no touch or pointer state is left behind for the next spin's frames.
    await prize.getByRole('button').last().press('Enter');
    await prize.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
  }

  if (shots) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${build.baseUrl}/user/bonus`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await shot(page, 'bonus');
  }

  console.log(`Spin frame times, ${build.name} build, 4x CPU throttling, 390x844 @3x, ${spins} spins`);
  console.log(`  while the wheel turns:          ${describeFrames(turning)}`);
  console.log(`  from the press to the result:   ${describeFrames(frames)}`);
} finally {
  await browser.close();
  stopAll();
}
