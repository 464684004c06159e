// Login errors, the site agreement and a terminated site (registering through every step is walked
// in first-hour.e2e.ts).
import assert from 'node:assert/strict';
import { openPage } from './support/browser';
import { logIn } from './support/sign-up';
import { stubDev } from './support/stub';
import { test } from './support/test';
import { text, textsOf } from './support/texts';

test.describe('login errors', () => {
  test('a wrong password shows the translated error inline, in Thai by default', { tag: '@th' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/login');
    await logIn(page, '0812345678', 'not-the-password', 'th');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.equal((await alert.innerText()).trim(), text('th', 'errors', 'code.WRONG_CREDENTIAL'));
  });

  test('and in Lao in the Laos build', { tag: '@la' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/login');
    await logIn(page, '0812345678', 'not-the-password', 'lo');
    await page.getByRole('alert').waitFor();
    assert.equal((await page.getByRole('alert').innerText()).trim(), text('lo', 'errors', 'code.WRONG_CREDENTIAL'));
  });
});

test.describe('the site agreement', () => {
  test('shows on a first visit and is not shown again once accepted', { tag: '@th' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/howto', { language: 'en', firstVisit: true });
    const dialog = page.getByRole('dialog', { name: 'Site agreement' });
    await dialog.waitFor();
    await page.getByRole('button', { name: 'I accept' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'How to use' }).waitFor();
    await page.waitForTimeout(2_000);
    assert.equal(await dialog.count(), 0);
  });
});

test.describe('the site agreement on a first visit to /login (issue 38 item 1)', () => {
  test('is asked before the form takes a key, and every digit typed after it is kept', { tag: '@th' }, async ({ browser, build }) => {
    const say = textsOf('th');
    const page = await openPage(browser, build, '/login', { firstVisit: true });
    const phone = page.getByLabel(say('auth', 'login.username'));
    await phone.waitFor();
    // A member taps the field the moment it shows and starts typing: nothing lands in it before
    // the notice has been answered, so no digit is typed into a field the notice then takes over.
    await phone.focus();
    await page.keyboard.type('0812');
    const notice = page.getByRole('dialog', { name: say('common', 'agreement.title') });
    await notice.getByRole('button', { name: say('common', 'agreement.accept') }).click();
    await notice.waitFor({ state: 'detached' });
    assert.equal(await phone.inputValue(), '', 'digits typed before the notice was answered');
    await phone.click();
    await page.keyboard.type('0812345678');
    assert.equal(await phone.inputValue(), '0812345678');
    await page.context().close();
  });
});

test.describe('a terminated site', () => {
  test.afterEach(({ build }) => stubDev(build, 'site', { active: true }));

  test("lands on /terminated when the server says 'gone'", { tag: '@th' }, async ({ browser, build }) => {
    await stubDev(build, 'site', { active: false });
    const page = await openPage(browser, build, '/login', { language: 'en' });
    await page.waitForURL('**/terminated');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
