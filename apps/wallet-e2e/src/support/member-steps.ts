// The member's steps beyond home's money: refund, bonus, wheel and coupons, slips, password and
// logging out, in the language on screen (English by default). Each waits for what the member sees
// when the step is done, and the first-hour journey and the single-feature tests share them.
import type { Locator, Page } from 'playwright-core';
import { escaped } from './shown';
import { textsOf, type Language } from './texts';

/**
 * The refund modal from home: the waiting refund (`waiting` in words, `figure` as its table writes
 * it) received into the wallet, its toast seen, nothing left to receive, and the history listing it.
 */
export async function receiveRefund(page: Page, waiting: string, figure: string, language: Language = 'en'): Promise<Locator> {
  const say = textsOf(language);
  await page.getByRole('button', { name: say('wallet', 'home.tile.refund'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: say('wallet', 'refund.title') });
  await dialog.getByText(say('wallet', 'refund.available', { amount: waiting })).waitFor();
  await dialog.getByRole('button', { name: say('wallet', 'refund.receive') }).click();
  await page.getByText(say('wallet', 'refund.addWalletSuccess')).waitFor();
  await dialog.getByText(say('wallet', 'refund.notFound')).waitFor();
  await dialog.getByRole('table', { name: say('wallet', 'refund.history') }).getByText(figure).waitFor();
  return dialog;
}

/** On the bonus page: the named bonus received from its card's modal, and the page showing it active. */
export async function receiveBonus(page: Page, name: string, language: Language = 'en'): Promise<void> {
  const say = textsOf(language);
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: say('bonus', 'modal.receive') }).click();
  await page.getByText(say('bonus', 'success.bonus')).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** On the bonus page: the active bonus cancelled after its warning, and the promotion code field back. */
export async function cancelBonus(page: Page, language: Language = 'en'): Promise<void> {
  const say = textsOf(language);
  await page.getByRole('button', { name: say('bonus', 'active.cancel') }).click();
  const warning = page.getByRole('alertdialog', { name: say('bonus', 'cancelConfirm.title') });
  await warning.getByRole('button', { name: say('bonus', 'cancelConfirm.confirm') }).click();
  await page.getByText(say('bonus', 'success.cancel')).waitFor();
  await page.getByLabel(say('bonus', 'promotion.label')).waitFor();
}

/**
 * On the spin page: one spin from the centre button, the prize modal read and closed; answers the
 * prize as the modal names it.
 */
export async function spinOnce(page: Page, language: Language = 'en'): Promise<string> {
  const say = textsOf(language);
  await page.getByRole('img', { name: say('spin', 'wheel.label') }).waitFor();
  await page.getByRole('button', { name: new RegExp(`^${say('spin', 'spin')}\\s`) }).click();
  const prize = page.getByRole('dialog', { name: say('spin', 'prize.title') });
  await prize.waitFor();
  const [before, after] = say('spin', 'prize.message').split('{{label}}').map(escaped);
  const won = new RegExp(`${before}(.+?)${after}`).exec(await prize.innerText());
  if (!won) throw new Error(`the prize modal names no prize: ${await prize.innerText()}`);
  await prize.getByRole('button', { name: say('common', 'action.ok') }).click();
  await prize.waitFor({ state: 'detached' });
  return won[1];
}

/** Presses a control from the keyboard: one at a page's end can sit under the fixed menu and the chat button. */
export async function press(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

/** On the spin page: the coupon of `label` claimed through its confirmation, and the claimed alert closed. */
export async function claimCoupon(page: Page, label: string, language: Language = 'en'): Promise<void> {
  const say = textsOf(language);
  await press(page.getByRole('button', { name: `${say('spin', 'coupon.claim')} ${label}` }).first());
  const confirm = page.getByRole('alertdialog', { name: say('spin', 'claim.title') });
  await confirm.getByText(say('spin', 'claim.confirm', { label })).waitFor();
  await press(confirm.getByRole('button', { name: say('spin', 'coupon.claim') }));
  const done = page.getByRole('alertdialog', { name: say('spin', 'claim.claimedTitle') });
  await done.getByText(say('spin', 'claim.claimed', { label })).waitFor();
  await press(done.getByRole('button', { name: say('common', 'action.ok') }));
  await done.waitFor({ state: 'detached' });
}

/** On the statement page: the deposit slips sheet, open. */
export async function openSlips(page: Page, language: Language = 'en'): Promise<Locator> {
  const say = textsOf(language);
  await page.getByRole('button', { name: say('wallet', 'statement.slipButton') }).click();
  const dialog = page.getByRole('dialog', { name: say('wallet', 'slip.title') });
  await dialog.waitFor();
  return dialog;
}

/** On the profile page: the password changed through its modal, the toast seen and the modal gone. */
export async function changePassword(page: Page, current: string, next: string, language: Language = 'en'): Promise<void> {
  const say = textsOf(language);
  await page.getByRole('button', { name: say('wallet', 'profile.changePassword') }).click();
  const dialog = page.getByRole('dialog', { name: say('wallet', 'password.title') });
  await dialog.getByLabel(say('wallet', 'password.oldPassword')).fill(current);
  await dialog.getByLabel(say('wallet', 'password.newPassword'), { exact: true }).fill(next);
  await dialog.getByLabel(say('wallet', 'password.confirmPassword')).fill(next);
  await dialog.getByRole('button', { name: say('wallet', 'password.submit') }).click();
  await page.getByText(say('wallet', 'password.success')).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** The top bar's log out, and the login page it leads to. */
export async function logOut(page: Page, language: Language = 'en'): Promise<void> {
  await page.getByRole('button', { name: textsOf(language)('common', 'action.logout') }).click();
  await page.waitForURL('**/login');
}

/** Picks `language` in the top bar's language select, as a member switches language on any screen. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.getByRole('banner').getByRole('combobox').selectOption(language);
}
