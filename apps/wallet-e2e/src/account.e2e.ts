// Statement paging in both builds (figures in each region's currency) and a failed slip in the Thai
// one (issue 37: it reads nothing of the region), against the stand-in server (the refund, the
// slips' success and the password change are walked in first-hour.e2e.ts). Every test works on a
// member it registers itself (support/member.ts), so none depends on another's money.
import assert from 'node:assert/strict';
import type { Build } from './support/browser';
import { goToPage, SLIP_PNG, statementCards } from './support/journeys';
import { chooseLanguage, openSlips } from './support/member-steps';
import { api, memberPage, newMember } from './support/member';
import { stubDev } from './support/stub';
import { test } from './support/test';
import { text } from './support/texts';

/** The member's bank as each build's profile names it, in each language it is read in here. */
const BANK_NAMES: Record<Build, Partial<Record<'en' | 'lo' | 'th', string>>> = {
  th: { en: 'Kasikornbank', lo: 'Kasikornbank', th: 'ธนาคารกสิกรไทย' },
  la: { en: 'Banque pour le Commerce Exterieur Lao', lo: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ' },
};

test.describe('statement paging', () => {
  test(`pages through 25 entries; page 3 survives a reload and back returns to page 2`, async ({ browser, build }) => {
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
});

test.describe('a failed slip', () => {
  test(`shows its rejection reason in English and in Thai`, { tag: '@th' }, async ({ browser, build }) => {
    const { token } = await newMember(build);
    const form = new FormData();
    form.append('amount', '300');
    form.append('file', new Blob([SLIP_PNG], { type: 'image/png' }), 'fail-slip.png');
    const slip = await api<{ _id: string }>(build, 'POST', '/api/wallet/slip', form, token);
    await stubDev(build, `slip/${slip._id}/settle`, {});

    const page = await memberPage(browser, build, '/user/statement', token);
    await openSlips(page);
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
});

test.describe('bank names in the member language', () => {
  test('the profile names the bank as the deposit sheet does, in each language the build is read in', async ({ browser, build }) => {
    const member = await newMember(build, 'Bank Name Tester', 'BAHT');
    // English and Lao in both builds, Thai in the Thai build: one visit, the member picking each
    // language in the top bar.
    const languages = Object.keys(BANK_NAMES[build]) as ('en' | 'lo' | 'th')[];
    const page = await memberPage(browser, build, '/user/profile', member.token, { language: languages[0] });
    for (const language of languages) {
      if (language !== languages[0]) await chooseLanguage(page, language);
      const bank = page.getByRole('region', { name: text(language, 'wallet', 'profile.bankAccount') });
      await bank.getByText(BANK_NAMES[build][language] ?? '', { exact: true }).waitFor();
    }
    await page.context().close();
  });
});
