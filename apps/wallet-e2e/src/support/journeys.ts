// The steps a member takes on the wallet's screens, shared by the browser tests against the default
// stand-in and against the spec-only one, so each journey is written once. Every step takes the
// language on screen (English by default): the first-hour journey walks them in Thai and in Lao.
import type { Browser, Locator, Page } from 'playwright-core';
import type { Build } from './browser';
import { memberPage, type Member } from './member';
import { figurePattern, shows } from './shown';
import { textsOf, type Language } from './texts';

/** A figure as home shows it ('1,234.50฿') read back as a number. */
export const figure = (shown: string) => Number(shown.replace(/[^\d.]/g, ''));

/** Home of a logged-in member, once the total shows. */
export async function openHome(browser: Browser, build: Build, member: Member): Promise<Page> {
  const page = await memberPage(browser, build, '/user/home', member.token);
  await page.getByRole('status', { name: 'Total balance' }).waitFor();
  return page;
}

/** The main wallet's line on home (in the page itself: an open game modal also speaks of the main wallet). */
export const mainWalletLine = (page: Page, language: Language = 'en') => page.getByRole('main').getByText(textsOf(language)('wallet', 'home.mainWallet')).locator('..');

/** Waits until the main wallet's figure on home reads `expected`. */
export async function mainWalletReads(page: Page, expected: number, language: Language = 'en'): Promise<void> {
  await shows(mainWalletLine(page, language), figurePattern(expected), 'the main wallet on home');
}

/** The transfer modal from home: from, to, amount, sent, and the success toast seen. */
export async function transfer(page: Page, from: string, to: string, amount: string, language: Language = 'en'): Promise<void> {
  const say = textsOf(language);
  await page.getByRole('button', { name: say('wallet', 'transfer.title'), exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: say('wallet', 'transfer.title') });
  await dialog.getByLabel(say('wallet', 'transfer.source')).selectOption(from);
  await dialog.getByLabel(say('wallet', 'transfer.target')).selectOption(to);
  await dialog.getByLabel(say('wallet', 'transfer.amount')).fill(amount);
  await dialog.getByRole('button', { name: say('wallet', 'transfer.submit') }).click();
  // An earlier transfer's toast may still show: wait for this one.
  await page.getByText(say('wallet', 'transfer.success')).last().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens a game's account modal and activates the account. */
export async function activate(page: Page, code: string, language: Language = 'en'): Promise<Locator> {
  const say = textsOf(language);
  await page.getByRole('button', { name: new RegExp(`^${code}`) }).first().click();
  const dialog = page.getByRole('dialog', { name: code });
  await dialog.getByRole('button', { name: say('wallet', 'game.activate') }).click();
  await dialog.getByRole('button', { name: say('wallet', 'game.copyPassword') }).waitFor();
  return dialog;
}

/** The deposit modal opened from home's tile. */
export async function openDepositFromHome(page: Page, language: Language = 'en'): Promise<Locator> {
  const say = textsOf(language);
  await page.getByRole('button', { name: say('wallet', 'home.tile.deposit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: say('wallet', 'deposit.title') });
  await dialog.waitFor();
  return dialog;
}

/** Home with the deposit modal open. */
export async function openDeposit(browser: Browser, build: Build, member: Member, language: Language = 'en'): Promise<{ page: Page; dialog: Locator }> {
  const page = await memberPage(browser, build, '/user/home', member.token, { language });
  return { page, dialog: await openDepositFromHome(page, language) };
}

/** In the open deposit modal: a KBANK QR code for a preset amount, counting down. */
export async function makeQr(dialog: Locator, amount: string, language: Language = 'en'): Promise<void> {
  const say = textsOf(language);
  await dialog.getByRole('tab', { name: say('wallet', 'deposit.method.qr') }).click();
  await dialog.getByLabel(say('wallet', 'deposit.qr.provider')).selectOption('KBANK');
  await dialog.getByRole('button', { name: amount, exact: true }).click();
  await dialog.getByRole('button', { name: say('wallet', 'deposit.qr.create') }).click();
  await dialog.getByRole('timer').waitFor();
}

/** In the open deposit modal: a TrueMoney gift link pasted and sent, and the toast seen. */
export async function sendGiftLink(page: Page, dialog: Locator, link: string, language: Language = 'en'): Promise<void> {
  const say = textsOf(language);
  await dialog.getByRole('tab', { name: say('wallet', 'deposit.method.wallet') }).click();
  await dialog.getByRole('tab', { name: say('wallet', 'deposit.wallet.mode.link') }).click();
  await dialog.getByRole('textbox', { name: say('wallet', 'deposit.wallet.link') }).fill(link);
  await dialog.getByRole('button', { name: say('wallet', 'deposit.wallet.send') }).click();
  await page.getByText(say('wallet', 'toast.linkSent')).waitFor();
}

// A 1x1 PNG: the stand-in checks a slip's name, declared type and first bytes.
export const SLIP_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** In the open deposit modal: a slip image chosen, previewed and uploaded, and the toast seen. */
export async function uploadSlip(page: Page, dialog: Locator, language: Language = 'en'): Promise<void> {
  const say = textsOf(language);
  await dialog.getByRole('tab', { name: say('wallet', 'deposit.method.slip') }).click();
  await dialog.getByLabel(say('wallet', 'deposit.slip.choose')).setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SLIP_PNG });
  await dialog.getByRole('img', { name: say('wallet', 'deposit.slip.preview') }).waitFor();
  await dialog.getByRole('button', { name: say('wallet', 'deposit.slip.upload'), exact: true }).click();
  await page.getByText(say('wallet', 'deposit.slip.success')).waitFor();
}

/** The statement's entries. */
export const statementCards = (page: Page, language: Language = 'en') => page.getByRole('list', { name: textsOf(language)('wallet', 'statement.title') }).getByRole('listitem');

/** Scrolls a page number clear of the fixed menu, as a member would, and taps it. */
export async function goToPage(scope: Page | Locator, number: number, language: Language = 'en'): Promise<void> {
  const button = scope.getByRole('button', { name: textsOf(language)('common', 'pagination.page', { page: number }), exact: true });
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await button.click();
}

/** Opens the chat panel and waits until it has joined. */
export async function openChat(page: Page, language: Language = 'en'): Promise<Locator> {
  const say = textsOf(language);
  await page.getByRole('button', { name: say('chat', 'widget.open') }).click();
  const panel = page.getByRole('dialog', { name: say('chat', 'widget.title') });
  await panel.waitFor();
  await panel.getByText(say('chat', 'widget.connecting')).waitFor({ state: 'detached' });
  return panel;
}

/** Types a chat message and sends it with Enter. */
export async function sendChat(page: Page, said: string, language: Language = 'en'): Promise<void> {
  const box = page.getByRole('textbox', { name: textsOf(language)('chat', 'widget.placeholder') });
  await box.fill(said);
  await box.press('Enter');
}
