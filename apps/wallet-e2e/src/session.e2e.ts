// One session at a time: member A logs out and member B logs in in the same tab. From the moment
// A's session ends, nothing of A (name, figures, game usernames) may appear on any screen, and
// every call B's screens make (chat history included) is B's. In the Thai build (issue 37: it reads
// nothing of the region).
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openPage, type Build } from './support/browser';
import { openChat } from './support/journeys';
import { api, MEMBER_PASSWORD, newMember, type Member } from './support/member';
import { logIn } from './support/sign-up';
import { stubDev } from './support/stub';
import { test } from './support/test';

interface WalletAnswer {
  profile: { _id: string; name: string };
  slots: { username: string }[];
}

/** Money through a paid QR, so A's figures are A's alone (a new member holds 0.00 like any other). */
async function fund(build: Build, member: Member, amount: number): Promise<void> {
  const qr = await api<{ qrcodeId: string }>(build, 'POST', '/api/qrcode/KBANK', { amount }, member.token);
  await stubDev(build, `qrcode/${qr.qrcodeId}/pay`, {});
}

async function logInAs(page: Page, phone: string): Promise<void> {
  await logIn(page, phone, MEMBER_PASSWORD);
  await page.waitForURL('**/user/home');
}

// Runs in the page as written (a string: the test runner's compiler would rename inner functions).
const WATCH = `(forbidden) => {
  window.leaks = [];
  new MutationObserver(() => {
    const shown = document.body.innerText;
    for (const word of forbidden) if (shown.includes(word) && !window.leaks.includes(word)) window.leaks.push(word);
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}`;

/** From now on, records every moment the page shows one of `words` (checked on every DOM change). */
async function watchFor(page: Page, words: string[]): Promise<void> {
  await page.evaluate(`(${WATCH})(${JSON.stringify(words)})`);
}

const leaks = (page: Page) => page.evaluate(() => (window as unknown as { leaks: string[] }).leaks);

test.describe('a second member in the same tab', () => {
  test.beforeAll(({ build }) => stubDev(build, 'site', { enableChatWidget: true }));

  test("never sees the first member's name, figures or game usernames", { tag: '@th' }, async ({ browser, build }) => {
    const [alice, bruno] = [await newMember(build, 'Alice Firstmember', 'BAHT'), await newMember(build, 'Bruno Secondmember', 'BAHT')];
    await fund(build, alice, 4321.75);
    const aliceWallet = await api<WalletAnswer>(build, 'GET', '/api/wallet', undefined, alice.token);
    const brunoWallet = await api<WalletAnswer>(build, 'GET', '/api/wallet', undefined, bruno.token);
    const aliceWords = ['Alice Firstmember', '4,321.75', ...aliceWallet.slots.map((slot) => slot.username).filter(Boolean)];

    const page = await openPage(browser, build, '/login', { language: 'en' });
    const historyAskedFor: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat/history')) historyAskedFor.push(String(JSON.parse(request.postData() ?? '{}').userId));
    });
    await page.evaluate(() => window.localStorage.setItem('wallet.agreement', 'read earlier'));
    await logInAs(page, alice.phone);
    await page.getByText('Alice Firstmember').first().waitFor();
    await page.getByText('4,321.75').first().waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await watchFor(page, aliceWords);
    historyAskedFor.length = 0;

    await page.evaluate(() => window.localStorage.setItem('wallet.agreement', 'read earlier'));
    await logInAs(page, bruno.phone);
    await page.getByText('Bruno Secondmember').first().waitFor();
    for (const path of ['profile', 'statement', 'home']) {
      await page.getByRole('link', { name: path === 'home' ? 'Home' : path === 'profile' ? 'Profile' : 'Statement' }).first().click();
      await page.waitForURL(`**/user/${path}`);
      await page.waitForLoadState('networkidle');
    }
    await page.getByText('Bruno Secondmember').first().waitFor();
    await openChat(page);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await leaks(page), []);
    assert.ok(historyAskedFor.length > 0, 'the chat asked for a history');
    assert.ok(historyAskedFor.every((id) => id === brunoWallet.profile._id), `chat history asked for ${historyAskedFor.join(', ')}`);
    await page.context().close();
  });
});
