// Issue 40: a member's hour with the keyboard alone, at 1280x800 in each build and its languages:
// log in through the form, the deposit sheet's tabs with the arrows, an account number copied,
// Escape, the invite link copied, a refund received (each toast clear of its sheet's title and of
// the control pressed), a game card, the menu in the order it is seen, a promotion's refusal (Tab
// kept in its sheet while Receive waits) closed with Escape and then its sheet, log out (to a form
// that says nothing of a time-out). The member is registered, given the promotion and granted the
// refund through the API; the keyboard is the subject, not their history.
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { BUILDS } from './support/builds';
import { DESKTOP_VIEWPORT, TEST_CONTEXT, type Build } from './support/browser';
import { api, MEMBER_PASSWORD, type Member } from './support/member';
import { stubDev } from './support/stub';
import { expect, test } from './support/test';
import { textsOf, type Language } from './support/texts';
import { toastLeavesSheetClear } from './support/toast-clear';

const PROMOTION = 'WELCOME100';
/** A refund the operator grants, in each build's money (as first-hour.e2e.ts grants). */
const REFUND: Record<Build, number> = { th: 40.5, la: 4_050 };
/** More presses than any screen has controls before the one sought. */
const MOST_PRESSES = 60;

/** Tab (or Shift+Tab) until `target` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await target.waitFor();
  for (let pressed = 0; pressed < MOST_PRESSES; pressed++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** Holds the answer to the next call matching `url` until the returned release is called. */
async function holdAnswer(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

/** Whether the focus is inside `container` (a sheet), not on the page behind it. */
const holdsFocus = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

/** The languages each build shows: Thailand's Thai and English, Laos's Lao. */
const LANGUAGES: Record<Build, readonly Language[]> = { th: ['th', 'en'], la: ['lo'] };

/** The hour in one language, in a context of its own, from the login form to logging out. */
async function walkTheHour(browser: Browser, build: Build, member: Member, language: Language): Promise<void> {
  const say = textsOf(language);
  const context = await browser.newContext({ ...TEST_CONTEXT, viewport: DESKTOP_VIEWPORT, reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript((language) => {
    window.localStorage.setItem('wallet.locale', language);
    window.localStorage.setItem('wallet.publicAgreement', 'read earlier');
    window.localStorage.setItem('wallet.agreement', 'read earlier');
  }, language);
  const page = await context.newPage();
  await page.goto(`${BUILDS[build].baseUrl}/login`);

  await test.step('log in through the form', async () => {
    await tabTo(page, page.getByLabel(say('auth', 'login.username')));
    await page.keyboard.type(member.phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type(MEMBER_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/user/home');
  });

  const actions = page.getByRole('navigation', { name: say('wallet', 'home.actions') });
  await test.step('the deposit sheet: tabs with the arrows, an account number copied, Escape', async () => {
    const opener = actions.getByRole('button', { name: say('wallet', 'home.tile.deposit'), exact: true });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: say('wallet', 'deposit.title'), exact: true });
    const bank = sheet.getByRole('tab', { name: say('wallet', 'deposit.method.bank') });
    await tabTo(page, bank);
    await page.keyboard.press('ArrowRight');
    const next = sheet.getByRole('tab', { selected: true });
    await expect(next).toBeFocused();
    assert.notEqual(await next.textContent(), await bank.textContent(), 'ArrowRight chose the next tab');
    await page.keyboard.press('ArrowLeft');
    await expect(sheet.getByRole('tab', { name: say('wallet', 'deposit.method.bank'), selected: true })).toBeFocused();
    await tabTo(page, sheet.getByRole('button', { name: say('wallet', 'deposit.bank.copyAccountNo') }).first());
    await page.keyboard.press('Enter');
    await toastLeavesSheetClear(page, sheet, new RegExp(`^${say('common', 'copy.copied')} \\d+`));
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect(opener).toBeFocused();
  });

  await test.step('the invite link copied: its toast covers neither the sheet\'s title nor Copy link', async () => {
    const opener = actions.getByRole('button', { name: say('wallet', 'home.tile.invite'), exact: true });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    // The site's news come first, read through to Continue.
    const news = page.getByRole('dialog', { name: say('wallet', 'banner.title'), exact: true });
    await tabTo(page, news.getByRole('button', { name: say('wallet', 'banner.continue'), exact: true }));
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: say('wallet', 'invite.title'), exact: true });
    const copy = sheet.getByRole('button', { name: say('wallet', 'invite.copyLink') });
    await tabTo(page, copy);
    await page.keyboard.press('Enter');
    await toastLeavesSheetClear(page, sheet, say('common', 'copy.copied'), [copy]);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect(opener).toBeFocused();
  });

  await test.step('a refund received: its toast covers neither the sheet\'s title nor Receive', async () => {
    await stubDev(build, `member/${member.phone}/refund`, { amount: REFUND[build] });
    await tabTo(page, actions.getByRole('button', { name: say('wallet', 'home.tile.refund'), exact: true }));
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: say('wallet', 'refund.title'), exact: true });
    const receive = sheet.getByRole('button', { name: say('wallet', 'refund.receive') });
    await tabTo(page, receive);
    await page.keyboard.press('Enter');
    await toastLeavesSheetClear(page, sheet, say('wallet', 'refund.addWalletSuccess'), [receive]);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });

  await test.step('a game card opens its account and Escape comes back to it', async () => {
    const card = page.getByRole('button', { name: /^PG Soft/ }).first();
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    const game = page.getByRole('dialog', { name: 'PG Soft' });
    await game.waitFor();
    await page.keyboard.press('Escape');
    await game.waitFor({ state: 'detached' });
    await expect(card).toBeFocused();
  });

  await test.step('Tab goes through the menu in the order it is seen', async () => {
    const menu = page.getByRole('navigation', { name: say('common', 'nav.menu') });
    const items = menu.locator('a, button');
    const seen = await items.evaluateAll((elements) =>
      elements
        .map((element) => ({ name: element.textContent?.trim() ?? '', left: element.getBoundingClientRect().left }))
        .sort((a, b) => a.left - b.left)
        .map(({ name }) => name),
    );
    await tabTo(page, menu.getByRole('link', { name: seen[0], exact: true }), 'Shift+Tab');
    const tabbed = [seen[0]];
    for (let item = 1; item < seen.length; item++) {
      await page.keyboard.press('Tab');
      tabbed.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    assert.deepEqual(tabbed, seen, 'the menu items in Tab order and as seen');
  });

  await test.step('a promotion refused: its alert closed with Escape, then its sheet', async () => {
    await tabTo(page, actions.getByRole('link', { name: say('wallet', 'home.tile.bonus'), exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/user/bonus');
    await tabTo(page, page.getByLabel(say('bonus', 'promotion.label')));
    await page.keyboard.type(PROMOTION);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: say('bonus', 'promotionModal.title'), exact: true });
    const receive = sheet.getByRole('button', { name: say('bonus', 'promotionModal.receive') });
    await tabTo(page, receive);
    // While its answer is awaited Receive is disabled, and the focus on it stays in the sheet: Tab
    // goes on inside it rather than to "Skip to content" behind it.
    const release = await holdAnswer(page, '**/api/promotion/activate/**');
    await page.keyboard.press('Enter');
    await expect(receive).toBeDisabled();
    await page.keyboard.press('Tab');
    assert.ok(await holdsFocus(sheet), 'the focus stays in the promotion sheet while Receive waits');
    release();
    const refusal = page.getByRole('alertdialog', { name: say('errors', 'label.promotionActivation') });
    // Enter would answer it: its OK has the focus.
    await expect(refusal.getByRole('button', { name: say('common', 'action.ok') })).toBeFocused();
    await page.keyboard.press('Escape');
    await refusal.waitFor({ state: 'detached' });
    assert.ok(await holdsFocus(sheet), 'the focus is back in the promotion sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });

  await test.step('log out', async () => {
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: say('common', 'action.logout') }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    await page.getByLabel(say('auth', 'login.username')).waitFor();
    // A logout of the member's own is no time-out: the form comes with no word of one.
    assert.equal(await page.getByText(say('auth', 'login.inactivityEnded')).count(), 0);
  });
  await context.close();
}

test('a member gets through the hour with the keyboard alone (issue 40)', async ({ browser, build, member }) => {
  // Already received once and no longer held: searching it again is refused.
  await api(build, 'GET', `/api/promotion/activate/${PROMOTION}`, undefined, member.token);
  await api(build, 'GET', '/api/bonus/clear', undefined, member.token);
  for (const language of LANGUAGES[build]) await test.step(`in ${language}`, () => walkTheHour(browser, build, member, language));
});
