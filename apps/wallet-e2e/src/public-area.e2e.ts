import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, pathOf, type Build } from './support/browser';
import { freshPhone, stubDev } from './support/stub';
import { text } from './support/texts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

async function logIn(page: Page, phone: string, password: string) {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function register(build: Build, phone: string) {
  const page = await openPage(browser, build, '/register?code=PRdemo', { language: 'en' });
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Next' }).click();

  // The demo fixture has OTP on: read the code the server would have sent by SMS.
  await page.getByLabel('OTP code').waitFor();
  const otp = (await stubDev(build, `otp/${phone}`)) as { code: string };
  await page.getByLabel('OTP code').fill(otp.code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByLabel('Profile name').fill('E2E Member');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByLabel('How did you hear about us?').selectOption('FACEBOOK');
  assert.equal(await page.getByLabel('Inviter code (optional)').inputValue(), 'PRdemo');
  await page.getByRole('button', { name: 'Next' }).click();

  // Each site offers its own region's banks.
  await page.getByLabel('Bank', { exact: true }).selectOption(build === 'la' ? 'BCEL' : 'KBANK');
  await page.getByLabel('Account number').fill(phone.replace(/^09/, '77'));
  await page.getByLabel('First name').fill(' somchai ');
  await page.getByLabel('Last name').fill('jaidee');
  if (build === 'la') await page.getByLabel('Currency').selectOption('LAK');
  await page.getByRole('button', { name: 'Register' }).click();

  await page.getByText('Registration successful. Please log in.').waitFor();
  await page.waitForURL('**/login', { timeout: 5_000 });
  return page;
}

describe('a new member registers through every step and logs in', () => {
  for (const build of ['th', 'la'] as const) {
    it(`in the ${build === 'th' ? 'Thai' : 'Laos'} build`, async () => {
      const phone = freshPhone();
      const page = await register(build, phone);
      await logIn(page, phone, 'secret123');
      await page.waitForURL('**/user/home');
      assert.equal(pathOf(page), '/user/home');
    });
  }
});

describe('login errors', () => {
  it('a wrong password shows the translated error inline, in Thai by default', async () => {
    const page = await openPage(browser, 'th', '/login');
    await page.getByLabel(text('th', 'auth', 'login.username')).fill('0812345678');
    await page.getByLabel(text('th', 'auth', 'login.password'), { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: text('th', 'auth', 'login.submit') }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.equal((await alert.innerText()).trim(), text('th', 'errors', 'code.WRONG_CREDENTIAL'));
  });

  it('and in Lao in the Laos build', async () => {
    const page = await openPage(browser, 'la', '/login');
    await page.getByLabel(text('lo', 'auth', 'login.username')).fill('0812345678');
    await page.getByLabel(text('lo', 'auth', 'login.password'), { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: text('lo', 'auth', 'login.submit') }).click();
    await page.getByRole('alert').waitFor();
    assert.equal((await page.getByRole('alert').innerText()).trim(), text('lo', 'errors', 'code.WRONG_CREDENTIAL'));
  });
});

describe('the site agreement', () => {
  it('shows on a first visit and is not shown again once accepted', async () => {
    const page = await openPage(browser, 'th', '/howto', { language: 'en', firstVisit: true });
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

describe('a terminated site', () => {
  afterEach(() => stubDev('th', 'site', { active: true }));

  it("lands on /terminated when the server says 'gone'", async () => {
    await stubDev('th', 'site', { active: false });
    const page = await openPage(browser, 'th', '/login', { language: 'en' });
    await page.waitForURL('**/terminated');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
