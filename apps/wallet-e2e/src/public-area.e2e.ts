// Login errors, the site agreement and a terminated site (registering through every step is walked
// in first-hour.e2e.ts).
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { logIn } from './support/sign-up';
import { stubDev } from './support/stub';
import { text } from './support/texts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

describe('login errors', () => {
  it('a wrong password shows the translated error inline, in Thai by default', async () => {
    const page = await openPage(browser, 'th', '/login');
    await logIn(page, '0812345678', 'not-the-password', 'th');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.equal((await alert.innerText()).trim(), text('th', 'errors', 'code.WRONG_CREDENTIAL'));
  });

  it('and in Lao in the Laos build', async () => {
    const page = await openPage(browser, 'la', '/login');
    await logIn(page, '0812345678', 'not-the-password', 'lo');
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
