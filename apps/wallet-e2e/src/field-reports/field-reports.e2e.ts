// Field reports (issue 39), in builds made with them on (the `field` stand: VITE_FIELD_REPORTS_URL
// set to the stand-in's collector). A member logs in and opens home, the statement and spin: each page view
// sends its Web Vitals, and each kind of failure is forced on the way: code that cannot be
// downloaded, an inline script the policy blocks, an error and a rejection nothing caught, an answer
// the api cannot read, a screen the error boundary catches. The collector (which refuses
// a batch off the documented schema) receives one report of each, with the context, and nothing of
// the member planted in storage, answers and the address.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BUILD_LANGUAGE, BUILDS } from '../support/builds';
import { openPage, type Build } from '../support/browser';
import { api, MEMBER_PASSWORD, newMember } from '../support/member';
import { logIn } from '../support/sign-up';
import { test } from '../support/test';
import { textsOf } from '../support/texts';
import { FIELD_REPORTS_PATH, stubUrl } from '@wallet/tools/sites';

interface Batch {
  pageView: string;
  context: Record<string, string>;
  reports: { kind: string; route: string; name?: string; [field: string]: unknown }[];
}

const collector = (build: Build) => `${stubUrl(BUILDS[build])}${FIELD_REPORTS_PATH}`;
const batchesOf = async (build: Build): Promise<Batch[]> => ((await (await fetch(collector(build))).json()) as { batches: Batch[] }).batches;

/** The page view's reporter has loaded and run (it comes after the load event, off the first paint). */
async function reporterStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/field-reporter-')));
  // Past the module's own evaluation: an idle moment comes after the tasks already queued.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** Opens `path` as a new page view (the previous one is left, and sends its batch). */
async function visit(page: Page, build: Build, path: string, shown: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(BUILDS[build].baseUrl + path);
  await shown(page);
  await reporterStarted(page);
}

test("sends each page view's vitals and one report of each failure, with its context and nothing of the member", async ({ browser, build }) => {
  await fetch(collector(build), { method: 'DELETE' });
  const language = BUILD_LANGUAGE[build];
  const say = textsOf(language);
  const name = 'Field Reporter';
  const member = await newMember(build, name);
  await api(build, 'POST', '/api/wallet/add', { amount: 1234.56 }, member.token);
  const { bankAccount } = await api<{ bankAccount: { bankAccountNo: string } }>(build, 'GET', '/api/wallet', undefined, member.token);
  const planted = [member.token, member.phone, name, name.toUpperCase(), '1234.56', '1,234.56', bankAccount.bankAccountNo];

  // A first visit, whose address carries the member's phone (no report may repeat it): the site's
  // agreement, then the login form, then home, in one page view.
  const page = await openPage(browser, build, `/login?ref=${member.phone}`, { language, firstVisit: true });
  const agreement = page.getByRole('dialog', { name: say('common', 'agreement.title') });
  await agreement.getByRole('button', { name: say('common', 'agreement.accept') }).click();
  await agreement.waitFor({ state: 'detached' });
  await logIn(page, member.phone, MEMBER_PASSWORD, language);
  const main = (page: Page) => page.getByRole('main').waitFor();
  await page.getByRole('button', { name: say('wallet', 'home.tile.withdraw'), exact: true }).waitFor();
  await reporterStarted(page);
  // The session this login stored: no report may carry it either.
  planted.push(await page.evaluate(() => localStorage.getItem('wallet.token') ?? sessionStorage.getItem('wallet.token') ?? 'no token stored'));
  // Code that cannot be downloaded: a release took the withdraw sheet's files away.
  await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.getByRole('button', { name: say('wallet', 'home.tile.withdraw'), exact: true }).click();
  await page.getByRole('dialog', { name: say('common', 'partUnavailable.title') }).waitFor();
  await page.unrouteAll({ behavior: 'wait' });

  // An inline script the policy blocks, an error and a rejection nothing caught.
  await visit(page, build, '/user/statement', main);
  await page.evaluate((phone) => {
    const script = document.createElement('script');
    script.textContent = `window.leaked = '${phone}'`;
    document.body.append(script);
    setTimeout(() => {
      throw new Error(`Cannot complete the transfer for ${phone}`);
    });
    void Promise.reject(new TypeError(`Cannot read the wallet of ${phone}`));
  }, member.phone);
  await visit(page, build, '/user/spin', main);

  // An answer the api cannot read: the wallet without its amount.
  await page.route('**/api/wallet', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { wallet: unknown };
    await route.fulfill({ response, json: { ...answer, wallet: null } });
  });
  await visit(page, build, '/user/home', (page) => page.getByText(say('errors', 'network.unexpected')).first().waitFor());
  // Any wallet reading still in flight is answered before the route goes.
  await page.unrouteAll({ behavior: 'wait' });

  // A screen the error boundary catches: the wheel cannot be drawn.
  await page.addInitScript((phone) => {
    CanvasRenderingContext2D.prototype.fillText = () => {
      throw new Error(`Failed to draw the wheel for ${phone}`);
    };
  }, member.phone);
  await visit(page, build, '/user/spin', (page) => page.getByRole('button', { name: say('common', 'errorBoundary.reload') }).waitFor());
  await page.goto('about:blank');

  const kinds = ['vital', 'chunk-load', 'csp', 'unhandled', 'unreadable-answer', 'error-boundary'];
  let batches: Batch[] = [];
  await test.expect
    .poll(async () => {
      batches = await batchesOf(build);
      const seen = new Set(batches.flatMap((batch) => batch.reports.map((report) => report.kind)));
      return kinds.filter((kind) => !seen.has(kind));
    }, { timeout: 30_000 })
    .toEqual([]);

  const reports = batches.flatMap((batch) => batch.reports);
  // Every page view's vitals, named by the route it arrived at.
  for (const route of ['/login', '/user/statement', '/user/spin', '/user/home']) {
    const names = new Set(reports.filter((report) => report.kind === 'vital' && report.route === route).map((report) => report.name));
    assert.ok(['FCP', 'TTFB', 'LCP'].every((vital) => names.has(vital)), `${route}: vitals ${[...names].join(', ')}`);
  }
  for (const batch of batches) {
    assert.deepEqual(batch.context, { region: build, version: batch.context.version, language, engine: 'chromium', connection: batch.context.connection });
  }
  const one = (kind: string) => reports.filter((report) => report.kind === kind);
  assert.deepEqual(one('chunk-load').map(({ route, file }) => [route, /^\/assets\/[\w.-]+\.js$/.test(String(file))]), [['/user/home', true]]);
  assert.ok(one('csp').some((report) => report.blocked === 'inline'), JSON.stringify(one('csp')));
  assert.deepEqual(one('unhandled').map((report) => [report.name, report.message]).sort(), [['Error', 'Cannot complete the transfer for #'], ['TypeError', 'Cannot read the wallet of #']]);
  assert.deepEqual(one('unreadable-answer').map(({ call, path }) => [call, path]), [['getWallet', 'wallet']]);
  assert.deepEqual(one('error-boundary').map(({ route, message }) => [route, message]), [['/user/spin', 'Failed to draw the wheel for #']]);

  const sent = JSON.stringify(batches);
  for (const value of planted) assert.ok(!sent.includes(value), `a report carries the member's "${value}"`);
  await page.context().close();
});
