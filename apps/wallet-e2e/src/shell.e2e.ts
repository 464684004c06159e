import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, openPage, pathOf, PHONE_VIEWPORT } from './support/browser';
import { test } from './support/test';
import { text } from './support/texts';

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('wallet.token') ?? window.sessionStorage.getItem('wallet.token'));

async function logInAsDemo(page: Page) {
  await page.getByLabel('Phone number').fill('0812345678');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/user/home');
}

test.describe('the site root keeps the session', () => {
  test('/ lands on /user/home still logged in; /login ends the session', { tag: '@la' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/login', { language: 'en' });
    await logInAsDemo(page);
    const token = await storedToken(page);
    assert.ok(token, 'logging in stores a token');

    await page.goto(new URL('/', page.url()).href);
    await page.waitForURL('**/user/home');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    assert.equal(pathOf(page), '/user/home');
    assert.equal(await storedToken(page), token);

    await page.goto(new URL('/login', page.url()).href);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.waitForFunction(() => !window.localStorage.getItem('wallet.token') && !window.sessionStorage.getItem('wallet.token'));
    await page.goto(new URL('/', page.url()).href);
    await page.waitForURL('**/login');
    await page.context().close();
  });
});

test.describe('a browser that refuses storage', () => {
  test('opens in the site language, logs the member in to home, and keeps the session until a reload', { tag: '@th' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/login', { storageRefused: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const thai = (namespace: string, key: string) => text('th', namespace, key);

    // Nothing can be remembered, so the first-visit notice asks again.
    await page.getByRole('dialog', { name: thai('common', 'agreement.title') }).waitFor();
    await page.getByRole('button', { name: thai('common', 'agreement.accept') }).click();
    await page.getByLabel(thai('auth', 'login.username')).fill('0812345678');
    await page.getByLabel(thai('auth', 'login.password'), { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: thai('auth', 'login.submit') }).click();
    await page.waitForURL('**/user/home');
    await page.getByRole('button', { name: thai('common', 'agreement.acknowledge') }).click();
    await page.getByText(thai('wallet', 'home.totalBalance')).waitFor();

    await page.reload();
    await page.waitForURL('**/login');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

test.describe('two agreement flags', () => {
  test("accepting the public notice covers the member home's agreement for that visit only; a public visit clears only the member's flag", { tag: '@th' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/howto', { language: 'en', firstVisit: true });
    const notice = page.getByRole('dialog', { name: 'Site agreement' });
    await notice.waitFor();
    await page.getByRole('button', { name: 'I accept' }).click();
    await notice.waitFor({ state: 'detached' });
    assert.ok(await page.evaluate(() => window.localStorage.getItem('wallet.publicAgreement')));

    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await logInAsDemo(page);
    // The same agreement is not asked twice in one visit: home stays clear past its 1.5 s delay.
    await page.getByRole('status', { name: 'Total balance' }).waitFor();
    await page.waitForTimeout(2_000);
    assert.equal(await page.getByRole('dialog', { name: 'Site agreement' }).count(), 0, 'the member agreement after the public notice');

    // Another visit (a new tab) asks the member home's own agreement, which it remembers.
    const later = await page.context().newPage();
    await later.goto(page.url());
    const memberAgreement = later.getByRole('dialog', { name: 'Site agreement' });
    await memberAgreement.waitFor();
    await memberAgreement.getByRole('button', { name: 'I have read and agree' }).click();
    await memberAgreement.waitFor({ state: 'detached' });
    assert.ok(await later.evaluate(() => window.localStorage.getItem('wallet.agreement')));
    await later.close();
    await page.goto(new URL('/howto', page.url()).href);
    await page.getByRole('heading', { name: 'How to use' }).waitFor();
    await page.waitForFunction(() => window.localStorage.getItem('wallet.agreement') === null);
    await page.waitForTimeout(2_000);
    assert.equal(await notice.count(), 0);
    assert.ok(await page.evaluate(() => window.localStorage.getItem('wallet.publicAgreement')));
    await page.context().close();
  });
});

test.describe('a keyboard alone', () => {
  const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

  test('skips the top bar and the menu with the first Tab, logs in, and opens and closes a money modal', { tag: '@th' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/login', { language: 'en' });
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    // The member's agreement was answered on an earlier visit: this test is about the keyboard.
    await page.evaluate(() => window.localStorage.setItem('wallet.agreement', 'earlier visit'));
    const skip = page.getByRole('link', { name: 'Skip to content' });

    await page.keyboard.press('Tab');
    assert.ok(await isFocused(skip), 'the first Tab reaches the skip link');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    assert.ok(await isFocused(page.getByLabel('Phone number')), 'after the skip, Tab reaches the form');
    await page.keyboard.type('0812345678');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/user/home');
    await page.getByRole('button', { name: 'Deposit' }).waitFor();

    await page.keyboard.press('Tab');
    assert.ok(await isFocused(skip), 'home starts with the skip link too');
    await page.keyboard.press('Enter');
    const deposit = page.getByRole('button', { name: 'Deposit' });
    for (let step = 0; step < 10 && !(await isFocused(deposit)); step += 1) await page.keyboard.press('Tab');
    assert.ok(await isFocused(deposit), 'Deposit is reached within 10 Tabs of the skip');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await isFocused(deposit), 'closing gives focus back to Deposit');
    await page.context().close();
  });
});

test.describe('modals', () => {
  test('keep keyboard focus inside, close with Escape and give focus back (a phone gets a bottom sheet)', { tag: '@th' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/howto', { language: 'en' });
    const opener = page.getByRole('button', { name: /How to check your balance/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'How to check your balance' });
    await dialog.waitFor();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press(step % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      assert.ok(await dialog.evaluate((element) => element.contains(document.activeElement)), `focus left the dialog at step ${step}`);
    }
    const box = await dialog.boundingBox();
    assert.ok(box);
    assert.equal(Math.round(box.width), PHONE_VIEWPORT.width);
    assert.equal(Math.round(box.y + box.height), PHONE_VIEWPORT.height);
    assert.equal(await dialog.locator('header, footer').count(), 0);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await opener.evaluate((element) => element === document.activeElement));
    await page.context().close();
  });

  test('are centred dialogs on a desktop', { tag: '@th' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/howto', { language: 'en', viewport: DESKTOP_VIEWPORT });
    await page.getByRole('button', { name: /How to enter a game/ }).click();
    const box = await page.getByRole('dialog', { name: 'How to enter a game' }).boundingBox();
    assert.ok(box);
    assert.ok(box.width <= 600, `dialog width ${box.width}`);
    assert.ok(Math.abs(box.x + box.width / 2 - DESKTOP_VIEWPORT.width / 2) < 2, 'dialog is centred');
    await page.context().close();
  });
});

test.describe('the frame on a phone and on a desktop', () => {
  test('a phone has the menu at the bottom; a desktop has it at the top and a wider column', { tag: '@th' }, async ({ browser, build }) => {
    const phone = await openPage(browser, build, '/howto', { language: 'en' });
    const phoneMenu = await phone.getByRole('navigation').boundingBox();
    assert.ok(phoneMenu && phoneMenu.y > PHONE_VIEWPORT.height / 2);
    await phone.context().close();

    const desktop = await openPage(browser, build, '/login', { language: 'en', viewport: DESKTOP_VIEWPORT });
    const publicColumn = await desktop.getByRole('main').boundingBox();
    assert.ok(publicColumn && publicColumn.width > 480 && publicColumn.width <= 720, `public column ${publicColumn?.width}`);
    await logInAsDemo(desktop);
    await desktop.goto(new URL('/user/contact', desktop.url()).href);
    await desktop.getByRole('heading', { name: 'Contact us' }).waitFor();
    const menu = await desktop.getByRole('navigation').boundingBox();
    const topBar = await desktop.getByRole('banner').boundingBox();
    const main = await desktop.getByRole('main').boundingBox();
    assert.ok(menu && topBar && main);
    assert.ok(menu.y >= topBar.y + topBar.height - 1 && menu.y < 150, `menu at y=${menu.y}`);
    assert.ok(main.width > 900 && main.width <= 1100, `member column ${main.width}`);
    await desktop.context().close();
  });

  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    test(`toasts sit below the top bar and leave the language switcher free at ${viewport.width} px`, { tag: '@th' }, async ({ browser, build }) => {
      const page = await openPage(browser, build, '/register', { language: 'en', viewport });
      await page.getByLabel('Phone number').fill('12345');
      await page.getByRole('button', { name: 'Next' }).click();
      // Measured in the moment the toast is found: a toast goes after a few seconds, which a
      // loaded machine can spend between two steps of a test.
      const placed = await page.waitForFunction((said) => {
        const toast = Array.from(document.querySelectorAll('[role="alert"]')).find((element) => element.textContent?.includes(said));
        const bar = document.querySelector('header');
        const language = document.querySelector('header select');
        if (!toast || !bar || !language) return null;
        const rect = language.getBoundingClientRect();
        const free = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) === language;
        return { toastTop: toast.getBoundingClientRect().top, barBottom: bar.getBoundingClientRect().bottom, free };
      }, 'The phone number must support 10 digits');
      const { toastTop, barBottom, free } = (await placed.jsonValue()) as { toastTop: number; barBottom: number; free: boolean };
      assert.ok(toastTop >= barBottom, `toast at y=${toastTop}, top bar ends at ${barBottom}`);
      assert.ok(free, 'the language switcher is not covered');
      await page.context().close();
    });
  }
});

test.describe('the 404 and terminated pages', () => {
  test('sit in the public frame', { tag: '@la' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/nope', { language: 'en' });
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('th');
    await page.getByRole('heading', { name: text('th', 'common', 'notFound.title') }).waitFor();
    await page.getByRole('link', { name: text('th', 'common', 'notFound.home') }).click();
    await page.waitForURL('**/login');

    await page.goto(new URL('/terminated', page.url()).href);
    await page.getByRole('banner').waitFor();
    // Nothing leads back into the site; the skip link only moves within the page.
    assert.deepEqual(await page.getByRole('link').allInnerTexts(), ['Skip to content']);
    await page.context().close();
  });
});
