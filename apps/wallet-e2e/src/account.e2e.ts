// Refund, statement, slips and password against the stand-in server, in both builds. Every test
// works on a member it registers itself (support/member.ts), so none depends on another's money.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BUILDS } from './support/builds.mjs';
import { launchBrowser, openPage, pathOf, type Build } from './support/browser';
import { figure, goToPage, statementCards } from './support/journeys';
import { api, MEMBER_PASSWORD, memberPage, newMember } from './support/member';
import { stubDev } from './support/stub';
import { text } from './support/texts';

const BUILD_LIST: Build[] = ['th', 'la'];
/** What the stand-in names a received refund, in each site's language. */
const REFUND_CREDIT: Record<Build, string> = { th: 'คืนยอดเสีย', la: 'ຍອດເສຍຄືນ' };
const NAMES: Record<Build, string> = { th: 'Thai', la: 'Laos' };
/** The words of an amount in the fresh member's currency (BAHT in the Thai build, LAK in the Laos build). */
const money = (build: Build, amount: string) => `${amount} ${build === 'th' ? 'baht' : 'kip'}`;

// A 1x1 PNG: the stand-in checks a slip's name, declared type and first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

describe('refund into the wallet', () => {
  for (const build of BUILD_LIST) {
    it(`receives a waiting refund: the balance and the statement change (${NAMES[build]} build)`, async () => {
      const { phone, token } = await newMember(build);
      // Laos members hold kip, shown in whole numbers.
      const refund = build === 'th' ? { amount: 40.5, shown: '40.50' } : { amount: 4050, shown: '4,050' };
      await stubDev(build, `member/${phone}/refund`, { amount: refund.amount });
      const page = await memberPage(browser, build, '/user/home', token);
      const total = page.getByRole('status', { name: 'Total balance' });
      await total.waitFor();
      assert.equal(figure(await total.innerText()), 0);

      await page.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund' });
      await dialog.getByText(`Available refund: ${money(build, refund.shown)}`).waitFor();
      await dialog.getByRole('button', { name: 'Receive refund' }).click();
      await page.getByText('Refund added to your wallet').waitFor();
      await dialog.getByText('No refund available').waitFor();
      await dialog.getByRole('table', { name: 'Refund history' }).getByText(refund.shown).waitFor();
      await page.waitForFunction((shown) => (document.querySelector('[aria-labelledby="home-total-label"]')?.textContent ?? '').includes(shown), refund.shown);

      await page.goto(BUILDS[build].baseUrl + '/user/statement');
      const first = statementCards(page).first();
      await first.waitFor();
      const card = await first.innerText();
      assert.match(card, /Bonus/);
      assert.ok(card.includes(`+${refund.shown}`), card);
      assert.ok(card.includes(REFUND_CREDIT[build]), card);
      assert.match(card, /Main wallet/);
      await page.context().close();
    });
  }
});

describe('statement paging', () => {
  for (const build of BUILD_LIST) {
    it(`pages through 25 entries; page 3 survives a reload and back returns to page 2 (${NAMES[build]} build)`, async () => {
      const { phone, token } = await newMember(build);
      await stubDev(build, `member/${phone}/deposits`, { count: 25 });
      // Baht to the satang; the Laos build's members hold kip, in whole numbers.
      const shown = (amount: number) => (build === 'la' ? String(amount) : `${amount}.00`);
      const page = await memberPage(browser, build, '/user/statement', token);
      await page.waitForFunction((first) => (document.querySelector('ol[aria-label="Transactions"] > li')?.textContent ?? '').includes(first), `+${shown(25)}`);
      assert.equal(await statementCards(page).count(), 10);

      await goToPage(page, 2);
      await page.waitForURL('**/user/statement?page=2');
      await goToPage(page, 3);
      await page.waitForURL('**/user/statement?page=3');
      const amounts = async () => (await statementCards(page).allInnerTexts()).map((card) => card.match(/\+(\d+(?:\.\d\d)?)/)?.[1]);
      const lastPage = [5, 4, 3, 2, 1].map(shown);
      // Five entries, each figure as the member's currency has it (the wallet may answer after the list).
      await page.waitForFunction((expected) => Array.from(document.querySelectorAll('ol[aria-label="Transactions"] > li'), (card) => card.textContent?.match(/\+(\d+(?:\.\d\d)?)/)?.[1]).join() === expected, lastPage.join());
      assert.deepEqual(await amounts(), lastPage);

      await page.reload();
      await page.waitForFunction((expected) => Array.from(document.querySelectorAll('ol[aria-label="Transactions"] > li'), (card) => card.textContent?.match(/\+(\d+(?:\.\d\d)?)/)?.[1]).join() === expected, lastPage.join());

      assert.equal(new URL(page.url()).search, '?page=3');
      assert.deepEqual(await amounts(), lastPage);
      assert.equal(await page.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current'), 'page');

      await page.goBack();
      await page.waitForURL('**/user/statement?page=2');
      await page.waitForFunction((first) => (document.querySelector('ol[aria-label="Transactions"] > li')?.textContent ?? '').includes(first), `+${shown(15)}`);
      await page.context().close();
    });
  }
});

describe('a failed slip', () => {
  for (const build of BUILD_LIST) {
    it(`shows its rejection reason in English and in Thai (${NAMES[build]} build)`, async () => {
      const { token } = await newMember(build);
      const form = new FormData();
      form.append('amount', '300');
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'fail-slip.png');
      const slip = await api<{ _id: string }>(build, 'POST', '/api/wallet/slip', form, token);
      await stubDev(build, `slip/${slip._id}/settle`, {});

      const page = await memberPage(browser, build, '/user/statement', token);
      await page.getByRole('button', { name: 'Deposit slips' }).click();
      await page.getByRole('dialog', { name: 'Deposit slips' }).waitFor();
      // The only dialog; its name follows the language.
      const card = page.getByRole('dialog').getByRole('listitem').first();
      await card.waitFor();
      assert.match(await card.innerText(), /Failed\s*\(Wrong destination account\)/);

      await page.getByRole('combobox', { name: 'Language' }).selectOption('th');
      const thai = `(${text('th', 'wallet', 'slipReason.wrongDestination')})`;
      await card.getByText(thai).waitFor();
      assert.ok((await card.innerText()).includes(text('th', 'wallet', 'slip.status.failed')));
      await page.context().close();
    });
  }
});

describe('change password', () => {
  for (const build of BUILD_LIST) {
    it(`changes the password from the profile, then logs in with the new one (${NAMES[build]} build)`, async () => {
      const { phone, token } = await newMember(build);
      const page = await memberPage(browser, build, '/user/profile', token);
      await page.getByText(phone).first().waitFor();
      await page.getByRole('button', { name: 'Change password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await dialog.getByLabel('Current password').fill(MEMBER_PASSWORD);
      await dialog.getByLabel('New password', { exact: true }).fill('changed456');
      await dialog.getByLabel('Confirm new password').fill('changed456');
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Password changed').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.context().close();

      const login = await openPage(browser, build, '/login', { language: 'en' });
      await login.getByLabel('Phone number').fill(phone);
      await login.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
      await login.getByRole('button', { name: 'Log in' }).click();
      await login.getByRole('alert').waitFor();
      await login.getByLabel('Password', { exact: true }).fill('changed456');
      await login.getByRole('button', { name: 'Log in' }).click();
      await login.waitForURL('**/user/home');
      assert.equal(pathOf(login), '/user/home');
      await login.context().close();
    });
  }
});
