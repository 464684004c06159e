// A hostile backend (the stand-in's POST /__dev/hostile): every text, markup and address the app
// shows or follows carries script payloads (inline script, event handlers, javascript: and data:
// links, SVG and iframe tricks, CSS breakouts). Walking every screen and modal that shows them (the
// member's in the Laos build, the public ones in the Thai build, issue 37; each build in its own
// language), no script runs (no dialog, no window.__xss, no uncaught
// error), nothing leaves for another origin, no tab or frame goes to a server address, and the
// live document never holds markup that could run or reach out. The preview server sends the
// release's security headers, so the walk meets what production enforces.
import assert from 'node:assert/strict';
import type { Browser, ConsoleMessage, Locator, Page } from 'playwright-core';
import { releaseHeadersOf } from '@wallet/tools/serve-builds';
import { PHONE_VIEWPORT, TEST_CONTEXT, type Build } from './support/browser';
import { BUILD_LANGUAGE, BUILDS } from './support/builds';
import { api } from './support/member';
import { stubDev } from './support/stub';
import { test } from './support/test';
import { text } from './support/texts';
import { isFailedResource, unsafeMarkup, watchContext, type Watch } from './support/watch';

/** Where a payload that ran would reach out (tools/stub-api/src/store/hostile-fixture.ts). */
const MARKER = 'xss.marker.invalid';
const DEMO = { phone: '0812345678', password: 'demo1234' };

/**
 * What the console may say about hostile content: the sanitizer parses server HTML in an inert
 * document, which Chromium still checks against the page's policy (those reports name the
 * sanitizer's own file and mean nothing ran); and a picture at a server path that does not exist
 * fails to load from this site.
 */
const expectedConsole = (message: ConsoleMessage) => isFailedResource(message) || /\/assets\/purify[^/]*\.js/.test(`${message.location().url} ${message.text()}`);

interface Walk {
  page: Page;
  watch: Watch;
  say: (namespace: string, key: string) => string;
}

/** A page of `build` in its language with the watch on, optionally logged in; no agreement read yet. */
async function hostilePage(browser: Browser, build: Build, path: string, token?: string): Promise<Walk> {
  const language = BUILD_LANGUAGE[build];
  const origin = BUILDS[build].baseUrl;
  // The wheel stops at once (reduced motion): the walk is about what runs, not the animation.
  const context = await browser.newContext({ ...TEST_CONTEXT, viewport: PHONE_VIEWPORT, reducedMotion: 'reduce' });
  const watch = await watchContext(context, { origin, expectedConsole });
  await context.addInitScript(
    ([saved, chosen]) => {
      // Only the app's own document: the new page's first about:blank may not use storage.
      if (!window.location.protocol.startsWith('http')) return;
      if (saved) window.localStorage.setItem('wallet.token', saved);
      window.localStorage.setItem('wallet.locale', chosen);
    },
    [token ?? '', language],
  );
  const page = await context.newPage();
  const answer = await page.goto(origin + path);
  assertReleaseHeaders(build, answer?.headers() ?? {});
  return { page, watch, say: (namespace, key) => text(language, namespace, key) };
}

/** The page carries exactly the security headers the release's nginx config sends. */
function assertReleaseHeaders(build: Build, headers: Record<string, string>): void {
  const release = releaseHeadersOf(build);
  assert.ok(release.some(([name]) => name === 'Content-Security-Policy'), 'the release headers of the build include its policy');
  for (const [name, value] of release) assert.equal(headers[name.toLowerCase()], value, `${name} of the ${build} build`);
}

/** Server text shown as text ('<img src=x onerror=...>' written out), or server HTML's first paragraph. */
const payloadText = (scope: Page | Locator) => scope.getByText("alert('xss')").first();
const payloadHtml = (scope: Page | Locator) => scope.getByText('hostile', { exact: true }).first();

/** Nothing ran, nothing left, and the document holds nothing that could. */
async function nothingRan({ page, watch }: Walk, where: string): Promise<void> {
  assert.deepEqual(await unsafeMarkup(page, MARKER), [], `${where}: unsafe markup in the page`);
  assert.equal(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), undefined, `${where}: a payload ran`);
  assert.deepEqual(watch.problems, [], where);
}

async function closeDialog(walk: Walk, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: walk.say('common', 'modal.close') }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

/** Makes the build's stand-in hostile (the test's `undo.data()` puts it back) and logs the demo member in. */
async function logIn(build: Build): Promise<string> {
  await stubDev(build, 'hostile', {});
  return (await api<{ token: string }>(build, 'POST', '/api/login', { username: DEMO.phone, password: DEMO.password })).token;
}

/** Home: the agreement, the notice, names and game cards; conditions, deposit, invite, refund, invite bonus. */
async function walkHome(walk: Walk): Promise<void> {
  const { page, say } = walk;
  const agreement = page.getByRole('dialog', { name: say('common', 'agreement.title') });
  await payloadHtml(agreement).waitFor();
  await nothingRan(walk, 'member agreement');
  await agreement.getByRole('button', { name: say('common', 'agreement.acknowledge') }).click();
  await payloadHtml(page.getByRole('complementary', { name: say('wallet', 'home.notice') })).waitFor();
  await payloadText(page.getByRole('main')).waitFor();
  await nothingRan(walk, 'home');

  await page.getByRole('button', { name: say('common', 'nav.conditions') }).click();
  const conditions = page.getByRole('dialog', { name: say('common', 'conditions.title') });
  await payloadHtml(conditions).waitFor();
  await nothingRan(walk, 'conditions');
  await closeDialog(walk, conditions);

  await page.getByRole('button', { name: say('wallet', 'home.tile.deposit'), exact: true }).click();
  const deposit = page.getByRole('dialog', { name: say('wallet', 'deposit.title') });
  await payloadText(deposit).waitFor();
  await nothingRan(walk, 'deposit: bank accounts');
  await closeDialog(walk, deposit);

  for (const tile of ['invite', 'refund'] as const) {
    await page.getByRole('button', { name: say('wallet', `home.tile.${tile}`), exact: true }).click();
    const banners = page.getByRole('dialog', { name: say('wallet', 'banner.title') });
    await payloadHtml(banners).waitFor();
    await nothingRan(walk, `${tile} banners`);
    await banners.getByRole('button', { name: say('wallet', 'banner.continue') }).click();
    const modal = page.getByRole('dialog', { name: say('wallet', `${tile}.title`) });
    await modal.waitFor();
    if (tile === 'invite') await payloadText(modal).waitFor();
    await nothingRan(walk, `${tile} modal`);
    await closeDialog(walk, modal);
  }

  await page.getByRole('button', { name: say('wallet', 'home.inviteBonusReceive'), exact: true }).click();
  const claim = page.getByRole('alertdialog', { name: say('wallet', 'invite.bonus.title') });
  await payloadHtml(claim).waitFor();
  await nothingRan(walk, 'invite bonus conditions');
  await claim.getByRole('button', { name: say('common', 'action.cancel') }).click();
}

/** A game's modal: its name, and Play on every platform refused, with no tab or page going anywhere. */
async function walkGame(walk: Walk): Promise<void> {
  const { page, say } = walk;
  await page.locator('[data-rail-item]').first().click();
  const game = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: say('wallet', 'game.playWeb') }) });
  for (const platform of ['playWeb', 'playAndroid', 'playIos'] as const) {
    await game.getByRole('button', { name: say('wallet', `game.${platform}`) }).click();
    await game.getByText(say('errors', 'unsafeAddress')).waitFor();
  }
  await nothingRan(walk, 'game modal and play');
  await closeDialog(walk, game);
}

/** Profile, statement and slips (a refused slip address), bonuses and the promotion. */
async function walkAccountAndBonus(walk: Walk): Promise<void> {
  const { page, say } = walk;
  await page.getByRole('link', { name: say('common', 'nav.profile') }).click();
  await payloadText(page.getByRole('main')).waitFor();
  await nothingRan(walk, 'profile');

  await page.getByRole('link', { name: say('common', 'nav.statement') }).click();
  await payloadText(page.getByRole('main')).waitFor();
  await nothingRan(walk, 'statement');
  await page.getByRole('button', { name: say('wallet', 'statement.slipButton') }).click();
  const slips = page.getByRole('dialog', { name: say('wallet', 'slip.title') });
  await slips.getByRole('button', { name: say('wallet', 'slip.viewImage') }).first().click();
  await page.getByText(say('errors', 'unsafeAddress')).first().waitFor();
  await nothingRan(walk, 'slips');
  await closeDialog(walk, slips);

  await page.goto(new URL('/user/bonus', page.url()).href);
  await payloadText(page.getByRole('main')).waitFor();
  await nothingRan(walk, 'bonus page');
  await page.getByRole('main').getByRole('button', { name: /alert\('xss'\)/ }).first().click();
  const bonus = page.getByRole('dialog').filter({ hasText: say('bonus', 'modal.receive') });
  await payloadHtml(bonus).waitFor();
  await nothingRan(walk, 'bonus modal');
  await closeDialog(walk, bonus);
  await page.getByLabel(say('bonus', 'promotion.label')).fill('WELCOME100');
  await page.getByRole('button', { name: say('bonus', 'promotion.search') }).click();
  const promotion = page.getByRole('dialog', { name: say('bonus', 'promotionModal.title') });
  await payloadHtml(promotion).waitFor();
  await nothingRan(walk, 'promotion modal');
  await closeDialog(walk, promotion);
}

/** The wheel and its coupons, a spin's prize and a claim's confirmation. */
async function walkSpin(walk: Walk): Promise<void> {
  const { page, say } = walk;
  await page.goto(new URL('/user/spin', page.url()).href);
  // The coupons' prizes (the slices' labels are drawn on the wheel, and listed for screen readers).
  await payloadText(page.getByRole('table')).waitFor();
  await nothingRan(walk, 'wheel and coupons');
  await page.getByRole('button', { name: new RegExp(`^${say('spin', 'spin')}`) }).click();
  const prize = page.getByRole('dialog', { name: say('spin', 'prize.title') });
  await payloadHtml(prize).waitFor({ timeout: 15_000 });
  await nothingRan(walk, 'prize modal');
  await prize.getByRole('button', { name: say('common', 'action.ok') }).click();
  // The spin is settled (the centre offers the next one) before a coupon is chosen: until then the
  // coupon list is held as it was before the spin.
  await page.getByRole('button', { name: new RegExp(`^${say('spin', 'spin')}\\s`) }).waitFor();
  await page.getByRole('button', { name: new RegExp(`^${say('spin', 'coupon.claim')}`) }).first().click();
  const confirm = page.getByRole('alertdialog', { name: say('spin', 'claim.title') });
  await payloadText(confirm).waitFor();
  await nothingRan(walk, 'claim confirmation');
  await confirm.getByRole('button', { name: say('common', 'action.cancel') }).click();
}

/** The contact page (refused LINE link and picture) and the chat with support's hostile messages. */
async function walkContactAndChat(walk: Walk, contactPath: string): Promise<void> {
  const { page, say } = walk;
  await page.goto(new URL(contactPath, page.url()).href);
  await payloadHtml(page.getByRole('main')).waitFor();
  await page.getByText(say('errors', 'unsafeAddress')).first().waitFor();
  await nothingRan(walk, 'contact page');
  if (contactPath === '/contact') return;
  await page.getByRole('button', { name: say('chat', 'widget.open') }).click();
  const panel = page.getByRole('dialog', { name: say('chat', 'widget.title') });
  await payloadText(panel).waitFor();
  for (const refused of await panel.getByRole('button', { name: /alert\('xss'\)/ }).all()) await refused.click();
  await nothingRan(walk, 'chat');
}

test.describe('a hostile server, on every screen', () => {
  test("runs none of it on the member screens, in the build's language", { tag: '@la' }, async ({ browser, build, undo }) => {
    undo.data();
    const token = await logIn(build);
    const walk = await hostilePage(browser, build, '/user/home', token);
    await walkHome(walk);
    await walkGame(walk);
    await walkAccountAndBonus(walk);
    await walkSpin(walk);
    await walkContactAndChat(walk, '/user/contact');
    await walk.page.context().close();
  });

  test("runs none of it on the public screens, in the build's language", { tag: '@th' }, async ({ browser, build, undo }) => {
    undo.data();
    await stubDev(build, 'hostile', {});
    const walk = await hostilePage(browser, build, '/login');
    const { page, say } = walk;
    const notice = page.getByRole('dialog', { name: say('common', 'agreement.title') });
    await payloadHtml(notice).waitFor();
    await payloadText(page.getByRole('banner')).waitFor();
    await nothingRan(walk, 'public agreement and site name');
    await notice.getByRole('button', { name: say('common', 'agreement.accept') }).click();
    // The wizard as a reload finds it at the profile step: sources, then banks, come from the server.
    await page.evaluate(() => window.sessionStorage.setItem('wallet.registerWizard', JSON.stringify({ step: 'profile', form: { phone: '0891234567' }, tickets: {} })));
    await page.goto(new URL('/register', page.url()).href);
    const source = page.getByLabel(say('auth', 'register.profile.source'));
    await source.locator('option', { hasText: "alert('xss')" }).first().waitFor({ state: 'attached' });
    await nothingRan(walk, 'register: sources');
    await walkContactAndChat(walk, '/contact');
    await page.context().close();
  });
});
