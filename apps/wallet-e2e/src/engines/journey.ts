// One member's visit, written once for every engine (driver.ts): log in, home's total, an account
// number copied, a QR deposit counting down and paid, money to a game and back, the statement, a
// spin, a chat with support, log out. Each step waits for what the member sees, in the build's
// language, and leaves a screenshot (NN-step.png) in `shots`. The stand-in's dev routes do the
// operator's part only: paying the QR and setting where the wheel stops.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { BUILDS } from '../support/builds';
import type { Build } from '../support/browser';
import { api } from '../support/member';
import { escaped, figurePattern } from '../support/shown';
import { stubDev } from '../support/stub';
import { textsOf, type Language } from '../support/texts';
import type { Driver, Target } from './driver';

export interface JourneyMember {
  phone: string;
  password: string;
  /** What home's main wallet reads once logged in. */
  wallet: number;
  /** The code of a game account the member holds. */
  game: string;
}

export interface JourneyPlan {
  build: Build;
  language: Language;
  member: JourneyMember;
  /** What the member asks support, and the start of the scripted agent's reply. */
  chat: { ask: string; reply: string };
}

const QR_PROVIDER = 'KBANK';
const QR_AMOUNT = 100;
const TO_GAME = 40;
/** The wheel's slice the operator sets for the member's spin. */
const SLICE = 'C10';

/** Checks until `check` holds, for up to 30 s. */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited 30 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function memberJourney(driver: Driver, plan: JourneyPlan, shots: string): Promise<void> {
  const { member, build } = plan;
  const say = textsOf(plan.language);
  const base = BUILDS[build].baseUrl;
  mkdirSync(shots, { recursive: true });
  let shot = 0;
  const screenshot = (step: string) => driver.screenshot(path.join(shots, `${String(++shot).padStart(2, '0')}-${step}.png`));
  const dialog = (name: string): Target => ({ role: 'dialog', name });
  const main: Target = { role: 'main' };
  /** Waits until home's main wallet reads `amount`. */
  const mainWallet = (amount: number) => driver.waitForText(new RegExp(`^${escaped(say('wallet', 'home.mainWallet'))}${figurePattern(amount).source}`), main);

  // A first visit: the site's notice, accepted, then the login form.
  await driver.goto(`${base}/login`);
  await driver.click({ role: 'button', name: say('common', 'agreement.accept'), within: dialog(say('common', 'agreement.title')) });
  await driver.waitForGone(dialog(say('common', 'agreement.title')));
  await driver.type({ label: say('auth', 'login.username') }, member.phone);
  await driver.type({ label: say('auth', 'login.password') }, member.password);
  await screenshot('login');
  await driver.click({ role: 'button', name: say('auth', 'login.submit') });

  // Home: the total of the wallet and every game account.
  const totalShown: Target = { role: 'status', name: say('wallet', 'home.totalBalance') };
  await driver.waitFor(totalShown);
  const token = await driver.evaluate<string>("sessionStorage.getItem('wallet.token') || localStorage.getItem('wallet.token') || ''");
  // The server's sum, as home reads it (a game holding money drifts as if played, so it is read now).
  await until('the total to be the wallet plus every game account', async () => {
    const { wallet, slots } = await api<{ wallet: { amount: number }; slots: { amount: number }[] }>(build, 'GET', '/api/wallet', undefined, token);
    const sum = slots.reduce((total, slot) => total + Math.round(slot.amount * 100), Math.round(wallet.amount * 100)) / 100;
    return figurePattern(sum).test(await driver.waitFor(totalShown));
  });
  await mainWallet(member.wallet);
  await screenshot('home');

  // The deposit sheet opens on the operator's bank accounts: one number copied, as a member pastes it in the bank's app.
  await driver.click({ role: 'button', name: say('wallet', 'home.tile.deposit'), within: main });
  const deposit = dialog(say('wallet', 'deposit.title'));
  await driver.noteTexts();
  await driver.click({ role: 'button', name: say('wallet', 'deposit.bank.copyAccountNo'), within: deposit });
  await driver.waitForNoted(new RegExp(`${escaped(say('common', 'copy.copied'))} \\d{6,}`));
  await screenshot('deposit-copy');

  // A QR deposit: the code counts down each second until the operator's side reports it paid.
  await driver.click({ role: 'tab', name: say('wallet', 'deposit.method.qr'), within: deposit });
  await driver.choose({ label: say('wallet', 'deposit.qr.provider'), within: deposit }, QR_PROVIDER);
  await driver.click({ role: 'button', name: new RegExp(`^${QR_AMOUNT}(\\.00)?$`), within: deposit });
  await driver.click({ role: 'button', name: say('wallet', 'deposit.qr.create'), within: deposit });
  const [before, after] = say('wallet', 'deposit.qr.countdown').split('{{time}}').map(escaped);
  const first = await driver.waitFor({ role: 'timer', within: deposit });
  if (!new RegExp(`^${before}\\d\\d:\\d\\d${after}$`).test(first)) throw new Error(`the countdown reads '${first}'`);
  // The next second, shown: the countdown runs.
  await driver.waitForText(new RegExp(`^(?!${escaped(first)}$)${before}\\d\\d:\\d\\d${after}$`), deposit);
  await screenshot('deposit-qr');
  const { qrcodeId } = await api<{ qrcodeId: string }>(build, 'GET', `/api/qrcode/${QR_PROVIDER}`, undefined, token);
  // The toast shows for 3 s: noted as it comes, not looked for between two of the driver's looks.
  // The same money is said once, by whichever reads it first: the sheet's "payment received", or
  // the deposit watch's "arrived" when its reading of the wallet comes before the code's.
  await driver.noteTexts();
  await stubDev(build, `qrcode/${qrcodeId}/pay`, {});
  const arrived = escaped(say('common', 'depositArrived', { amount: 'AMOUNT' })).replace('AMOUNT', '.+');
  await driver.waitForNoted(new RegExp(`${escaped(say('wallet', 'deposit.qr.paidToast'))}|${arrived}`));
  await driver.waitForGone(deposit);
  await mainWallet(member.wallet + QR_AMOUNT);
  await screenshot('deposit-paid');

  // Money to the game and back.
  const transfer = async (from: string, to: string, step: string) => {
    await driver.click({ role: 'button', name: say('wallet', 'home.transfer'), within: main });
    const sheet = dialog(say('wallet', 'transfer.title'));
    await driver.choose({ label: say('wallet', 'transfer.source'), within: sheet }, from);
    await driver.choose({ label: say('wallet', 'transfer.target'), within: sheet }, to);
    await driver.type({ label: say('wallet', 'transfer.amount'), within: sheet }, String(TO_GAME));
    await screenshot(step);
    await driver.noteTexts();
    await driver.click({ role: 'button', name: say('wallet', 'transfer.submit'), within: sheet });
    await driver.waitForNoted(say('wallet', 'transfer.success'));
    await driver.waitForGone(sheet);
  };
  await transfer('WALLET', member.game, 'transfer-to-game');
  await mainWallet(member.wallet + QR_AMOUNT - TO_GAME);
  await transfer(member.game, 'WALLET', 'transfer-back');
  await mainWallet(member.wallet + QR_AMOUNT);
  await screenshot('home-after-transfers');

  // The statement, newest first: the transfer back on top.
  await driver.click({ role: 'link', name: say('common', 'nav.statement') });
  const newest = await driver.waitFor({ role: 'listitem', within: { role: 'list', name: say('wallet', 'statement.title') } });
  const backToWallet = [say('wallet', 'statement.type.transfer'), `→ ${say('wallet', 'statement.wallet')}`].every((part) => newest.includes(part));
  if (!backToWallet || !figurePattern(TO_GAME).test(newest)) throw new Error(`the newest statement entry reads '${newest}'`);
  await screenshot('statement');

  // A spin, stopping where the operator set it.
  await stubDev(build, `member/${member.phone}/spins`, { slices: [SLICE] });
  await driver.click({ role: 'link', name: say('common', 'nav.home') });
  await driver.click({ role: 'link', name: new RegExp(`^${escaped(say('common', 'nav.spin'))}`), within: main });
  await driver.waitFor({ role: 'img', name: say('spin', 'wheel.label') });
  const spin: Target = { role: 'button', name: new RegExp(`^${escaped(say('spin', 'spin'))}\\s`) };
  await driver.waitFor(spin);
  await screenshot('spin-wheel');
  await driver.click(spin);
  const prize = dialog(say('spin', 'prize.title'));
  await driver.waitFor(prize);
  await screenshot('spin-prize');
  await driver.click({ role: 'button', name: say('common', 'action.ok'), within: prize });
  await driver.waitForGone(prize);

  // Support answers in the member's language.
  await driver.click({ role: 'button', name: say('chat', 'widget.open') });
  const chat = dialog(say('chat', 'widget.title'));
  await driver.waitFor(chat);
  await driver.waitForGone({ text: say('chat', 'widget.connecting'), within: chat });
  await driver.type({ label: say('chat', 'widget.placeholder'), within: chat }, plan.chat.ask);
  await driver.click({ role: 'button', name: say('chat', 'widget.send'), within: chat });
  await driver.waitForText(plan.chat.reply, chat);
  await screenshot('chat');
  await driver.click({ role: 'button', name: say('chat', 'widget.close') });
  await driver.waitForGone(chat);

  // The build's service worker took over the page meanwhile, as on a member's phone.
  await until('the service worker to control the page', () => driver.evaluate<boolean>('!!navigator.serviceWorker?.controller'));

  // Out: back on the login form.
  await driver.click({ role: 'button', name: say('common', 'action.logout') });
  await driver.waitFor({ role: 'button', name: say('auth', 'login.submit') });
  await screenshot('logged-out');
}
