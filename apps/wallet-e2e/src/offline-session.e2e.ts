// Offline and session safety (issue 19) in both builds: without a network the banner shows and a
// money action is disabled with its reason, and the balance is read again when the network
// returns; a logout in one tab ends the session in the other; an idle member is warned a minute
// before the inactivity time-out, can stay logged in, and is logged out at the time-out, which
// /login then names in every tab (and after a logout does not). The
// session tests read nothing of the region and run in the Thai build only (issue 37): the builds
// differ in region config alone; the offline one moves money and runs in both.
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { pathOf, PHONE_VIEWPORT, type Build } from './support/browser';
import { BUILDS } from './support/builds';
import { api, MEMBER_PASSWORD, newMember, type Member } from './support/member';
import { test } from './support/test';
import { text } from './support/texts';

/** Each build's own language: the texts are checked in Thai and in Lao here, in English below. */
const LANGUAGE = { th: 'th', la: 'lo' } as const;
/** What /login says after the inactivity time-out, and only then. */
const AWAY = text('en', 'auth', 'login.inactivityEnded');
/** Laos members hold kip: ten times the Thai amounts. */
const SCALE: Record<Build, number> = { th: 1, la: 10 };

/** A member's page of the member area (token remembered, agreement read); `clock` installs Playwright's clock first. */
async function memberArea(browser: Browser, build: Build, member: Member, language: 'th' | 'lo' | 'en', { clock = false } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'en-US' });
  await context.addInitScript(
    ([token, chosen]) => {
      window.localStorage.setItem('wallet.token', token);
      window.localStorage.setItem('wallet.locale', chosen);
      window.localStorage.setItem('wallet.agreement', 'read earlier');
    },
    [member.token, language],
  );
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.goto(`${BUILDS[build].baseUrl}/user/home`);
  await totalOf(page).waitFor();
  return page;
}

const totalOf = (page: Page) => page.locator('[aria-labelledby="home-total-label"]');

/** Waits until home's total reads `amount` (its figure, whatever the currency's format). */
async function totalReads(page: Page, amount: number): Promise<void> {
  await page.waitForFunction((expected) => Number(document.querySelector('[aria-labelledby="home-total-label"]')?.textContent?.replace(/[^\d.]/g, '')) === expected, amount);
}

/** The text a control is described by (aria-describedby), as a screen reader reads it after its name. */
const descriptionOf = (control: Locator) => control.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '');

test.describe('offline safety', () => {
  test(`shows the banner, keeps a transfer from being sent while offline and reads the balance again on return`, async ({ browser, build }) => {
    const language = LANGUAGE[build];
    const scale = SCALE[build];
    const member = await newMember(build, 'Offline Tester');
    await api(build, 'POST', '/api/wallet/add', { amount: 100 * scale }, member.token);
    const page = await memberArea(browser, build, member, language);
    await totalReads(page, 100 * scale);
    const transfers: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/wallet/transfer') && transfers.push(request.url()));

    await page.getByRole('button', { name: text(language, 'wallet', 'transfer.title'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text(language, 'wallet', 'transfer.title') });
    await dialog.getByLabel(text(language, 'wallet', 'transfer.amount')).fill(String(10 * scale));
    const submit = dialog.getByRole('button', { name: text(language, 'wallet', 'transfer.submit') });
    assert.equal(await submit.isEnabled(), true);

    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: text(language, 'common', 'offline.banner') }).waitFor();
    await dialog.locator('button:disabled', { hasText: text(language, 'wallet', 'transfer.submit') }).waitFor();
    assert.equal(await descriptionOf(submit), text(language, 'common', 'offline.paused'));
    await dialog.getByText(text(language, 'common', 'offline.paused')).waitFor();

    // Money arrives meanwhile; the page learns of it only once it is back online.
    await api(build, 'POST', '/api/wallet/add', { amount: 5 * scale }, member.token);
    await page.context().setOffline(false);
    await page.getByRole('status').filter({ hasText: text(language, 'common', 'offline.banner') }).waitFor({ state: 'detached' });
    await totalReads(page, 105 * scale);
    // Enabled again once the page has taken the return in (the balance read anew may land first).
    await dialog.locator('button:enabled', { hasText: text(language, 'wallet', 'transfer.submit') }).waitFor();
    assert.deepEqual(transfers, [], 'no transfer was sent or queued');
    await page.context().close();
  });
});

test.describe('session safety', () => {
  test(`logs out every tab of the site when the member logs out in one`, { tag: '@th' }, async ({ browser, build }) => {
    const member = await newMember(build, 'Two Tabs Tester');
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'en-US' });
    await context.addInitScript(() => {
      window.localStorage.setItem('wallet.locale', 'en');
      window.localStorage.setItem('wallet.publicAgreement', 'earlier visit');
      window.localStorage.setItem('wallet.agreement', 'read earlier');
    });
    const first = await context.newPage();
    await first.goto(`${BUILDS[build].baseUrl}/login`);
    // Not remembered: the token is the tab's own (sessionStorage), so only the channel can reach the other tab.
    await first.getByLabel('Phone number').fill(member.phone);
    await first.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await first.getByLabel('Remember me').uncheck();
    await first.getByRole('button', { name: 'Log in' }).click();
    await totalOf(first).waitFor();
    // A tab opened from this one starts with a copy of its session.
    const [second] = await Promise.all([context.waitForEvent('page'), first.evaluate(() => window.open('/user/statement'))]);
    await second.getByRole('heading', { name: 'Transactions' }).waitFor();

    await first.getByRole('button', { name: 'Log out' }).click();
    await second.waitForURL('**/login');
    await second.getByLabel('Password', { exact: true }).waitFor();
    assert.equal(await second.evaluate(() => window.sessionStorage.getItem('wallet.token') ?? window.localStorage.getItem('wallet.token')), null);
    await first.waitForURL('**/login');
    // A logout is no time-out: /login says nothing of one, in either tab.
    for (const tab of [first, second]) assert.equal(await tab.getByText(AWAY).count(), 0);
    await context.close();
  });

  test(`names the time-out on /login in every tab of the site, not only the one whose timer ran`, { tag: '@th' }, async ({ browser, build }) => {
    const member = await newMember(build, 'Idle Tabs Tester');
    const first = await memberArea(browser, build, member, 'en', { clock: true });
    const second = await first.context().newPage();
    await second.goto(`${BUILDS[build].baseUrl}/user/statement`);
    await second.getByRole('heading', { name: 'Transactions' }).waitFor();
    // The tabs share the context's clock: both reach the time-out, and the one whose token goes
    // second hears the other's word on the session channel while it is still leaving.
    await first.clock.fastForward('15:30');
    for (const tab of [first, second]) {
      await tab.waitForURL('**/login');
      await tab.getByRole('status').filter({ hasText: AWAY }).waitFor();
    }
    await first.context().close();
  });

  test(`warns an idle member a minute before the time-out, keeps the session on 'Stay logged in', and logs out at the time-out`, { tag: '@th' }, async ({ browser, build }) => {
    const member = await newMember(build, 'Idle Tester');
    const page = await memberArea(browser, build, member, 'en', { clock: true });
    const warning = page.getByRole('alertdialog', { name: 'Still there?' });

    await page.clock.fastForward('14:00');
    await warning.waitFor();
    assert.match(await warning.innerText(), /logged out in 0[01]:\d\d/);
    await warning.getByRole('button', { name: 'Stay logged in' }).click();
    await warning.waitFor({ state: 'detached' });

    // A whole time-out again from the stay: still logged in and warned at 14 minutes, out at 15.
    await page.clock.fastForward('14:00');
    await warning.waitFor();
    assert.equal(pathOf(page), '/user/home');
    await page.clock.fastForward('01:00');
    await page.waitForURL('**/login');
    assert.equal(pathOf(page), '/login');
    await page.getByRole('status').filter({ hasText: AWAY }).waitFor();
    assert.equal(await page.evaluate(() => window.localStorage.getItem('wallet.token')), null);
    await page.context().close();
  });
});
