// Knowing when a deposit arrived (issue 29), in each build's own language (the QR cases in one build,
// issue 37: a QR takes baht in either): after the member copies
// a receiving account's number, the stand-in credits a bank deposit through its dev route, and the
// app, reading the wallet again at its modest pace, says what arrived. One deposit is said once
// (issue 38): a QR paid with the sheet open says "payment received" and nothing more, and a code
// left waiting from before is watched once the sheet shows it.
import type { Page } from 'playwright-core';
import { BUILD_LANGUAGE, BUILDS } from './support/builds';
import { makeQr, openDeposit } from './support/journeys';
import { api, newMember } from './support/member';
import { stubDev } from './support/stub';
import { test } from './support/test';
import { textsOf } from './support/texts';

/** What the stand-in's dev route credits for one deposit (1.00), as each build's member reads it. */
const ONE_DEPOSIT = { th: { currency: 'BAHT', amount: '1.00' }, la: { currency: 'LAK', amount: '1' } } as const;

test('says what arrived once a deposit started by copying an account number is credited', async ({ browser, build }) => {
  const language = BUILD_LANGUAGE[build];
  const say = textsOf(language);
  const member = await newMember(build);
  const { page, dialog } = await openDeposit(browser, build, member, language);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BUILDS[build].baseUrl });
  await dialog.getByRole('button', { name: say('wallet', 'deposit.bank.copyAccountNo') }).first().click();
  await page.getByText(say('common', 'copy.copied'), { exact: false }).first().waitFor();
  await stubDev(build, `member/${member.phone}/deposits`, { count: 1 });
  const { currency, amount } = ONE_DEPOSIT[build];
  const arrived = say('common', 'depositArrived', { amount: say('common', `money.${currency}`, { amount }) });
  // The watch reads the wallet every 10 s; the message is in the toasts' polite live region.
  await page.locator('[aria-live="polite"]').getByText(arrived).waitFor({ timeout: 60_000 });
  await page.context().close();
});

interface QrState {
  qrcodeId: string;
}

/** The next answers to the app's wallet reading, as they arrive. */
const walletAnswers = (page: Page, count: number) => {
  let seen = 0;
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/wallet' && (seen += 1) === count, { timeout: 60_000 });
};

test('says a QR paid with the sheet open once: no arrival notice follows for the same money', { tag: '@th' }, async ({ browser, build }) => {
  const language = BUILD_LANGUAGE[build];
  const say = textsOf(language);
  const member = await newMember(build, 'Deposit Tester', 'BAHT');
  const { page, dialog } = await openDeposit(browser, build, member, language);
  await makeQr(dialog, '50.00', language);
  const { qrcodeId } = await api<QrState>(build, 'GET', '/api/qrcode/KBANK', undefined, member.token);
  await stubDev(build, `qrcode/${qrcodeId}/pay`, {});
  // The balance read the payment starts, then the deposit watch's own reading, which sees the rise.
  const readings = walletAnswers(page, 2);
  await page.locator('[aria-live="polite"]').getByText(say('wallet', 'deposit.qr.paidToast')).waitFor();
  await readings;
  const arrived = say('common', 'depositArrived', { amount: say('common', 'money.BAHT', { amount: '50.00' }) });
  await page.locator('[aria-live="polite"]').getByText(say('wallet', 'deposit.qr.paidToast')).waitFor({ state: 'detached' });
  if ((await page.getByText(arrived).count()) > 0) throw new Error(`the same 50.00 was announced twice: "${arrived}"`);
  await page.context().close();
});

test('watches a code left waiting from before once the sheet opens on it, and says its arrival', { tag: '@la' }, async ({ browser, build }) => {
  const language = BUILD_LANGUAGE[build];
  const say = textsOf(language);
  const member = await newMember(build, 'Deposit Tester', 'BAHT');
  const { qrcodeId } = await api<QrState>(build, 'POST', '/api/qrcode/KBANK', { amount: 50 }, member.token);
  const { page, dialog } = await openDeposit(browser, build, member, language);
  await dialog.getByRole('timer').waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await stubDev(build, `qrcode/${qrcodeId}/pay`, {});
  const arrived = say('common', 'depositArrived', { amount: say('common', 'money.BAHT', { amount: '50.00' }) });
  await page.locator('[aria-live="polite"]').getByText(arrived).waitFor({ timeout: 60_000 });
  await page.context().close();
});
