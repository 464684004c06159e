import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, pathOf } from './support/browser';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

describe('both builds boot in their own language', () => {
  it('the Thai build opens the public layout in Thai', async () => {
    const page = await openPage(browser, 'th', '/login');
    // The menu's link (the login form has its own link to registration too).
    await page.getByRole('navigation').getByRole('link', { name: 'สมัครสมาชิก' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'th');
  });

  it('the Laos build opens the public layout in Lao', async () => {
    const page = await openPage(browser, 'la', '/login');
    await page.getByRole('navigation').getByRole('link').nth(1).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'lo');
    const menu = await page.getByRole('navigation').innerText();
    assert.match(menu, /\p{Script=Lao}/u);
  });
});

describe('language choice', () => {
  it('survives a reload', async () => {
    const page = await openPage(browser, 'th', '/howto');
    await page.getByRole('combobox').selectOption('en');
    await page.getByRole('navigation').getByRole('link', { name: 'Register' }).waitFor();
    await page.reload();
    await page.getByRole('navigation').getByRole('link', { name: 'Register' }).waitFor();
    assert.equal(await page.getByRole('combobox').inputValue(), 'en');
  });
});

describe('routing', () => {
  it('shows the 404 page for an unknown path', async () => {
    const page = await openPage(browser, 'la', '/no-such-page', { language: 'en' });
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  it('sends a member route without a token to /login', async () => {
    const page = await openPage(browser, 'th', '/user/home');
    await page.waitForURL('**/login');
    assert.equal(pathOf(page), '/login');
  });
});
