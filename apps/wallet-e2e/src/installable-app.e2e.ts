// The installable app (issue 19) in both builds: the web manifest and its icons, the service worker
// that controls the page and starts the app offline, and the 'new version available' prompt, which
// reloads only with the member's consent and never under a modal or a call in flight. The manifest
// is the region's own and is read in both builds; the worker and the prompt in the Laos build.
// Issue 37: the builds run the same code and differ only in region config, so a test that reads
// nothing of the region runs in one build ({ tag }); what reads the region runs in both.
import assert from 'node:assert/strict';
import type { Page, Route } from 'playwright-core';
import { openPage, WITH_WORKER, type Build } from './support/browser';
import { BUILDS } from './support/builds';
import { memberPage, newMember } from './support/member';
import { expect, test } from './support/test';
import { text } from './support/texts';

type Language = 'th' | 'lo' | 'en';

/** The width and height a PNG's header gives. */
function pngSize(bytes: Buffer): string {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG file');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/**
 * Answers /version.json as the server would once a newer release is live. The app asks again and
 * again: one asked as the test closes its page finds the page gone, and is let go (a real failure
 * shows as the prompt that never comes).
 */
async function newerRelease(route: Route): Promise<void> {
  const response = await route.fetch().catch(() => null);
  const served = response && ((await response.json().catch(() => null)) as { version: string } | null);
  if (!response || !served) return void (await route.abort().catch(() => undefined));
  await route.fulfill({ response, json: { ...served, version: `${served.version}-next` } }).catch(() => undefined);
}

/** Marks the document, so a test can tell a reload (the mark is gone) from a page that stayed. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
const reloadedSinceMark = (page: Page) => page.evaluate(() => !('beforeUpdate' in window));

/** Resolves once the build's worker is active; then the script address of the page's controller (null: none). */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
/** Resolves once the build's worker has finished activating (a first visit's worker never waits behind another). */
const workerActivated = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== 'activated') await new Promise((done) => worker.addEventListener('statechange', () => worker.state === 'activated' && done(null)));
    return worker?.state ?? null;
  });
const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/** The prompt and its Reload button, in `language`. */
function updatePrompt(page: Page, language: Language) {
  const prompt = page.getByRole('status').filter({ hasText: text(language, 'update', 'available') });
  return { prompt, reload: prompt.getByRole('button', { name: text(language, 'common', 'action.reload') }) };
}

/** The prompt shows on /login, the member agrees, and the login screen loads again. */
async function agreeToReloadOnLogin(page: Page, language: Language): Promise<void> {
  const { prompt, reload } = updatePrompt(page, language);
  await prompt.waitFor();
  await markDocument(page);
  const navigated = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await reload.click();
  await navigated;
  await page.getByRole('heading', { name: text(language, 'common', 'screen.login') }).waitFor();
  assert.equal(await reloadedSinceMark(page), true);
}

/** The language each build's pages are opened in, and its member's. */
const CASES: Record<Build, { language: Language; memberLanguage: Language }> = {
  th: { language: 'th', memberLanguage: 'en' },
  la: { language: 'lo', memberLanguage: 'lo' },
};

test.describe('the build installs as an app', () => {
  test("links a valid manifest in the region's language once drawn, with icons of the sizes it names", async ({ browser, build }) => {
    const { language } = CASES[build];
    const { baseUrl } = BUILDS[build];
    // Not in the document: the manifest and its icon would be fetched beside the first screen.
    assert.doesNotMatch(await (await fetch(`${baseUrl}/login`)).text(), /rel="manifest"/);
    const page = await openPage(browser, build, '/login', { language });
    const linked = () => page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null);
    await expect.poll(linked).toBe('/manifest.webmanifest');
    // The browser reads the manifest the page linked, as it did one written in the document.
    const { url, errors } = await (await page.context().newCDPSession(page)).send('Page.getAppManifest');
    assert.equal(url, `${baseUrl}/manifest.webmanifest`);
    assert.deepEqual(errors, []);
    await page.context().close();
    const answer = await fetch(`${baseUrl}/manifest.webmanifest`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    const manifest = await answer.json();
    assert.equal(manifest.name, text(language, 'common', 'app.name'));
    assert.match(manifest.short_name, build === 'th' ? /^\p{Script=Thai}+$/u : /^\p{Script=Lao}+$/u);
    assert.equal(manifest.lang, language);
    assert.equal(manifest.start_url, '/user');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.theme_color, '#0d1220');
    assert.equal(manifest.background_color, '#0d1220');
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    assert.deepEqual(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort(), ['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const image = await fetch(new URL(icon.src, baseUrl));
      assert.equal(image.status, 200, icon.src);
      assert.equal(image.headers.get('content-type'), 'image/png', icon.src);
      assert.equal(pngSize(Buffer.from(await image.arrayBuffer())), icon.sizes, icon.src);
    }
  });

  test('registers a worker that controls the page after a reload, and starts offline without caching API answers', { tag: '@la' }, async ({ browser, build }) => {
    const { language } = CASES[build];
    const page = await openPage(browser, build, '/login', { language, ...WITH_WORKER });
    assert.match((await activeWorker(page)) ?? '', /\/sw\.js$/);
    await page.reload();
    assert.match((await controller(page)) ?? '', /\/sw\.js$/, 'the worker controls the reloaded page');

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: text(language, 'common', 'screen.login') }).waitFor();
    await page.locator('input[type=password]').waitFor();
    // Another screen, whose code the page has not loaded yet, comes from the cache too.
    await page.getByRole('navigation').getByRole('link', { name: text(language, 'common', 'nav.register') }).click();
    await page.getByRole('heading', { name: text(language, 'common', 'screen.register') }).waitFor();
    const api = await page.evaluate(() => fetch('/api/lookup/active').then((answer) => `answered ${answer.status}`, () => 'failed'));
    assert.equal(api, 'failed', 'an API call offline is not answered from a cache');
    await page.context().close();
  });

  test('says nothing on a first visit: the first worker installing is no new release', { tag: '@la' }, async ({ browser, build }) => {
    const { language, memberLanguage } = CASES[build];
    const member = await newMember(build);
    const visits = [
      { path: '/login', page: () => openPage(browser, build, '/login', { language, ...WITH_WORKER }) },
      { path: '/user/home', page: () => memberPage(browser, build, '/user/home', member.token, { language: memberLanguage, ...WITH_WORKER }) },
    ];
    for (const visit of visits) {
      const page = await visit.page();
      const shown = visit.path === '/login' ? language : memberLanguage;
      assert.equal(await workerActivated(page), 'activated', `${visit.path}: the worker installed`);
      // The update check and anything the worker's install set off have answered.
      await page.waitForLoadState('networkidle');
      await page.getByRole('main').waitFor();
      assert.equal(await updatePrompt(page, shown).prompt.count(), 0, `${visit.path}: no 'new version' prompt on a first visit`);
      await page.context().close();
    }
  });

  test('offers a new release when the served version changes, and reloads when the member agrees', { tag: '@la' }, async ({ browser, build }) => {
    const { language } = CASES[build];
    const page = await openPage(browser, build, '/login', { language, ...WITH_WORKER });
    await activeWorker(page);
    await page.context().route('**/version.json', newerRelease);
    // The member comes back to the tab: the app asks which release is live.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await agreeToReloadOnLogin(page, language);
    await page.context().close();
  });

  test('offers a newer worker found on the server, which takes over on consent', { tag: '@la' }, async ({ browser, build }) => {
    const { language } = CASES[build];
    // The page installs an older release's worker (the same script, one comment apart); the
    // server's own is then the newer one. The browser's update checks are not routed.
    let installed = false;
    const page = await openPage(browser, build, '/login', {
      language,
      ...WITH_WORKER,
      prepare: (context) =>
        context.route('**/sw.js', async (route) => {
          if (installed) return route.continue();
          installed = true;
          const response = await route.fetch();
          await route.fulfill({ response, body: `${await response.text()}\n// an older release\n` });
        }),
    });
    await activeWorker(page);
    // What the browser does by itself on navigations and every day.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await agreeToReloadOnLogin(page, language);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
    });
    assert.deepEqual(worker, { waiting: null, controlled: true }, 'the newer worker took over');
    await page.context().close();
  });

  test('waits while a call is in flight and while a modal is open, then reloads', { tag: '@la' }, async ({ browser, build }) => {
    const { memberLanguage } = CASES[build];
    const member = await newMember(build);
    // Home refreshes the game balances on arrival (a call that changes something): the first
    // one is held until the test lets it through.
    let letThrough: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    let refreshAsked: () => void = () => undefined;
    const refreshHeld = new Promise<void>((resolve) => (refreshAsked = resolve));
    let holding = true;
    const page = await memberPage(browser, build, '/user/home', member.token, {
      language: memberLanguage,
      ...WITH_WORKER,
      prepare: async (context) => {
        await context.route('**/version.json', newerRelease);
        await context.route('**/api/wallet/refresh/**', async (route) => {
          if (holding) {
            refreshAsked();
            await held;
          }
          holding = false;
          await route.continue();
        });
      },
    });
    const { prompt, reload } = updatePrompt(page, memberLanguage);
    await prompt.waitFor();
    await refreshHeld;
    await markDocument(page);
    // The loading veil covers the screen while the call is held; a keyboard reaches what is under it.
    await reload.press('Enter');
    await prompt.getByText(text(memberLanguage, 'update', 'waiting')).waitFor();

    await page.getByRole('navigation').getByRole('button', { name: text(memberLanguage, 'common', 'nav.conditions') }).press('Enter');
    const dialog = page.getByRole('dialog', { name: text(memberLanguage, 'common', 'conditions.title') });
    await dialog.waitFor();
    letThrough();
    // The refresh has answered and the wallet is read again: the call is over, the modal still open.
    await page.locator('[aria-labelledby="home-total-label"][aria-busy="false"]').waitFor();
    assert.equal(await reloadedSinceMark(page), false, 'no reload while the modal is open');
    // The reload waits for the page's first worker to finish installing (it caches the whole build),
    // which on a loaded machine can outlast the wait for the reload below.
    await workerActivated(page);

    const navigated = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await dialog.getByRole('button', { name: text(memberLanguage, 'common', 'modal.close') }).click();
    await navigated;
    await page.locator('#home-total-label').waitFor();
    assert.equal(await reloadedSinceMark(page), true);
    await page.context().close();
  });
});
