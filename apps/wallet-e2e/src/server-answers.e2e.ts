// What the app does with the stand-in server's answers in a real browser: a 'gone' site that comes
// back is seen at once (no answer is reused from the HTTP cache), and auth failures either end the
// session (INVALID_USER_1..4) or leave the member where they are (the other auth codes). In the
// Laos build only (issue 37): it reads nothing of the region, and the builds differ in region
// config alone.
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { openPage, pathOf, type Build } from './support/browser';
import { stubDev } from './support/stub';
import { test } from './support/test';
import { text } from './support/texts';

const DEMO = { phone: '0812345678', password: 'demo1234' };
/** Each build's own language. */
const LANGUAGE = { th: 'th', la: 'lo' } as const;

function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('wallet.token') ?? window.sessionStorage.getItem('wallet.token'));
}

async function logInAsDemo(browser: Browser, build: Build, language: 'th' | 'lo' | 'en' = 'en'): Promise<Page> {
  const page = await openPage(browser, build, '/login', { language });
  await page.getByLabel(text(language, 'auth', 'login.username')).fill(DEMO.phone);
  await page.getByLabel(text(language, 'auth', 'login.password'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: text(language, 'auth', 'login.submit') }).click();
  await page.waitForURL('**/user/home');
  assert.notEqual(await storedToken(page), null);
  return page;
}

/** Opens a path in the same tab, as a member typing it (or reloading), and waits for the app to settle. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, page.url()).href);
  await page.waitForLoadState('networkidle');
}

test.describe("a site that is 'gone' and then active again", () => {
  test.afterEach(({ build }) => stubDev(build, 'site', { active: true }));

  test('opens /register normally once it is back', { tag: '@la' }, async ({ browser, build }) => {
    await stubDev(build, 'site', { active: false });
    const page = await openPage(browser, build, '/login', { language: 'en' });
    await page.waitForURL('**/terminated');
    await visit(page, '/register');
    await page.waitForURL('**/terminated');

    await stubDev(build, 'site', { active: true });
    await visit(page, '/register');
    await page.getByLabel('Phone number').waitFor();
    assert.equal(pathOf(page), '/register');
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    assert.equal(pathOf(page), '/login');
  });
});

test.describe('auth failures on a member screen', () => {
  test('INVALID_USER_2 clears the token and lands on /login', { tag: '@la' }, async ({ browser, build, undo }) => {
    const page = await logInAsDemo(browser, build);
    undo.data();
    await stubDev(build, 'auth-failure', { username: DEMO.phone, code: 'INVALID_USER_2', times: 20 });
    await page.goto(new URL('/user/profile', page.url()).href);
    await page.waitForURL('**/login');
    assert.equal(await storedToken(page), null);
  });

  test('INACTIVE_USER leaves the member on the screen, still logged in', { tag: '@la' }, async ({ browser, build, undo }) => {
    const page = await logInAsDemo(browser, build, LANGUAGE[build]);
    undo.data();
    await stubDev(build, 'auth-failure', { username: DEMO.phone, code: 'INACTIVE_USER', times: 20 });
    // In the build's own language, the profile screen says why it has no profile to show.
    await visit(page, '/user/profile');
    await page.getByText(text(LANGUAGE[build], 'errors', 'code.INACTIVE_USER')).waitFor();
    assert.equal(pathOf(page), '/user/profile');
    assert.notEqual(await storedToken(page), null);
  });
});
