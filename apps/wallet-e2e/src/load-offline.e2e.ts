// Code that loads on demand, offline, where no service worker holds it: the dev server always, and a
// production build on a first visit, in a private window or wherever workers are blocked. Every
// sheet of home and every member screen whose code is not loaded yet says in the member's language
// that it could not be loaded, with a retry; the rest of the app keeps working, and once the network
// is back the same tap opens it. Service workers are blocked here for that reason: a worker would
// answer these files from its cache. In the Laos build only (issue 37): it reads nothing of the
// region, and the builds differ in region config alone.
import type { Browser, Locator, Page } from 'playwright-core';
import type { Build } from './support/browser';
import { BUILD_LANGUAGE } from './support/builds';
import { memberPage, newMember } from './support/member';
import { test } from './support/test';
import { textsOf } from './support/texts';

const totalOf = (page: Page) => page.locator('[aria-labelledby="home-total-label"]');

/** The sheet that stands in for one whose code could not be loaded, and its retry. */
function unavailableSheet(page: Page, say: ReturnType<typeof textsOf>) {
  const sheet = page.getByRole('dialog', { name: say('common', 'partUnavailable.title') });
  return { sheet, retry: sheet.getByRole('button', { name: say('common', 'action.retry') }) };
}

/** Offline, `open` shows the stand-in sheet, which closes back to home; online, the retry opens `loaded`. */
async function sheetOffline(page: Page, say: ReturnType<typeof textsOf>, open: () => Promise<void>, loaded: Locator): Promise<void> {
  await page.context().setOffline(true);
  await open();
  const { sheet, retry } = unavailableSheet(page, say);
  await sheet.getByText(say('common', 'partUnavailable.message')).waitFor();
  await sheet.getByRole('button', { name: say('common', 'modal.close') }).first().click();
  await sheet.waitFor({ state: 'detached' });
  await totalOf(page).waitFor();
  // Asked for again offline, it says so again; with the network back, its retry opens it.
  await open();
  await retry.waitFor();
  await page.context().setOffline(false);
  await retry.click();
  await loaded.waitFor();
  // Closing the news banners (invite, refund) opens the sheet they lead to: each is closed in turn.
  const sheets = page.getByRole('dialog');
  while ((await sheets.count()) > 0) {
    const title = await sheets.first().getAttribute('aria-labelledby');
    await sheets.first().getByRole('button', { name: say('common', 'modal.close') }).first().click();
    await page.locator(`[role="dialog"][aria-labelledby="${title}"]`).waitFor({ state: 'detached' });
  }
}

/** Home of a new member in the build's language, with service workers blocked, once it has loaded. */
async function offlineReadyHome(browser: Browser, build: Build, name: string) {
  const language = BUILD_LANGUAGE[build];
  const say = textsOf(language);
  const member = await newMember(build, name);
  let updateChecked: Promise<unknown> = Promise.resolve();
  const page = await memberPage(browser, build, '/user/home', member.token, {
    language,
    serviceWorkers: 'block',
    prepare: async (context) => {
      updateChecked = context.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === '/version.json');
    },
  });
  await totalOf(page).waitFor();
  // What says a part could not be loaded and the update check are extras, which come once the first
  // screen is drawn (the network can fall quiet before they start): the update check has asked
  // which release is live, and the chat's launcher, the last of them, shows.
  await updateChecked;
  await page.getByRole('button', { name: say('chat', 'widget.open') }).waitFor();
  return { page, say };
}

test.describe('code loaded on demand, offline without a service worker', () => {
  test("every sheet of home says it could not be loaded, in the member's language, and opens once back online", { tag: '@la' }, async ({ browser, build }) => {
    const { page, say } = await offlineReadyHome(browser, build, 'Offline Sheets');
    const tile = (key: string) => () => page.getByRole('button', { name: say('wallet', `home.tile.${key}`), exact: true }).click();
    const sheets: [string, () => Promise<void>, Locator][] = [
      ['deposit', tile('deposit'), page.getByRole('dialog', { name: say('wallet', 'deposit.title') })],
      ['withdraw', tile('withdraw'), page.getByRole('dialog', { name: say('wallet', 'withdraw.title') })],
      ['transfer', () => page.getByRole('button', { name: say('wallet', 'transfer.title'), exact: true }).click(), page.getByRole('dialog', { name: say('wallet', 'transfer.title') })],
      // Invite and refund show the news banners first when there are any.
      ['invite', tile('invite'), page.getByRole('dialog', { name: new RegExp(`^(${say('wallet', 'invite.title')}|${say('wallet', 'banner.title')})$`) })],
      ['refund', tile('refund'), page.getByRole('dialog', { name: new RegExp(`^(${say('wallet', 'refund.title')}|${say('wallet', 'banner.title')})$`) })],
      ['game account', () => page.getByRole('button', { name: /^PG Soft/ }).first().click(), page.getByRole('dialog', { name: 'PG Soft' })],
    ];
    for (const [, open, loaded] of sheets) await sheetOffline(page, say, open, loaded);
    await page.context().close();
  });

  test("a part a new release removed from the server leads to the update prompt", { tag: '@la' }, async ({ browser, build }) => {
    const { page, say } = await offlineReadyHome(browser, build, 'Old Release');
    // A release went live meanwhile: the old files are gone and /version.json names the new one.
    await page.context().route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.context().route('**/version.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), version: 'next-release' } });
    });
    await page.getByRole('button', { name: say('wallet', 'home.tile.withdraw'), exact: true }).click();
    await unavailableSheet(page, say).sheet.waitFor();
    await page.getByRole('status').filter({ hasText: say('update', 'available') }).getByRole('button', { name: say('common', 'action.reload') }).waitFor();
    await page.context().close();
  });

  test('every member screen says it could not be loaded in its place, the menu still works, and it loads on retry', { tag: '@la' }, async ({ browser, build }) => {
    const { page, say } = await offlineReadyHome(browser, build, 'Offline Screens');
    const menu = page.getByRole('navigation', { name: say('common', 'nav.menu') });
    const screens: [string, () => Promise<void>][] = [
      [say('common', 'screen.profile'), () => menu.getByRole('link', { name: say('common', 'nav.profile') }).click()],
      [say('common', 'screen.statement'), () => menu.getByRole('link', { name: say('common', 'nav.statement') }).click()],
      [say('common', 'screen.bonus'), () => page.getByRole('link', { name: say('wallet', 'home.tile.bonus'), exact: true }).click()],
    ];
    for (const [title, open] of screens) {
      await page.context().setOffline(true);
      await open();
      const problem = page.getByRole('main').getByText(say('common', 'partUnavailable.message'));
      await problem.waitFor();
      // The frame is whole: its menu takes the member home, where the wallet still shows.
      await menu.getByRole('link', { name: say('common', 'nav.home') }).click();
      await totalOf(page).waitFor();
      await open();
      await problem.waitFor();
      await page.context().setOffline(false);
      await page.getByRole('main').getByRole('button', { name: say('common', 'action.retry') }).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await menu.getByRole('link', { name: say('common', 'nav.home') }).click();
      await totalOf(page).waitFor();
    }
    await page.context().close();
  });
});
