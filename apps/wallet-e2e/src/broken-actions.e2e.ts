// Every other money action under one kind of failure each (the stand-in's POST /__dev/fault), split
// between the builds: QR code, gift link, slip upload, game activation, refund receipt, promotion
// and spin in the Thai build; moving all into a game, a game's password reset, coupon claim, refund
// into the wallet, bonus and invite bonus in the Laos build. Each is tapped twice at once: the member
// reads why in the build's language, the stand-in received it once, no spinner stays, nothing
// throws, and once the server answers the same control does it.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { Build } from './support/browser';
import { arrangeFault, callsTo, clearFaults, failureText, faultPage, reload, settled, type FaultKind, type FaultPage, type FaultRule } from './support/faults';
import { api, newMember, type Member } from './support/member';
import { stubDev } from './support/stub';
import { test } from './support/test';

const DEMO = { phone: '0812345678', password: 'demo1234' };
// A 1x1 PNG: the stand-in checks the name, the declared type and the first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Failure {
  rule: Omit<FaultRule, 'kind'>;
  kind: FaultKind;
  /** The exact path the stand-in counts, when the rule is a pattern. */
  counted?: string;
  /** The action's own control, tapped twice at once. */
  tap: Locator;
  /** Where the member reads why (a toast: the page), and whether the action's outcome may be unknown (a money text). */
  shownIn: Locator | Page;
  money: boolean;
}

/** The action fails `kind`'s way: the member reads why, and the stand-in received it once. */
async function failsOnce(fault: FaultPage, build: Build, language: 'th' | 'lo', { rule, kind, counted, tap, shownIn, money }: Failure): Promise<void> {
  await clearFaults(build);
  await arrangeFault(build, { ...rule, kind, times: 1 });
  await tap.dblclick();
  await shownIn.getByText(failureText(language, kind, money)).first().waitFor();
  assert.equal(await callsTo(build, rule.method, counted ?? rule.path), 1, `${rule.path} (${kind}) was received once`);
  await settled(fault, `${rule.path} (${kind})`);
  await clearFaults(build);
}

/** Confirms an open failure alert with its OK. */
async function dismiss({ page, say }: FaultPage, title: [string, string]): Promise<void> {
  const failure = page.getByRole('alertdialog', { name: say(...title) });
  await failure.getByRole('button', { name: say('common', 'action.ok') }).click();
  await failure.waitFor({ state: 'detached' });
}

async function openDeposit({ page, say }: FaultPage, method: string): Promise<Locator> {
  await page.getByRole('button', { name: say('wallet', 'home.tile.deposit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: say('wallet', 'deposit.title') });
  await dialog.getByRole('tab', { name: say('wallet', `deposit.method.${method}`) }).click();
  return dialog;
}

/** QR code, gift link and slip upload in the deposit modal. */
async function deposits(fault: FaultPage, member: Member): Promise<void> {
  const { page, say } = fault;
  const alert = (key: string) => page.getByRole('alertdialog', { name: say('errors', key) });
  const dialog = await openDeposit(fault, 'qr');
  await dialog.getByLabel(say('wallet', 'deposit.qr.provider')).selectOption('KBANK');
  await dialog.getByRole('textbox', { name: say('wallet', 'deposit.qr.amount') }).fill('100');
  const create = dialog.getByRole('button', { name: say('wallet', 'deposit.qr.create') });
  await failsOnce(fault, 'th', 'th', { rule: { method: 'POST', path: '/api/qrcode/KBANK' }, kind: 'invalid-json', tap: create, shownIn: alert('label.deposit'), money: false });
  await dismiss(fault, ['errors', 'label.deposit']);
  await create.click();
  await dialog.getByRole('timer').waitFor();

  await dialog.getByRole('tab', { name: say('wallet', 'deposit.method.wallet') }).click();
  await dialog.getByRole('tab', { name: say('wallet', 'deposit.wallet.mode.link') }).click();
  await dialog.getByRole('textbox', { name: say('wallet', 'deposit.wallet.link') }).fill(`https://gift.truemoney.com/campaign/?v=${member.phone}${Date.now()}`);
  const send = dialog.getByRole('button', { name: say('wallet', 'deposit.wallet.send') });
  await failsOnce(fault, 'th', 'th', { rule: { method: 'POST', path: '/api/wallet/truelink' }, kind: 'status-500', tap: send, shownIn: alert('label.deposit'), money: true });
  await dismiss(fault, ['errors', 'label.deposit']);
  await send.click();
  await page.getByText(say('wallet', 'toast.linkSent')).waitFor();

  await dialog.getByRole('tab', { name: say('wallet', 'deposit.method.slip') }).click();
  await dialog.getByLabel(say('wallet', 'deposit.slip.choose')).setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  const upload = dialog.getByRole('button', { name: say('wallet', 'deposit.slip.upload'), exact: true });
  await failsOnce(fault, 'th', 'th', { rule: { method: 'POST', path: '/api/wallet/slip' }, kind: 'drop', tap: upload, shownIn: alert('label.deposit'), money: false });
  await dismiss(fault, ['errors', 'label.deposit']);
  await upload.click();
  await page.getByText(say('wallet', 'deposit.slip.success')).waitFor();
  await dialog.getByRole('button', { name: say('common', 'modal.close') }).first().click();
}

/** Activating a game account, then receiving a refund. */
async function gameAndRefund(fault: FaultPage): Promise<void> {
  const { page, say } = fault;
  await page.getByRole('button', { name: /^SlotXO/ }).first().click();
  const game = page.getByRole('dialog', { name: 'SlotXO' });
  const activate = game.getByRole('button', { name: say('wallet', 'game.activate') });
  await failsOnce(fault, 'th', 'th', { rule: { method: 'GET', path: '/api/wallet/activate/SLOTXO' }, kind: 'invalid-json', tap: activate, shownIn: game, money: false });
  await activate.click();
  await game.getByRole('button', { name: say('wallet', 'game.copyPassword') }).waitFor();
  await game.getByRole('button', { name: say('common', 'modal.close') }).first().click();

  await page.getByRole('button', { name: say('wallet', 'home.tile.refund'), exact: true }).click();
  const refund = page.getByRole('dialog', { name: say('wallet', 'refund.title') });
  const receive = refund.getByRole('button', { name: say('wallet', 'refund.receive') });
  await failsOnce(fault, 'th', 'th', { rule: { method: 'GET', path: '/api/refund/receive' }, kind: 'drop', tap: receive, shownIn: page.getByRole('alertdialog', { name: say('errors', 'label.refund') }), money: true });
  assert.equal(await callsTo('th', 'GET', '/api/refund/addWallet'), 0, 'nothing is added to the wallet after a failed receipt');
  await dismiss(fault, ['errors', 'label.refund']);
  await receive.click();
  await page.getByText(say('wallet', 'refund.addWalletSuccess')).first().waitFor();
}

/** A promotion code, then a spin of the wheel. */
async function promotionAndSpin(fault: FaultPage): Promise<void> {
  const { page, say } = fault;
  await reload(page, '/user/bonus');
  await page.getByLabel(say('bonus', 'promotion.label')).fill('WELCOME100');
  await page.getByRole('button', { name: say('bonus', 'promotion.search') }).click();
  const promotion = page.getByRole('dialog', { name: say('bonus', 'promotionModal.title') });
  const take = promotion.getByRole('button', { name: say('bonus', 'promotionModal.receive') });
  const title: [string, string] = ['errors', 'label.promotionActivation'];
  await failsOnce(fault, 'th', 'th', { rule: { method: 'GET', path: '/api/promotion/activate/WELCOME100' }, kind: 'failure-code', tap: take, shownIn: page.getByRole('alertdialog', { name: say(...title) }), money: true });
  await dismiss(fault, title);
  await take.click();
  await page.getByText(say('bonus', 'success.promotion')).first().waitFor();

  await reload(page, '/user/spin');
  const spin = page.getByRole('button', { name: new RegExp(`^${say('spin', 'spin')}`) });
  await failsOnce(fault, 'th', 'th', { rule: { method: 'POST', path: '/api/spinwheel/spin' }, kind: 'status-500', tap: spin, shownIn: page.getByRole('alertdialog', { name: say('spin', 'error.spinTitle') }), money: true });
  await dismiss(fault, ['spin', 'error.spinTitle']);
  await spin.click();
  await page.getByRole('button', { name: new RegExp(`^${say('spin', 'spinning')}`) }).waitFor();
}

/** Moving the wallet into a game, then resetting its password. */
async function gameMoney(fault: FaultPage): Promise<void> {
  const { page, say } = fault;
  await page.getByRole('button', { name: /^PG Soft/ }).first().click();
  const game = page.getByRole('dialog', { name: 'PG Soft' });
  const moveAll = game.getByRole('button', { name: say('wallet', 'game.transferAll') });
  await failsOnce(fault, 'la', 'lo', { rule: { method: 'POST', path: '/api/wallet/transferAll' }, kind: 'drop', tap: moveAll, shownIn: game, money: true });
  await moveAll.click();
  await page.getByText(say('wallet', 'game.transferAllSuccess')).first().waitFor();

  const reset = game.getByRole('button', { name: say('wallet', 'game.resetPassword') });
  await reset.click();
  const confirm = page.getByRole('alertdialog', { name: say('wallet', 'game.resetPassword') });
  const yes = confirm.getByRole('button', { name: say('common', 'action.confirm') });
  await failsOnce(fault, 'la', 'lo', { rule: { method: 'GET', path: '/api/wallet/resetpassword/PG' }, kind: 'drop', tap: yes, shownIn: page, money: false });
  await reset.click();
  await yes.click();
  await page.getByText(say('wallet', 'game.passwordReset')).first().waitFor();
  await game.getByRole('button', { name: say('common', 'modal.close') }).first().click();
}

/** A bonus, then a refund that is received but not added to the wallet. */
async function bonusAndRefund(fault: FaultPage): Promise<void> {
  const { page, say } = fault;
  await reload(page, '/user/home');
  await page.getByRole('button', { name: say('wallet', 'home.tile.refund'), exact: true }).click();
  const refund = page.getByRole('dialog', { name: say('wallet', 'refund.title') });
  const receive = refund.getByRole('button', { name: say('wallet', 'refund.receive') });
  const alert = page.getByRole('alertdialog', { name: say('errors', 'label.refund') });
  await failsOnce(fault, 'la', 'lo', { rule: { method: 'GET', path: '/api/refund/addWallet' }, kind: 'invalid-json', tap: receive, shownIn: alert, money: true });
  await dismiss(fault, ['errors', 'label.refund']);
  await receive.click();
  await page.getByText(say('wallet', 'refund.addWalletSuccess')).first().waitFor();
  await refund.getByRole('button', { name: say('common', 'modal.close') }).first().click();

  await reload(page, '/user/bonus');
  await page.getByRole('main').getByRole('listitem').first().getByRole('button').click();
  const bonus = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: say('bonus', 'modal.receive') }) });
  const take = bonus.getByRole('button', { name: say('bonus', 'modal.receive') });
  const title: [string, string] = ['errors', 'label.bonusActivation'];
  await failsOnce(fault, 'la', 'lo', { rule: { method: 'GET', path: '/api/bonus/activate/*' }, counted: '/api/bonus/activate/WELCOME', kind: 'failure-code', tap: take, shownIn: page.getByRole('alertdialog', { name: say(...title) }), money: true });
  await dismiss(fault, title);
  await take.click();
  await page.getByText(say('bonus', 'success.bonus')).first().waitFor();
}

/** A coupon's claim on the spin page. */
async function couponClaim(fault: FaultPage): Promise<void> {
  const { page, say } = fault;
  await reload(page, '/user/spin');
  await page.getByRole('button', { name: new RegExp(`^${say('spin', 'coupon.claim')} `) }).first().click();
  const confirm = page.getByRole('alertdialog', { name: say('spin', 'claim.title') });
  const claim = confirm.getByRole('button', { name: say('spin', 'coupon.claim') });
  const title: [string, string] = ['spin', 'error.claimTitle'];
  await failsOnce(fault, 'la', 'lo', { rule: { method: 'POST', path: '/api/spinwheel/coupon/claim' }, kind: 'status-500', tap: claim, shownIn: page.getByRole('alertdialog', { name: say(...title) }), money: true });
  await dismiss(fault, title);
  await page.getByRole('button', { name: new RegExp(`^${say('spin', 'coupon.claim')} `) }).first().click();
  await claim.click();
  await page.getByRole('alertdialog', { name: say('spin', 'claim.claimedTitle') }).waitFor();
}

/** Spins through the API until the newest coupon is cash, which can be claimed online. */
async function cashCoupon(build: Build, member: Member): Promise<void> {
  await stubDev(build, `member/${member.phone}/coins`, { coin: 30 });
  for (let spins = 0; spins < 30; spins += 1) {
    const { code } = await api<{ code: string }>(build, 'POST', '/api/spinwheel/spin', {}, member.token);
    if (/^C\d+$/.test(code)) return;
  }
  throw new Error('thirty spins won no cash prize');
}

test.describe('every other money action fails once', () => {
  test('QR code, gift link, slip, game activation, refund, promotion and spin each say why and work again', { tag: '@th' }, async ({ browser, build, undo }) => {
    const member = await newMember(build, 'Action Tester', 'BAHT');
    await api(build, 'POST', '/api/wallet/add', { amount: 1000 }, member.token);
    await stubDev(build, `member/${member.phone}/refund`, { amount: 25 });
    await stubDev(build, `member/${member.phone}/coins`, { coin: 5 });
    undo.faults();
    const fault = await faultPage(browser, build, '/user/home', member.token, { language: 'th' });
    await deposits(fault, member);
    await gameAndRefund(fault);
    await promotionAndSpin(fault);
    await fault.page.context().close();
  });

  test('moving all into a game, password reset, coupon claim, refund and bonus each say why and work again', { tag: '@la' }, async ({ browser, build, undo }) => {
    const member = await newMember(build, 'Action Tester');
    await api(build, 'POST', '/api/wallet/add', { amount: 65_000 }, member.token);
    await api(build, 'GET', '/api/wallet/activate/PG', undefined, member.token);
    await stubDev(build, `member/${member.phone}/refund`, { amount: 6500 });
    await cashCoupon(build, member);
    undo.faults();
    const fault = await faultPage(browser, build, '/user/home', member.token, { language: 'lo' });
    await gameMoney(fault);
    // Before the bonus: no prize is claimed while a bonus is held.
    await couponClaim(fault);
    await bonusAndRefund(fault);
    await fault.page.context().close();
  });

  test("the invite bonus says why and can be received once the server answers (the demo member's bonus)", { tag: '@la' }, async ({ browser, build, undo }) => {
    undo.faults();
    // The demo member goes back as the fixture has it.
    undo.data();
    const { token } = await api<{ token: string }>(build, 'POST', '/api/login', { username: DEMO.phone, password: DEMO.password });
    const fault = await faultPage(browser, build, '/user/home', token, { language: 'lo' });
    const { page, say } = fault;
    const receive = page.getByRole('button', { name: say('wallet', 'home.inviteBonusReceive'), exact: true });
    const confirm = page.getByRole('alertdialog', { name: say('wallet', 'invite.bonus.title') });
    const take = confirm.getByRole('button', { name: say('wallet', 'invite.bonus.confirm') });
    await receive.click();
    await failsOnce(fault, build, 'lo', { rule: { method: 'GET', path: '/api/invite/bonus' }, kind: 'status-500', tap: take, shownIn: page, money: true });
    await receive.click();
    await take.click();
    await page.getByText(say('wallet', 'invite.bonus.success')).first().waitFor();
    await fault.page.context().close();
  });
});
