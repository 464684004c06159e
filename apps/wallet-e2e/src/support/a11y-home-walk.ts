// Home's part of the member's accessibility walk: every modal home opens (conditions from the
// menu, deposit with each tab and panel, withdraw, refund, transfer, invite after its banners, a
// game's account), then home loaded anew for the 'edit bank account name' modal and the deposit
// modal's manual account list.
import type { Locator, Page } from 'playwright-core';
import { alertNamed, dialogNamed, SLIP_PNG, visit, type Walk } from './a11y-walk';
import type { Member } from './member';
import { stubDev } from './stub';

export async function walkHomeModals(page: Page, walk: Walk): Promise<void> {
  const { audit, say } = walk;
  const conditions = page.getByRole('navigation', { name: say('common', 'nav.menu') }).getByRole('button', { name: say('common', 'nav.conditions') });
  await audit.modal(page, 'conditions', { open: () => conditions.click(), dialog: dialogNamed(page, say('common', 'conditions.title')), opener: conditions });
  await walkDeposit(page, walk);
  for (const [tile, title] of [
    ['home.tile.withdraw', 'withdraw.title'],
    ['home.tile.refund', 'refund.title'],
  ]) {
    const opener = homeTile(page, walk, tile);
    await audit.modal(page, title.replace('.title', ''), { open: () => opener.click(), dialog: dialogNamed(page, say('wallet', title)), opener });
  }
  const transfer = page.getByRole('main').getByRole('button', { name: say('wallet', 'transfer.title'), exact: true });
  await audit.modal(page, 'transfer', { open: () => transfer.click(), dialog: dialogNamed(page, say('wallet', 'transfer.title')), opener: transfer });
  await walkInvite(page, walk);
  await walkGame(page, walk);
}

/** The deposit modal with each of its tabs and panels, a live QR code and its cancel question. */
async function walkDeposit(page: Page, walk: Walk): Promise<void> {
  const { audit, say } = walk;
  const opener = homeTile(page, walk, 'home.tile.deposit');
  const dialog = dialogNamed(page, say('wallet', 'deposit.title'));
  const tab = async (method: string) => {
    await dialog.getByRole('tab', { name: say('wallet', `deposit.method.${method}`) }).click();
    await dialog.getByRole('tab', { name: say('wallet', `deposit.method.${method}`), selected: true }).waitFor();
  };
  await audit.modal(page, 'deposit: bank transfer', {
    open: () => opener.click(),
    dialog,
    opener,
    inside: async () => {
      await tab('qr');
      await audit.screen(page, 'deposit: QR code');
      await dialog.getByRole('textbox', { name: say('wallet', 'deposit.qr.amount') }).fill('10');
      await dialog.getByRole('button', { name: say('wallet', 'deposit.qr.create') }).click();
      await dialog.getByRole('timer').waitFor();
      const cancel = dialog.getByRole('button', { name: say('wallet', 'deposit.qr.cancel') });
      await audit.modal(page, 'deposit: live QR code, its cancel question', { open: () => cancel.click(), dialog: alertNamed(page, say('wallet', 'deposit.qr.cancel')), opener: cancel });
      await audit.screen(page, 'deposit: live QR code');
      await cancel.click();
      await alertNamed(page, say('wallet', 'deposit.qr.cancel')).getByRole('button', { name: say('wallet', 'deposit.qr.cancelCode') }).click();
      await dialog.getByRole('button', { name: say('wallet', 'deposit.qr.create') }).waitFor();

      await tab('wallet');
      await audit.screen(page, 'deposit: phone wallet, automatic');
      await dialog.getByRole('tab', { name: say('wallet', 'deposit.wallet.mode.link') }).click();
      await dialog.getByRole('textbox', { name: say('wallet', 'deposit.wallet.link') }).waitFor();
      await audit.screen(page, 'deposit: phone wallet, gift link');
      await tab('slip');
      await dialog.getByLabel(say('wallet', 'deposit.slip.choose')).setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SLIP_PNG });
      await dialog.getByRole('img', { name: say('wallet', 'deposit.slip.preview') }).waitFor();
      await audit.screen(page, 'deposit: slip upload');
    },
  });
}

/** Invite: its banner carousel first, then the invite modal; focus goes back to the tile after both. */
async function walkInvite(page: Page, walk: Walk): Promise<void> {
  const { audit, say } = walk;
  const opener = homeTile(page, walk, 'home.tile.invite');
  const banners = dialogNamed(page, say('wallet', 'banner.title'));
  await audit.modal(page, 'invite: banner carousel', {
    open: () => opener.click(),
    dialog: banners,
    opener: null,
    inside: async () => {
      await banners.getByRole('button', { name: say('common', 'carousel.next') }).click();
      await audit.screen(page, 'invite: banner carousel, second banner');
    },
    close: () => banners.getByRole('button', { name: say('wallet', 'banner.continue') }).click(),
  });
  await audit.modal(page, 'invite', { open: async () => undefined, dialog: dialogNamed(page, say('wallet', 'invite.title')), opener });
}

/** A game's account modal: closed, then opened with its credentials and the reset question. */
async function walkGame(page: Page, walk: Walk): Promise<void> {
  const { audit, say } = walk;
  const card = page.getByRole('button', { name: /^PG Soft/ });
  const dialog = dialogNamed(page, 'PG Soft');
  await audit.modal(page, 'game account (not open yet)', {
    open: () => card.click(),
    dialog,
    opener: card,
    inside: async () => {
      await dialog.getByRole('button', { name: say('wallet', 'game.activate') }).click();
      const reset = dialog.getByRole('button', { name: say('wallet', 'game.resetPassword') });
      await reset.waitFor();
      await audit.screen(page, 'game account (open, with credentials)');
      await audit.modal(page, 'game account: reset password question', { open: () => reset.click(), dialog: alertNamed(page, say('wallet', 'game.resetPassword')), opener: reset });
    },
  });
}

/**
 * Home loaded anew for a member whose KTB account holds a name in Thai script: it asks for the
 * name in English (spec section 2); and, with the deposit lookup answering this page's manual
 * flag (the stand-in's flag would reach every walk under way), the deposit modal's account list.
 */
export async function walkBankNameAndManualDeposit(page: Page, walk: Walk, member: Member): Promise<void> {
  const { audit, say } = walk;
  await stubDev(walk.build, `member/${member.phone}/bank-account`, { bankCode: 'KTB', bankAccountName: 'สมชาย ใจดี' });
  await page.route('**/api/lookup/deposit', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), isManual: true } });
  });
  await visit(page, walk, '/user/home');
  await audit.modal(page, 'edit bank account name', { open: async () => undefined, dialog: dialogNamed(page, say('wallet', 'bankName.title')), opener: null });
  const opener = homeTile(page, walk, 'home.tile.deposit');
  const dialog = dialogNamed(page, say('wallet', 'deposit.title'));
  await audit.modal(page, 'deposit: manual account list', {
    open: async () => {
      await opener.click();
      await dialog.getByText(say('wallet', 'deposit.manual.title')).waitFor();
    },
    dialog,
    opener,
  });
}

export function homeTile(page: Page, walk: Walk, key: string): Locator {
  return page.getByRole('navigation', { name: walk.say('wallet', 'home.actions') }).getByRole(key === 'home.tile.bonus' ? 'link' : 'button', { name: walk.say('wallet', key), exact: true });
}
