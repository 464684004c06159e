// The steps a member takes on the wallet's screens, shared by the browser tests against the default
// stand-in and against the spec-only one, so each journey is written once.
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Build } from './browser';
import { memberPage, type Member } from './member';
import { text } from './texts';

/** A figure as home shows it ('1,234.50฿') read back as a number. */
export const figure = (shown: string) => Number(shown.replace(/[^\d.]/g, ''));

/** Home of a logged-in member, once the total shows. */
export async function openHome(browser: Browser, build: Build, member: Member): Promise<Page> {
  const page = await memberPage(browser, build, '/user/home', member.token);
  await page.getByRole('status', { name: 'Total balance' }).waitFor();
  return page;
}

/** Waits until the main wallet's figure on home reads `expected`. */
export async function mainWalletReads(page: Page, expected: number): Promise<void> {
  // In the page itself: an open game modal also speaks of the main wallet.
  const line = page.getByRole('main').getByText('Main wallet').locator('..');
  let shown = NaN;
  for (let tries = 0; tries < 50 && shown !== expected; tries += 1) {
    shown = figure((await line.innerText()).replace('Main wallet', ''));
    if (shown !== expected) await page.waitForTimeout(100);
  }
  assert.equal(shown, expected, 'the main wallet on home');
}

/** The transfer modal from home: from, to, amount, sent, and the success toast seen. */
export async function transfer(page: Page, from: string, to: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Transfer', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await dialog.getByLabel('From').selectOption(from);
  await dialog.getByLabel('To').selectOption(to);
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
  // An earlier transfer's toast may still show: wait for this one.
  await page.getByText('Transfer successful').last().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens a game's account modal and activates the account. */
export async function activate(page: Page, code: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^${code}`) }).first().click();
  const dialog = page.getByRole('dialog', { name: code });
  await dialog.getByRole('button', { name: 'Activate account' }).click();
  await dialog.getByRole('button', { name: 'Copy password' }).waitFor();
  return dialog;
}

/** Home with the deposit modal open. */
export async function openDeposit(browser: Browser, build: Build, member: Member, language: 'th' | 'lo' | 'en' = 'en'): Promise<{ page: Page; dialog: Locator }> {
  const page = await memberPage(browser, build, '/user/home', member.token, { language });
  await page.getByRole('button', { name: text(language, 'wallet', 'home.tile.deposit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text(language, 'wallet', 'deposit.title') });
  await dialog.waitFor();
  return { page, dialog };
}

/** In the open deposit modal: a KBANK QR code for a preset amount, counting down. */
export async function makeQr(dialog: Locator, amount: string): Promise<void> {
  await dialog.getByRole('tab', { name: 'QR code' }).click();
  await dialog.getByLabel('Provider').selectOption('KBANK');
  await dialog.getByRole('button', { name: amount, exact: true }).click();
  await dialog.getByRole('button', { name: 'Create QR code' }).click();
  await dialog.getByRole('timer').waitFor();
}

/** The statement's entries. */
export const statementCards = (page: Page) => page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');

/** Scrolls a page number clear of the fixed menu, as a member would, and taps it. */
export async function goToPage(scope: Page | Locator, number: number): Promise<void> {
  const button = scope.getByRole('button', { name: `Page ${number}`, exact: true });
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await button.click();
}

/** Opens the chat panel and waits until it has joined. */
export async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with support' });
  await panel.waitFor();
  await panel.getByText('Connecting...').waitFor({ state: 'detached', timeout: 10_000 });
  return panel;
}

/** Types a chat message and sends it with Enter. */
export async function sendChat(page: Page, said: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Type a message...' });
  await box.fill(said);
  await box.press('Enter');
}
