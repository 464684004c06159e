import assert from 'node:assert/strict';
import { openPage, pathOf } from './support/browser';
import { test } from './support/test';

test.describe('both builds boot in their own language', () => {
  test('the Thai build opens the public layout in Thai', { tag: '@th' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/login');
    // The menu's link (the login form has its own link to registration too).
    await page.getByRole('navigation').getByRole('link', { name: 'สมัครสมาชิก' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'th');
  });

  test('the Laos build opens the public layout in Lao', { tag: '@la' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/login');
    await page.getByRole('navigation').getByRole('link').nth(1).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'lo');
    const menu = await page.getByRole('navigation').innerText();
    assert.match(menu, /\p{Script=Lao}/u);
  });
});

test.describe('language choice', () => {
  test('survives a reload', { tag: '@th' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/howto');
    await page.getByRole('combobox').selectOption('en');
    await page.getByRole('navigation').getByRole('link', { name: 'Register' }).waitFor();
    await page.reload();
    await page.getByRole('navigation').getByRole('link', { name: 'Register' }).waitFor();
    assert.equal(await page.getByRole('combobox').inputValue(), 'en');
  });
});

test.describe('routing', () => {
  test('shows the 404 page for an unknown path', { tag: '@la' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/no-such-page', { language: 'en' });
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  test('sends a member route without a token to /login', { tag: '@th' }, async ({ browser, build }) => {
    const page = await openPage(browser, build, '/user/home');
    await page.waitForURL('**/login');
    assert.equal(pathOf(page), '/login');
  });
});
