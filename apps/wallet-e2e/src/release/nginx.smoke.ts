// Smoke tests of a release artefact served by Debian's nginx with the artefact's own config, in
// front of a stand-in API (Playwright Test, playwright.smoke.config.ts). Started by
// tools/release/smoke.mjs (npm run release:smoke, each app's `smoke` target), which sets
// SMOKE_URL (nginx), SMOKE_PREVIEW_URL (the build's preview server, which the browser tests use),
// SMOKE_APP, SMOKE_REGION, SMOKE_VERSION and SMOKE_BROTLI.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set: run this through tools/release/smoke.mjs`);
  return value;
};
const baseUrl = env('SMOKE_URL');
const app = env('SMOKE_APP');
const region = env('SMOKE_REGION');
const version = env('SMOKE_VERSION');
const client = { 'X-Client-App': 'wallet-user' };

function securityHeaders(headers: Headers) {
  assert.match(headers.get('content-security-policy') ?? '', /default-src 'self'.*frame-ancestors 'none'/);
  assert.equal(headers.get('x-content-type-options'), 'nosniff');
  assert.equal(headers.get('x-frame-options'), 'DENY');
  assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.ok(headers.get('permissions-policy'));
}

// A hashed file or an API answer is no page: it carries the headers that act on it, not the
// policies that act on documents (sent once per page instead of with every file).
function fileHeaders(headers: Headers) {
  assert.equal(headers.get('x-content-type-options'), 'nosniff');
  assert.ok(headers.get('strict-transport-security'));
  assert.equal(headers.get('content-security-policy'), null);
}

async function entryScript(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const src = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  assert.ok(src, 'index.html names its hashed entry script');
  return src;
}

test.describe(`the ${app} ${version} artefact behind nginx`, () => {
  test('serves /version.json with region, version, commit, build time and API base, never cached', async () => {
    const response = await fetch(`${baseUrl}/version.json`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /application\/json/);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    securityHeaders(response.headers);
    const body = await response.json();
    assert.equal(body.app, app);
    assert.equal(body.region, region);
    assert.equal(body.version, version);
    assert.match(body.commit, /^[0-9a-f]{40}(-dirty)?$/);
    assert.ok(Date.now() - Date.parse(body.builtAt) < 24 * 3600_000, `builtAt ${body.builtAt}`);
    assert.equal(typeof body.apiBase, 'string');
  });

  test('answers every app route with index.html, uncached, with the security headers', async () => {
    const index = await (await fetch(`${baseUrl}/index.html`)).text();
    for (const route of ['/', '/login', '/register', '/user/home', '/user/statement', '/no-such-page']) {
      const response = await fetch(`${baseUrl}${route}`);
      assert.equal(response.status, 200, route);
      assert.match(response.headers.get('content-type') ?? '', /text\/html/, route);
      assert.equal(response.headers.get('cache-control'), 'no-cache', route);
      securityHeaders(response.headers);
      assert.equal(await response.text(), index, route);
    }
  });

  test("carries the site's icon in the page, as its security policy allows, so no icon file is fetched beside the first screen", async () => {
    const response = await fetch(`${baseUrl}/login`);
    const icon = /<link rel="icon" href="([^"]+)"/.exec(await response.text())?.[1] ?? '';
    assert.match(icon, /^data:image\/svg\+xml,/);
    assert.match(decodeURIComponent(icon.slice(icon.indexOf(',') + 1)), /^<svg [^>]*viewBox="0 0 32 32"/);
    assert.match(response.headers.get('content-security-policy') ?? '', /img-src[^;]*\bdata:/);
  });

  test('caches hashed assets for a year as immutable, compresses them, and 404s a missing one', async () => {
    const script = await entryScript();
    const gzip = await fetch(`${baseUrl}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(gzip.status, 200);
    assert.equal(gzip.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(gzip.headers.get('content-type') ?? '', /javascript/);
    assert.equal(gzip.headers.get('content-encoding'), 'gzip');
    fileHeaders(gzip.headers);
    if (process.env.SMOKE_BROTLI) {
      const brotli = await fetch(`${baseUrl}${script}`, { headers: { 'Accept-Encoding': 'br' } });
      assert.equal(brotli.headers.get('content-encoding'), 'br');
    }
    assert.equal((await fetch(`${baseUrl}/assets/no-such-file.js`)).status, 404);
  });

  test("sends the same security headers as the preview server the browser tests run against", async () => {
    const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security'];
    const [released, previewed] = await Promise.all([fetch(`${baseUrl}/login`), fetch(`${env('SMOKE_PREVIEW_URL')}/login`)]);
    const of = (headers: Headers) => Object.fromEntries(names.map((name) => [name, headers.get(name)]));
    assert.ok(released.headers.get('content-security-policy'), 'nginx sends a Content-Security-Policy');
    assert.deepEqual(of(previewed.headers), of(released.headers));
  });

  test("takes a 15 MB chat video through to the backend (spec section 9: videos up to 20 MB)", async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(15 * 1024 * 1024)], { type: 'video/mp4' }), 'clip.mp4');
    const response = await fetch(`${baseUrl}/api/chat/upload-video`, { method: 'POST', headers: client, body: form });
    assert.equal(response.status, 200, `nginx answered ${response.status}`);
    assert.match((await response.json()).path, /^\/api\/assets\/uploads\/chat\/.+\.mp4$/);
  });

  test('serves the service worker never cached and the web manifest revalidated, each with its type', async () => {
    const worker = await fetch(`${baseUrl}/sw.js`);
    assert.equal(worker.status, 200);
    assert.match(worker.headers.get('content-type') ?? '', /javascript/);
    assert.equal(worker.headers.get('cache-control'), 'no-cache');
    securityHeaders(worker.headers);
    assert.match(await worker.text(), /SKIP_WAITING/);

    const manifest = await fetch(`${baseUrl}/manifest.webmanifest`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('content-type'), 'application/manifest+json');
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    securityHeaders(manifest.headers);
    const { lang, icons } = (await manifest.json()) as { lang: string; icons: { src: string }[] };
    assert.equal(lang, region === 'th' ? 'th' : 'lo');
    for (const { src } of icons) {
      const icon = await fetch(`${baseUrl}${src}`);
      assert.equal(icon.status, 200, src);
      assert.equal(icon.headers.get('content-type'), 'image/png', src);
    }
  });

  test('proxies /api to the backend', async () => {
    const response = await fetch(`${baseUrl}/api/lookup/active`, { headers: client });
    assert.equal(response.status, 200);
    fileHeaders(response.headers);
    assert.deepEqual(await response.json(), { message: 'active' });
  });
});

test.describe('in the browser', () => {
  async function memberPage(browser: Browser, token: string): Promise<{ page: Page; problems: string[]; apiAnswers: number[] }> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((stored) => {
      window.localStorage.setItem('wallet.locale', 'en');
      window.localStorage.setItem('wallet.token', stored);
    }, token);
    const page = await context.newPage();
    const problems: string[] = [];
    const apiAnswers: number[] = [];
    page.on('console', (message) => message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text()) && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => new URL(response.url()).pathname.startsWith('/api/') && apiAnswers.push(response.status()));
    return { page, problems, apiAnswers };
  }

  async function logIn(): Promise<string> {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { ...client, 'content-type': 'application/json' },
      body: JSON.stringify({ username: '0812345678', password: 'demo1234' }),
    });
    assert.equal(response.status, 200);
    return ((await response.json()) as { token: string }).token;
  }

  test('a deep link to /user/statement loads and reloads as the member, with no CSP violation', async ({ browser }) => {
    const { page, problems, apiAnswers } = await memberPage(browser, await logIn());
    const first = await page.goto(`${baseUrl}/user/statement`);
    assert.equal(first?.status(), 200);
    await page.waitForLoadState('networkidle');
    assert.equal(new URL(page.url()).pathname, '/user/statement');
    const reloaded = await page.reload();
    assert.equal(reloaded?.status(), 200);
    await page.waitForLoadState('networkidle');
    assert.equal(new URL(page.url()).pathname, '/user/statement');
    assert.ok(await page.locator('#root *').count(), 'the app rendered');
    assert.ok(apiAnswers.some((status) => status === 200), `the app's calls went through nginx: ${apiAnswers.join(', ')}`);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  test('the chat socket upgrades to a WebSocket through nginx', async ({ browser }) => {
    const { page, problems } = await memberPage(browser, '');
    await page.goto(`${baseUrl}/login`);
    const first = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
          socket.onmessage = (event) => {
            resolve(String(event.data));
            socket.close();
          };
          socket.onerror = () => reject(new Error('the WebSocket failed'));
          setTimeout(() => reject(new Error('no WebSocket answer within 5 s')), 5_000);
        }),
    );
    assert.match(first, /^0\{"sid"/);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  test('the service worker registers and controls the page after a reload, with no CSP violation', async ({ browser }) => {
    const { page, problems } = await memberPage(browser, '');
    await page.goto(`${baseUrl}/login`);
    const active = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    assert.equal(active, `${baseUrl}/sw.js`);
    await page.reload();
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), `${baseUrl}/sw.js`);
    await page.locator('input[type=password]').waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  test("the contact page shows the app's own version", async ({ browser }) => {
    const { page } = await memberPage(browser, '');
    await page.goto(`${baseUrl}/contact`);
    await page.getByText(`Version ${version}`).waitFor();
    await page.context().close();
  });
});
