// A real backend's odd answers (issue 24), each case in one build and its language (issue 37: home's
// in the Thai build, the statement's and the bonus page's in the Laos build): the stand-in's
// own answers, changed in one place on their way to the page as a Decimal or PHP backend, or a
// document store, may send them. Each screen stays readable: the odd row is shown as described,
// the figures are right, and a row that cannot be read is left out with a quiet line saying so.
// The eight cases of the issue: home with a game of an unknown category (casino), a category in
// capitals (SLOT), amounts as numeric strings and a game without a name; the statement with a
// linked bonus of null, an entry of an unknown type (coupon) and amounts as numeric strings; the
// bonus page with a bonus of an unknown type.
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Build } from './support/browser';
import { BUILD_LANGUAGE } from './support/builds';
import { memberPage, newMember, type Member } from './support/member';
import { stubDev } from './support/stub';
import { test } from './support/test';
import { textsOf } from './support/texts';

type Row = Record<string, unknown>;
type Answer = Row & { slots: Row[]; statements: Row[] };

/** A figure as a Decimal backend sends it, and as the member reads it: baht with satang, whole kip (the Laos build's members hold kip). */
const FIGURES: Record<Build, { sent: string; shown: string; gameSent: string; totalShown: string }> = {
  th: { sent: '249.03', shown: '249.03', gameSent: '10.50', totalShown: '259.53' },
  la: { sent: '975000', shown: '975,000', gameSent: '6500', totalShown: '981,500' },
};

/**
 * The member's page of `path` with the answers of `call` changed by `edit` on their way to the app.
 * Service workers are blocked: the test answers the app's calls itself, and a worker between the
 * page and the network could take them past the test's routes.
 */
async function pageWithOddAnswer(browser: Browser, build: Build, member: Member, path: string, call: string, edit: (answer: Answer) => void): Promise<{ page: Page; say: ReturnType<typeof textsOf> }> {
  const language = BUILD_LANGUAGE[build];
  let sent: () => void = () => undefined;
  // The page asks once it has started: the test reads what it changed only after the change was sent.
  const changed = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const prepare = (context: BrowserContext) =>
    context.route(`**${call}`, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as Answer;
      edit(answer);
      await route.fulfill({ response, json: answer });
      sent();
    });
  const page = await memberPage(browser, build, path, member.token, { language, prepare, serviceWorkers: 'block' });
  await changed;
  return { page, say: textsOf(language) };
}

/** Closes the test's page; a read of the page still under way (home reads the wallet again after its refresh) is dropped with it. */
async function close(page: Page): Promise<void> {
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().close();
}

/** The screen reads: no 'unexpected answer' anywhere on it. */
async function assertReadable(page: Page, say: ReturnType<typeof textsOf>): Promise<void> {
  assert.equal(await page.getByText(say('errors', 'network.unexpected')).count(), 0);
}

/** A rail of home's game accounts, by its heading. */
const rail = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const members = new Map<Build, Promise<Member>>();
/** One member per build for the file, with three deposits on their statement. */
function memberOf(build: Build): Promise<Member> {
  if (!members.has(build))
    members.set(
      build,
      newMember(build, 'Odd Answers').then(async (member) => {
        await stubDev(build, `member/${member.phone}/deposits`, { count: 3 });
        return member;
      }),
    );
  return members.get(build) as Promise<Member>;
}

test.describe('home reads odd answers', () => {
  test(`shows a game of an unknown category (casino) in an 'Other games' rail`, { tag: '@th' }, async ({ browser, build }) => {
    let moved = '';
    const { page, say } = await pageWithOddAnswer(browser, build, await memberOf(build), '/user/home', '/api/wallet', (answer) => {
      const game = answer.slots.find((slot) => slot.category === 'slot') as Row;
      game.category = 'casino';
      moved = String(game.name);
    });
    const other = rail(page, say('wallet', 'home.category.other'));
    await other.getByText(moved, { exact: true }).waitFor();
    assert.equal(await rail(page, say('wallet', 'home.category.slot')).getByText(moved, { exact: true }).count(), 0);
    await assertReadable(page, say);
    await close(page);
  });

  test(`shows a game whose category comes in capitals (SLOT) in its own rail`, { tag: '@th' }, async ({ browser, build }) => {
    let shouting = '';
    const { page, say } = await pageWithOddAnswer(browser, build, await memberOf(build), '/user/home', '/api/wallet', (answer) => {
      const game = answer.slots.find((slot) => slot.category === 'slot') as Row;
      game.category = 'SLOT';
      shouting = String(game.name);
    });
    await rail(page, say('wallet', 'home.category.slot')).getByText(shouting, { exact: true }).waitFor();
    assert.equal(await rail(page, say('wallet', 'home.category.other')).count(), 0);
    await assertReadable(page, say);
    await close(page);
  });

  test(`reads amounts sent as numeric strings as the same figures`, { tag: '@th' }, async ({ browser, build }) => {
    const figures = FIGURES[build];
    const { page, say } = await pageWithOddAnswer(browser, build, await memberOf(build), '/user/home', '/api/wallet', (answer) => {
      (answer.wallet as Row).amount = figures.sent;
      (answer.invite as Row).amount = '0.00';
      (answer.profile as Row).coin = '7';
      answer.slots.forEach((slot, index) => {
        slot.amount = index === 0 ? figures.gameSent : '0';
        slot.isActive = index === 0 ? true : slot.isActive;
      });
    });
    const total = page.getByRole('status', { name: say('wallet', 'home.totalBalance') });
    await total.filter({ hasText: figures.totalShown }).waitFor();
    const mainWallet = page.getByText(say('wallet', 'home.mainWallet')).locator('..');
    assert.match((await mainWallet.textContent()) ?? '', new RegExp(figures.shown.replace('.', '\\.')));
    await page.getByLabel(say('wallet', 'home.coinCount_other', { count: 7 })).waitFor();
    assert.doesNotMatch((await page.getByRole('main').textContent()) ?? '', /NaN/);
    await assertReadable(page, say);
    await close(page);
  });

  test(`names a game sent with name null by its code, and says quietly that a game it cannot read is not shown`, { tag: '@th' }, async ({ browser, build }) => {
    let nameless = '';
    let unreadable = '';
    const { page, say } = await pageWithOddAnswer(browser, build, await memberOf(build), '/user/home', '/api/wallet', (answer) => {
      const [first, second] = answer.slots;
      nameless = String(first.code);
      first.name = null;
      unreadable = String(second.name);
      second.amount = 'n/a';
    });
    await page.getByText(say('common', 'list.leftOut_other', { count: 1 })).waitFor();
    await rail(page, say('wallet', 'home.category.slot')).getByText(nameless, { exact: true }).waitFor();
    assert.equal(await page.getByRole('main').getByText(unreadable, { exact: true }).count(), 0);
    // The total is of the accounts shown, and says so.
    await page.getByRole('status', { name: say('wallet', 'home.totalShown') }).waitFor();
    await assertReadable(page, say);
    await close(page);
  });
});

test.describe('the statement reads odd answers', () => {
  const list = (page: Page, say: ReturnType<typeof textsOf>) => page.getByRole('list', { name: say('wallet', 'statement.title') });

  test(`shows an entry whose linked bonus is null`, { tag: '@la' }, async ({ browser, build }) => {
    const { page, say } = await pageWithOddAnswer(browser, build, await memberOf(build), '/user/statement', '/api/statement', (answer) => {
      Object.assign(answer.statements[0], { bonus: null, promotion: null, invite: null, refund: null, luckydraw: null });
    });
    const entries = list(page, say).getByRole('listitem');
    await entries.first().waitFor();
    assert.equal(await entries.count(), 3);
    assert.match((await entries.first().textContent()) ?? '', new RegExp(`${say('wallet', 'statement.type.deposit')}.*\\+3`));
    await assertReadable(page, say);
    await close(page);
  });

  test(`shows an entry of an unknown type (coupon) with its amount, date and status, the type as sent`, { tag: '@la' }, async ({ browser, build }) => {
    const { page, say } = await pageWithOddAnswer(browser, build, await memberOf(build), '/user/statement', '/api/statement', (answer) => {
      answer.statements[0].statementType = 'coupon';
    });
    const coupon = list(page, say).getByRole('listitem').filter({ hasText: 'coupon' });
    await coupon.waitFor();
    const shown = (await coupon.textContent()) ?? '';
    assert.match(shown, /3(\.00)?/);
    assert.doesNotMatch(shown, /[+-]3/);
    assert.match(shown, /\d\d:\d\d:\d\d/);
    assert.ok(shown.includes(say('wallet', 'statement.status.success')));
    await assertReadable(page, say);
    await close(page);
  });

  test(`reads amounts sent as numeric strings, and says quietly that an entry it cannot read is not shown`, { tag: '@la' }, async ({ browser, build }) => {
    const figures = FIGURES[build];
    const { page, say } = await pageWithOddAnswer(browser, build, await memberOf(build), '/user/statement', '/api/statement', (answer) => {
      answer.statements[0].amount = figures.sent;
      answer.statements[1].amount = 'abc';
    });
    const entries = list(page, say).getByRole('listitem');
    await page.getByText(say('common', 'list.leftOut_other', { count: 1 })).waitFor();
    assert.equal(await entries.count(), 2);
    assert.ok(((await entries.first().textContent()) ?? '').includes(`+${figures.shown}`));
    assert.doesNotMatch((await list(page, say).textContent()) ?? '', /NaN/);
    await assertReadable(page, say);
    await close(page);
  });
});

test.describe('the bonus page reads odd answers', () => {
  test(`shows a bonus of an unknown type as available, the type as sent`, { tag: '@la' }, async ({ browser, build }) => {
    let odd = '';
    const { page, say } = await pageWithOddAnswer(browser, build, await memberOf(build), '/user/bonus', '/api/bonus', (answer) => {
      const [first] = answer as unknown as Row[];
      first.type = 'cashback';
      odd = String(first.name ?? first.code);
    });
    const card = page.getByRole('button').filter({ hasText: odd }).first();
    await card.waitFor();
    assert.ok(((await card.textContent()) ?? '').includes('cashback'));
    assert.equal(await card.isEnabled(), true);
    assert.equal(await card.getByText(say('bonus', 'card.received'), { exact: true }).count(), 0);
    await assertReadable(page, say);
    await close(page);
  });
});
