// `npm start` / `npm run start:la` (tools/scripts/start.mjs) on free ports, so the tests never meet
// a developer's running servers or the browser tests.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { after, test } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const started = [];
after(() => started.forEach((child) => child.exitCode === null && child.kill('SIGTERM')));

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs the start script; resolves when it prints 'running' or exits, with what it printed. */
function start(region, appPort, apiPort, env = {}) {
  const child = spawn('node', ['tools/scripts/start.mjs', region], {
    env: { ...process.env, START_APP_PORT: String(appPort), START_API_PORT: String(apiPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  child.stderr.on('data', (chunk) => (output.stderr += chunk));
  const settled = new Promise((resolve) => {
    child.stdout.on('data', () => /is running/.test(output.stdout) && resolve({ running: true, ...output }));
    child.on('exit', (code) => resolve({ running: false, code, ...output }));
  });
  return { child, settled, output };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const client = { 'X-Client-App': 'wallet-user' };

test('a port already taken stops the command with a clear message, never "running"', async () => {
  const taken = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => taken.once('listening', resolve));
  try {
    const apiBusy = await start('la', await freePort(), taken.address().port).settled;
    assert.equal(apiBusy.running, false);
    assert.equal(apiBusy.code, 1);
    assert.match(apiBusy.stderr, new RegExp(`Port ${taken.address().port}, for the Laos build's stand-in API, is already in use`));

    const appBusy = await start('th', taken.address().port, await freePort()).settled;
    assert.equal(appBusy.code, 1);
    assert.match(appBusy.stderr, /for the Thai app \(Vite dev server\), is already in use/);
  } finally {
    taken.close();
  }
});

test('the Thai and the Laos build run side by side, each app on its own stand-in API', { timeout: 120_000 }, async () => {
  const [thApp, thApi, laApp, laApi] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const th = start('th', thApp, thApi);
  const la = start('la', laApp, laApi);
  const [thResult, laResult] = await Promise.all([th.settled, la.settled]);
  try {
    assert.equal(thResult.running, true, thResult.stderr);
    assert.equal(laResult.running, true, laResult.stderr);
    assert.match(laResult.stdout, new RegExp(`stub-api listening on http://127.0.0.1:${laApi}`));
    assert.match(laResult.stdout, /region la/);

    // Switch the Laos stand-in off: only the Laos app's /api sees it.
    const switched = await fetch(`http://127.0.0.1:${laApi}/__dev/site`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ active: false }),
    });
    assert.equal(switched.status, 200);
    assert.equal((await fetch(`http://127.0.0.1:${laApp}/api/lookup/info`, { headers: client })).status, 410);
    assert.equal((await fetch(`http://127.0.0.1:${thApp}/api/lookup/info`, { headers: client })).status, 200);

    // Field reporting is on: the app is given the collector's path, the dev server forwards that
    // path (and no other of /__dev/) to its stand-in, which prints the counts.
    const env = await (await fetch(`http://127.0.0.1:${thApp}/src/config/env.ts`)).text();
    assert.match(env, /"VITE_FIELD_REPORTS_URL": "\/__dev\/field-reports"/);
    const report = { kind: 'vital', route: '/login', name: 'LCP', value: 1200, rating: 'good' };
    const context = { region: 'th', version: '1.0.0', language: 'th', engine: 'chromium', connection: '4g' };
    const sent = await fetch(`http://127.0.0.1:${thApp}/__dev/field-reports`, {
      method: 'POST',
      body: JSON.stringify({ schema: 'wallet-field-reports/1', pageView: 'startscript1', context, reports: [report] }),
    });
    assert.equal(sent.status, 204);
    assert.equal((await fetch(`http://127.0.0.1:${thApp}/__dev/reset`, { method: 'POST' })).status, 404);
    for (let tries = 0; tries < 40 && !th.output.stdout.includes('field reports:'); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.match(th.output.stdout, /\[stub-api\] field reports: 1 vital, 0 problems from 1 page view/);
  } finally {
    await Promise.all([stop(th.child), stop(la.child)]);
  }
});

test("WALLET_BACKEND_URL puts the dev server in front of an operator's backend, without a stand-in of its own", { timeout: 120_000 }, async () => {
  // The operator's backend: here a stand-in started apart, on a port npm start does not know.
  const [backendPort, appPort, unusedApiPort] = [await freePort(), await freePort(), await freePort()];
  const backend = spawn('node_modules/.bin/tsx', ['tools/stub-api/src/main.ts'], { env: { ...process.env, STUB_PORT: String(backendPort), STUB_REGION: 'th' }, stdio: 'ignore' });
  started.push(backend);
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const dev = start('th', appPort, unusedApiPort, { WALLET_BACKEND_URL: backendUrl });
  try {
    const result = await dev.settled;
    assert.equal(result.running, true, result.stderr);
    assert.match(result.stdout, new RegExp(`backend on ${backendUrl}`));
    assert.doesNotMatch(result.stdout, /stub-api listening/);
    assert.equal((await fetch(`http://127.0.0.1:${appPort}/api/lookup/info`, { headers: client })).status, 200);
    // The backend switched off is what the app's /api sees: no stand-in answers in its place.
    await fetch(`${backendUrl}/__dev/site`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ active: false }) });
    assert.equal((await fetch(`http://127.0.0.1:${appPort}/api/lookup/info`, { headers: client })).status, 410);
    await assert.rejects(fetch(`http://127.0.0.1:${unusedApiPort}/api/lookup/active`), 'no stand-in was started');
  } finally {
    await Promise.all([stop(dev.child), stop(backend)]);
  }
});

test('the dev server serves every file the app asks for: no 4xx of its own files, the Thai font included', { timeout: 120_000 }, async () => {
  const [app, api] = [await freePort(), await freePort()];
  const th = start('th', app, api);
  const result = await th.settled;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    assert.equal(result.running, true, result.stderr);
    const page = await browser.newPage();
    const refused = [];
    const fonts = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port !== String(app)) return;
      if (response.status() >= 400) refused.push(`${response.status()} ${url.pathname}`);
      if (/\.woff2?$/.test(url.pathname)) fonts.push(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${app}/login`);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).waitFor({ timeout: 60_000 });
    await page.evaluate(() => document.fonts.ready);
    assert.deepEqual(refused, []);
    assert.ok(fonts.some((font) => font.includes('noto-sans-thai')), `fonts loaded: ${fonts.join(', ')}`);
  } finally {
    await browser.close();
    await stop(th.child);
  }
});
