// The first-hour member (first-hour.e2e.ts): one new member walking the screens step by step, in
// the site's language. Each step checks what the member sees when it is done, home's balances after
// every money step, and writes the statement line it should leave. The stand-in's dev routes do
// only the operator's part: paying the QR, settling the gift link and the slip, granting the refund
// and the coin, setting the wheel.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { openPage, WITH_WORKER, type Build } from './browser';
import { BUILDS } from './builds';
import { readingOf, type Money } from './first-hour-reading';
import { activate, goToPage, makeQr, openChat, openDepositFromHome, sendChat, sendGiftLink, transfer, uploadSlip } from './journeys';
import { api } from './member';
import { cancelBonus, changePassword, claimCoupon, logOut, openSlips, receiveBonus, receiveRefund, spinOnce } from './member-steps';
import { escaped, exactly, shows } from './shown';
import { logIn, registerThroughWizard } from './sign-up';
import { freshPhone, stubDev } from './stub';
import type { Language } from './texts';

export interface FirstHourPlan extends Money {
  /** First and last name: the profile name and the bank account holder's. */
  name: string;
  language: Language;
  bank: string;
  /** In order; a slip's amount is what the operator reads off it. */
  deposits: ['qr' | 'gift' | 'slip', number][];
  toGame: number;
  fromGame: number;
  bonus: { name: string; amount: number };
  /** The wheel's slice the operator sets, its label on the wheel, its name in the statement. */
  prize: { slice: string; label: string; name: string; amount: number };
  refund: { amount: number; name: string };
  /** The QR's bank as the statement names it. */
  qrBank?: string;
  chat: { ask: string; reply: string };
}

const PASSWORD = 'first-hour-1';
const NEW_PASSWORD = 'first-hour-2';
const INVITE_CODE = 'PRfriend';
const STATEMENT_PAGE = 10;

export class FirstHour {
  readonly phone = freshPhone();
  private page!: Page;
  /** The member's session, for the operator's look-ups (the QR's and the slip's ids). */
  private token = '';
  private wallet = 0;
  private inGame = 0;
  /** The statement the member should read at the end, newest first. */
  private readonly statement: string[] = [];
  private readonly read: ReturnType<typeof readingOf>;

  constructor(
    private readonly browser: Browser,
    private readonly build: Build,
    private readonly plan: FirstHourPlan,
  ) {
    this.read = readingOf(plan.language, plan);
  }

  private entry(title: string, amount: string, from: string, to: string): void {
    this.statement.unshift(`${title} | ${amount} | ${from} → ${to}`);
  }

  /** An entry that moves no money (a bonus's end): the line saying so takes the place of its accounts. */
  private record(title: string, amount: string): void {
    this.statement.unshift(`${title} | ${amount} | ${this.read.say('wallet', 'statement.recordOnly')}`);
  }

  private get mainWallet(): string {
    return this.read.say('wallet', 'statement.wallet');
  }

  /** A friend's invite link, the site agreement, the wizard; later, in a new tab, login and the member's agreement. */
  async signUp(): Promise<void> {
    const { plan, build } = this;
    const { say } = this.read;
    const visit = await openPage(this.browser, build, `/register?code=${INVITE_CODE}`, { firstVisit: true, ...WITH_WORKER });
    this.page = visit;
    const notice = visit.getByRole('dialog', { name: say('common', 'agreement.title') });
    await notice.getByRole('button', { name: say('common', 'agreement.accept') }).click();
    await notice.waitFor({ state: 'detached' });
    const [firstName, lastName] = plan.name.split(' ');
    const account = { phone: this.phone, name: plan.name, password: PASSWORD, bank: plan.bank, accountNo: `77${this.phone.slice(2)}`, firstName, lastName, invitedBy: INVITE_CODE };
    await registerThroughWizard(visit, build, { ...account, currency: build === 'la' ? plan.currency : undefined }, plan.language);

    this.page = await visit.context().newPage();
    await visit.close();
    await this.page.goto(`${BUILDS[build].baseUrl}/login`);
    await logIn(this.page, this.phone, PASSWORD, plan.language);
    await this.page.waitForURL('**/user/home');
    const agreement = this.page.getByRole('dialog', { name: say('common', 'agreement.title') });
    await agreement.getByRole('button', { name: say('common', 'agreement.acknowledge') }).click();
    await agreement.waitFor({ state: 'detached' });
    await this.page.getByText(say('wallet', 'home.greeting', { name: plan.name })).waitFor();
    await this.read.homeReads(this.page, 0, null);
    this.token = await this.page.evaluate(() => window.sessionStorage.getItem('wallet.token') ?? window.localStorage.getItem('wallet.token') ?? '');
  }

  /** Each deposit of the plan from home's tile, paid or settled by the operator, and the wallet after it. */
  async deposit(): Promise<void> {
    const { page, plan, build } = this;
    const { say, figure, money, inWords } = this.read;
    for (const [how, amount] of plan.deposits) {
      const dialog = await openDepositFromHome(page, plan.language);
      if (how === 'qr') {
        await makeQr(dialog, figure(amount), plan.language);
        await dialog.getByText(say('wallet', 'deposit.qr.amountToPay', { amount: inWords(amount) })).waitFor();
        const { qrcodeId } = await api<{ qrcodeId: string }>(build, 'GET', '/api/qrcode/KBANK', undefined, this.token);
        await stubDev(build, `qrcode/${qrcodeId}/pay`, {});
        await page.getByText(say('wallet', 'deposit.qr.paidToast')).waitFor();
        await dialog.waitFor({ state: 'detached' });
        this.entry(say('wallet', 'statement.type.deposit'), `+${money(amount)}`, plan.qrBank ?? '', this.mainWallet);
      } else {
        if (how === 'gift') {
          await sendGiftLink(page, dialog, `https://gift.truemoney.com/campaign/?v=${this.phone}`, plan.language);
          await stubDev(build, `member/${this.phone}/settle`, {});
        } else {
          if (plan.currency === 'LAK') assert.deepEqual(await dialog.getByRole('tab').allInnerTexts(), [say('wallet', 'deposit.method.bank'), say('wallet', 'deposit.method.slip')], 'a kip member is offered kip accounts and the slip only');
          await uploadSlip(page, dialog, plan.language);
          const { slips } = await api<{ slips: { _id: string }[] }>(build, 'POST', '/api/statement/slip', { page: 1, limit: 1 }, this.token);
          await stubDev(build, `slip/${slips[0]._id}/settle`, { amount });
        }
        // Settled by the operator: the member closes the sheet and refreshes.
        await dialog.getByRole('button', { name: say('common', 'modal.close') }).click();
        await page.getByRole('button', { name: say('wallet', 'home.refreshAll') }).first().click();
        this.entry(say('wallet', 'statement.type.deposit'), `+${money(amount)}`, say('wallet', how === 'gift' ? 'statement.source.TRUEWALLET' : 'statement.source.SLIP'), this.mainWallet);
      }
      this.wallet += amount;
      await this.read.homeReads(page, this.wallet, null);
    }
  }

  /** Money to PG and back, the game opened on the web (Play moves the whole wallet in first), and everything back. */
  async playAGame(): Promise<void> {
    const { page, plan } = this;
    const { say, money, inWords, homeReads } = this.read;
    const moved = (amount: number, from: string, to: string) => this.entry(say('wallet', 'statement.type.transfer'), money(amount), from, to);
    const game = await activate(page, 'PG', plan.language);
    await game.getByRole('button', { name: say('common', 'modal.close') }).click();
    await transfer(page, 'WALLET', 'PG', String(plan.toGame), plan.language);
    moved(plan.toGame, this.mainWallet, 'PG Soft');
    await homeReads(page, this.wallet - plan.toGame, plan.toGame);
    await transfer(page, 'PG', 'WALLET', String(plan.fromGame), plan.language);
    moved(plan.fromGame, 'PG Soft', this.mainWallet);
    this.inGame = plan.toGame - plan.fromGame;
    this.wallet -= this.inGame;
    await homeReads(page, this.wallet, this.inGame);

    await page.context().route('https://play.example.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>PG Soft</h1>' }));
    await page.getByRole('button', { name: /^PG Soft/ }).click();
    await game.getByText(say('wallet', 'game.transferBeforePlay', { amount: inWords(this.wallet) })).waitFor();
    const tab = page.context().waitForEvent('page');
    await game.getByRole('button', { name: say('wallet', 'game.playWeb') }).click();
    const played = await tab;
    await played.waitForURL(/\/pg\/launch\?session=/);
    await played.close();
    moved(this.wallet, this.mainWallet, 'PG Soft');
    this.inGame += this.wallet;
    this.wallet = 0;
    await game.getByRole('button', { name: say('common', 'modal.close') }).click();
    await homeReads(page, this.wallet, this.inGame);

    // Back from the game, everything into the wallet again (a game holding money drifts as if played).
    await transfer(page, 'PG', 'WALLET', String(this.inGame), plan.language);
    moved(this.inGame, 'PG Soft', this.mainWallet);
    [this.wallet, this.inGame] = [this.inGame, 0];
    await homeReads(page, this.wallet, this.inGame);
  }

  /** A bonus taken on the bonus page, then ended: a held bonus blocks prize claims and refunds. */
  async takeABonus(): Promise<void> {
    const { page, plan } = this;
    const { say, money } = this.read;
    await page.getByRole('link', { name: say('wallet', 'home.tile.bonus') }).click();
    await receiveBonus(page, plan.bonus.name, plan.language);
    await page.getByText(say('bonus', 'active.label', { type: say('bonus', 'type.limit') })).waitFor();
    this.entry(`${say('wallet', 'statement.type.bonus')} · ${plan.bonus.name}`, `+${money(plan.bonus.amount)}`, say('wallet', 'statement.source.BONUS'), this.mainWallet);
    this.wallet += plan.bonus.amount;
    await cancelBonus(page, plan.language);
    this.record(`${say('wallet', 'statement.type.finish_bonus')} · ${plan.bonus.name}`, money(plan.bonus.amount));
  }

  /** The operator grants a coin and sets the wheel; the member spins from home's tile and claims the prize. */
  async spinAndClaim(): Promise<void> {
    const { page, plan, build } = this;
    const { say, money, menuLink, homeReads } = this.read;
    await stubDev(build, `member/${this.phone}/coins`, { coin: 1 });
    await stubDev(build, `member/${this.phone}/spins`, { slices: [plan.prize.slice] });
    await menuLink(page, 'nav.home').click();
    await homeReads(page, this.wallet, this.inGame);
    await page.getByRole('link', { name: say('wallet', 'home.tile.spin', { coins: 1 }) }).click();
    assert.equal(await spinOnce(page, plan.language), plan.prize.label, 'the prize the wheel was set to');
    await page.getByRole('button', { name: new RegExp(`^${say('spin', 'spin')}\\s*${say('spin', 'coins_other', { count: 0 })}$`) }).waitFor();
    await claimCoupon(page, plan.prize.label, plan.language);
    this.entry(`${say('wallet', 'statement.type.bonus')} · ${plan.prize.name}`, `+${money(plan.prize.amount)}`, say('wallet', 'statement.source.LUCKYDRAW'), this.mainWallet);
    this.wallet += plan.prize.amount;
  }

  /** The operator grants a refund; the member receives it on home. */
  async receiveARefund(): Promise<void> {
    const { page, plan } = this;
    const { say, money, figure, inWords, menuLink, homeReads } = this.read;
    await stubDev(this.build, `member/${this.phone}/refund`, { amount: plan.refund.amount });
    await menuLink(page, 'nav.home').click();
    await homeReads(page, this.wallet, this.inGame);
    const refund = await receiveRefund(page, inWords(plan.refund.amount), figure(plan.refund.amount), plan.language);
    await refund.getByRole('button', { name: say('common', 'modal.close') }).click();
    this.entry(`${say('wallet', 'statement.type.bonus')} · ${plan.refund.name}`, `+${money(plan.refund.amount)}`, say('wallet', 'statement.source.REFUND'), this.mainWallet);
    this.wallet += plan.refund.amount;
    await homeReads(page, this.wallet, this.inGame);
  }

  /** The statement names every entry (ten a page), and the slip shows its status. */
  async readStatementAndSlips(): Promise<void> {
    const { page, plan, statement } = this;
    const { say, money, menuLink, readStatement } = this.read;
    await menuLink(page, 'nav.statement').click();
    assert.deepEqual(await readStatement(page, statement[0]), statement.slice(0, STATEMENT_PAGE), 'the statement, page 1');
    if (statement.length > STATEMENT_PAGE) {
      await goToPage(page, 2, plan.language);
      assert.deepEqual(await readStatement(page, statement[STATEMENT_PAGE]), statement.slice(STATEMENT_PAGE), 'the statement, page 2');
    }
    const slips = await openSlips(page, plan.language);
    const [, slipAmount = 0] = plan.deposits.find(([how]) => how === 'slip') ?? [];
    await shows(slips.getByRole('listitem').first(), new RegExp(`^${escaped(money(slipAmount))}\\s*${say('wallet', 'slip.status.success')}`), 'the slip');
    await slips.getByRole('button', { name: say('common', 'modal.close') }).click();
  }

  /** Support answers in the member's language. */
  async chatWithSupport(): Promise<void> {
    const { page, plan } = this;
    const chat = await openChat(page, plan.language);
    await sendChat(page, plan.chat.ask, plan.language);
    await chat.getByText(plan.chat.reply).waitFor();
    await page.getByRole('button', { name: this.read.say('chat', 'widget.close') }).first().click();
  }

  /** A new password on the profile, then out and back in: the old password is refused, the new one opens home. */
  async changePasswordAndLogInAgain(): Promise<void> {
    const { page, plan } = this;
    await this.read.menuLink(page, 'nav.profile').click();
    await changePassword(page, PASSWORD, NEW_PASSWORD, plan.language);
    await logOut(page, plan.language);
    await logIn(page, this.phone, PASSWORD, plan.language);
    await shows(page.getByRole('alert'), exactly(this.read.say('errors', 'code.WRONG_CREDENTIAL')), 'the old password refused');
    await logIn(page, this.phone, NEW_PASSWORD, plan.language);
    await page.waitForURL('**/user/home');
    await this.read.homeReads(page, this.wallet, this.inGame);
  }

  /** What the member saw when a step failed, for whoever reads the failure. */
  async screenshots(): Promise<void> {
    mkdirSync('tmp/e2e-failures', { recursive: true });
    for (const [index, page] of (this.page?.context().pages() ?? []).entries()) {
      await page.screenshot({ path: `tmp/e2e-failures/first-hour-${this.build}-${index}.png` }).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.page?.context().close();
  }
}
