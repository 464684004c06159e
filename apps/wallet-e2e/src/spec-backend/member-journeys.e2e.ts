// The member's journeys against a backend that gives only what the specification promises
// (STUB_SHAPES=spec, the spec-th and spec-la projects): no currency, no totals of invites,
// refunds or slips, no bonus names, no QR status, the notice as bare text. Every screen must
// still work: a QR is known to be paid only because it is gone before its time runs out.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openPage, type Build } from '../support/browser';
import { BUILDS } from '../support/builds';
import { activate, goToPage, mainWalletReads, makeQr, openChat, openDeposit, sendChat, SLIP_PNG, statementCards, transfer } from '../support/journeys';
import { api, MEMBER_PASSWORD, memberPage, newMember } from '../support/member';
import { receiveRefund } from '../support/member-steps';
import { stubDev } from '../support/stub';
import { test } from '../support/test';

interface WalletAnswer {
  wallet: { amount: number };
  slots: { amount: number }[];
}
const heldInAll = async (build: Build, token: string) => {
  const { wallet, slots } = await api<WalletAnswer>(build, 'GET', '/api/wallet', undefined, token);
  return Math.round((wallet.amount + slots.reduce((sum, slot) => sum + slot.amount, 0)) * 100) / 100;
};

test.describe('money against the spec-only backend', () => {
  test(`logs in, deposits by QR, transfers, withdraws, takes a refund and pages the statement and slips`, async ({ browser, build }) => {
    const member = await newMember(build, 'Spec Journey', 'BAHT');
    const login = await openPage(browser, build, '/login', { language: 'en' });
    await login.evaluate(() => window.localStorage.setItem('wallet.agreement', 'read earlier'));
    await login.getByLabel('Phone number').fill(member.phone);
    await login.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.waitForURL('**/user/home');
    await login.getByRole('status', { name: 'Total balance' }).getByText(/0\.00/).waitFor();
    await login.context().close();

    // QR: paid is seen as the code being gone before its time ran out.
    const { page, dialog } = await openDeposit(browser, build, member);
    await makeQr(dialog, '500.00');
    const qr = await api<{ qrcodeId: string; status?: string }>(build, 'GET', '/api/qrcode/KBANK', undefined, member.token);
    assert.equal(qr.status, undefined, 'the spec-only stand-in sends no QR status');
    await stubDev(build, `qrcode/${qr.qrcodeId}/pay`, {});
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('Payment received. Your balance has been updated.').waitFor();
    await mainWalletReads(page, 500);

    const game = await activate(page, 'PG');
    await game.getByRole('button', { name: 'Close' }).click();
    await transfer(page, 'WALLET', 'PG', '200');
    await mainWalletReads(page, 300);
    await transfer(page, 'PG', 'WALLET', '50');
    await mainWalletReads(page, 350);

    await page.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
    await withdraw.getByLabel('Amount').fill('100');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText('Withdrawal successful. Please wait for the transfer.').waitFor();
    assert.equal(await heldInAll(build, member.token), 400);

    await stubDev(build, `member/${member.phone}/refund`, { amount: 40.5 });
    await receiveRefund(page, '40.50 baht', '40.50');
    assert.equal(await heldInAll(build, member.token), 440.5);

    await stubDev(build, `member/${member.phone}/deposits`, { count: 12 });
    await page.goto(BUILDS[build].baseUrl + '/user/statement');
    await statementCards(page).first().waitFor();
    assert.equal(await statementCards(page).count(), 10);
    await goToPage(page, 2);
    await page.waitForURL('**/user/statement?page=2');
    await page.waitForFunction(() => document.querySelectorAll('ol[aria-label="Transactions"] > li').length > 0);

    // Slips come without a total: a full page of 10 must still offer the next.
    for (let slip = 0; slip < 11; slip += 1) {
      const form = new FormData();
      form.append('amount', String(slip + 1));
      form.append('file', new Blob([SLIP_PNG], { type: 'image/png' }), `slip-${slip}.png`);
      await api(build, 'POST', '/api/wallet/slip', form, member.token);
    }
    await page.getByRole('button', { name: 'Deposit slips' }).click();
    const slips = page.getByRole('dialog', { name: 'Deposit slips' });
    const cards = slips.getByRole('list', { name: 'Deposit slips' }).getByRole('listitem');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 10);
    await goToPage(slips, 2);
    await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] [aria-label="Deposit slips"] > li').length === 1);
    await page.context().close();
  });
});

/** The code of a fixture bonus named `name`: the spec-only stand-in sends bonuses without names. */
function bonusCode(name: string): string {
  const fixture = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../tools/stub-api/fixtures/default.json'), 'utf8')) as { bonuses: { code: string; name: string }[] };
  const bonus = fixture.bonuses.find((candidate) => candidate.name === name);
  if (!bonus) throw new Error(`no bonus named ${name} in the fixture`);
  return bonus.code;
}

test.describe('prizes against the spec-only backend', () => {
  test(`receives a bonus shown by its code and spins the wheel`, async ({ browser, build }) => {
    const member = await newMember(build, 'Spec Prizes');
    const code = bonusCode('แคชแบ็กนำโชค 5');
    const page = await memberPage(browser, build, '/user/bonus', member.token);
    await page.getByRole('button', { name: code }).click();
    const dialog = page.getByRole('dialog', { name: code });
    await dialog.getByRole('button', { name: 'Receive bonus' }).click();
    await page.getByText('Bonus received').waitFor();
    const check = await api<{ status: boolean }>(build, 'GET', '/api/bonus/check/active', undefined, member.token);
    assert.equal(check.status, true);

    await stubDev(build, `member/${member.phone}/coins`, { coin: 1 });
    // The wheel stops at once (reduced motion): the journey is about the calls, not the animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(BUILDS[build].baseUrl + '/user/spin');
    await page.getByRole('img', { name: 'Prize wheel' }).waitFor();
    await page.getByRole('button', { name: /^Spin\s*1 coin$/ }).click();
    const prize = page.getByRole('dialog', { name: 'Congratulations!' });
    await prize.waitFor({ timeout: 10_000 });
    await prize.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: /^Spin\s*0 coins$/ }).waitFor();
    await page.context().close();
  });
});

test.describe('chat against the spec-only backend', () => {
  test.beforeAll(({ build }) => stubDev(build, 'site', { enableChatWidget: true }));

  test(`a guest and a member chat: replies arrive, older history loads, messages are marked read`, async ({ browser, build }) => {
    const guest = await openPage(browser, build, '/contact', { language: 'en' });
    const guestPanel = await openChat(guest);
    await sendChat(guest, 'help');
    await guestPanel.getByText('What do you need help with?').waitFor({ timeout: 10_000 });
    await guest.context().close();

    const member = await newMember(build, 'Spec Chat');
    const page = await memberPage(browser, build, '/user/home', member.token);
    const panel = await openChat(page);
    // Section 4: marked read 1 s after the history changes. The new member's history is empty, so
    // the first mark follows the first note: the wait starts once the panel is open, and opening it
    // on a slow machine does not eat into its time.
    const markedRead = page.waitForRequest((request) => request.url().includes('/api/chat/read-customer'), { timeout: 15_000 });
    for (let note = 1; note <= 6; note += 1) {
      await sendChat(page, `note ${note}`);
      await panel.getByText(`note ${note}`, { exact: true }).waitFor();
    }
    // Six notes and six replies: twelve messages, more than the first page of ten.
    const replies = panel.getByRole('log').getByText('Thanks for your message!');
    await replies.nth(5).waitFor({ timeout: 15_000 });
    assert.equal(await replies.count(), 6);
    assert.equal((await markedRead).method(), 'PUT');

    await page.reload();
    const again = await openChat(page);
    await again.getByText('note 6', { exact: true }).waitFor();
    assert.equal(await again.getByText('note 1', { exact: true }).count(), 0, 'only the newest page shows at first');
    const history = again.getByRole('log');
    await history.evaluate((list) => list.scrollTo({ top: 0 }));
    await again.getByText('note 1', { exact: true }).waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});

test.describe('a baht member of the Laos site', () => {
  test('is offered the baht deposit accounts only, with no currency sent by the backend', { tag: '@la' }, async ({ browser, build }) => {
    const member = await newMember(build, 'Baht Member', 'BAHT');
    const accounts = await api<{ banks: { bankCode: string; bankType: string; currency: string }[] }>(build, 'GET', '/api/lookup/deposit', undefined, member.token);
    assert.ok(accounts.banks.every((account) => account.currency === 'BAHT'));
    const { page, dialog } = await openDeposit(browser, build, member);
    await dialog.getByRole('tab', { name: 'Bank transfer' }).click();
    await dialog.getByText('001-220-334-4556').first().waitFor();
    assert.equal(await dialog.getByText(/0101000123456|010-100-012-3456/).count(), 0, 'no kip account of BCEL');
    await page.context().close();
  });
});
