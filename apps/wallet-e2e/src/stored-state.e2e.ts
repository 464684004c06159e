// Start-up with what the browser kept broken or missing: the token, the language, the last-sync
// time, the registration wizard, the chat guest id and the agreement flags set to garbage (invalid
// JSON, the wrong kind of value, huge strings, a token the server no longer knows or one that could
// never be sent). The app starts on the right screen in the build's own language, a bad token ends
// at /login and stays there (no loop) with nothing of it kept, and nothing throws. The bad tokens
// are tried in the Laos build only (issue 37: they read nothing of the region).
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { PHONE_VIEWPORT, pathOf, TEST_CONTEXT, type Build } from './support/browser';
import { BUILD_LANGUAGE, BUILDS } from './support/builds';
import { api, MEMBER_PASSWORD, newMember } from './support/member';
import { test } from './support/test';
import { text } from './support/texts';
import { failedOrLogged, watchContext, type Watch } from './support/watch';

const HUGE = 'x'.repeat(200_000);

type Stored = Record<string, string>;

interface Started {
  page: Page;
  watch: Watch;
  /** Every path the tab went to, in order. */
  paths: string[];
}

/**
 * Opens `path` in a fresh tab whose storage holds `local` and `session` as the app finds them at
 * start-up (planted once: a reload finds what the app left).
 */
async function startWith(browser: Browser, build: Build, path: string, local: Stored, session: Stored = {}): Promise<Started> {
  const context = await browser.newContext({ ...TEST_CONTEXT, viewport: PHONE_VIEWPORT });
  const watch = await watchContext(context, { origin: BUILDS[build].baseUrl, expectedConsole: failedOrLogged });
  await context.addInitScript(
    ([kept, forTab]) => {
      if (!window.location.protocol.startsWith('http') || window.sessionStorage.getItem('test.planted')) return;
      for (const [key, value] of Object.entries(kept)) window.localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(forTab)) window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem('test.planted', '1');
    },
    [local, session],
  );
  const page = await context.newPage();
  const paths: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && paths.push(pathOf(page)));
  await page.goto(BUILDS[build].baseUrl + path);
  return { page, watch, paths };
}

const storedToken = (page: Page) => page.evaluate(() => [window.localStorage.getItem('wallet.token'), window.sessionStorage.getItem('wallet.token')]);

/** Ends on the login form in the build's language and stays there, with no token kept and nothing thrown. */
async function endsAtLogin({ page, watch, paths }: Started, build: Build, what: string): Promise<void> {
  const say = (namespace: string, key: string) => text(BUILD_LANGUAGE[build], namespace, key);
  await page.getByRole('button', { name: say('auth', 'login.submit') }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(pathOf(page), '/login', what);
  // Once there it stays: no bouncing between /login and the member area.
  const arrived = paths.indexOf('/login');
  assert.ok(arrived >= 0 && paths.slice(arrived).every((visited) => visited === '/login') && paths.length <= 5, `${what}: went ${paths.join(' -> ')}`);
  assert.deepEqual(await storedToken(page), [null, null], `${what}: no token kept`);
  assert.deepEqual(watch.problems, [], what);
}

type Case = [what: string, local: Stored, session?: Stored];

/** What a token may be left as, split between the builds (the reading is the same in both). */
const BROKEN_TOKENS: Record<Build, Case[]> = {
  th: [
    ['no token at all', {}],
    ['plain garbage', { 'wallet.token': 'garbage' }],
    ['a huge string', { 'wallet.token': HUGE }],
  ],
  la: [
    ['invalid JSON', { 'wallet.token': '{"token":' }],
    ['letters no header can carry', { 'wallet.token': 'โทเค็น\nຂອງ' }],
    ['garbage for this tab only', {}, { 'wallet.token': '[object Object]' }],
  ],
};

/** Garbage in everything else a member's start-up reads, beside a good token. */
const GARBAGE_BESIDE: Record<Build, Stored[]> = {
  th: [
    { 'wallet.locale': 'xx', 'wallet.lastSync': 'yesterday', 'wallet.agreement': '{', 'wallet.chatGuestId': '../../etc', 'wallet.noticeDismissed': HUGE },
    { 'wallet.locale': HUGE, 'wallet.lastSync': HUGE, 'wallet.agreement': 'null', 'wallet.chatGuestId': '' },
  ],
  la: [{ 'wallet.locale': '{"lng":"en"}', 'wallet.lastSync': '9999-12-31T00:00:00Z', 'wallet.agreement': '', 'wallet.chatGuestId': HUGE }],
};

/** A registration wizard kept by a reload, broken. */
const WIZARDS: Record<Build, string[]> = {
  th: ['{"step":', HUGE, '{"step":42,"form":{"phone":["0"],"currency":"GOLD"},"tickets":{"0":{"otpRef":1}}}'],
  la: ['[]', '{"step":"bank","form":"x","tickets":7}', '{"step":"otp","form":{"phone":"0812345678"}}'],
};

/** A chat guest id this app could not have written. */
const GUEST_IDS: Record<Build, string> = { th: 'guest-<script>', la: HUGE };

test.describe('a token that is missing or broken', () => {
  test('ends at /login and stays, with nothing kept, and the member can log in', { tag: '@la' }, async ({ browser, build }) => {
    const member = await newMember(build, 'Storage Tester');
    const say = (namespace: string, key: string) => text(BUILD_LANGUAGE[build], namespace, key);
    // A token of a session that has ended: well formed, but the server no longer knows it.
    const ended = (await api<{ token: string }>(build, 'POST', '/api/login', { username: member.phone, password: MEMBER_PASSWORD })).token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const cases: Case[] = [['an ended session', { 'wallet.token': ended }], ...BROKEN_TOKENS[build]];
    let page: Page | null = null;
    for (const [what, local, session] of cases) {
      await page?.context().close();
      const started = await startWith(browser, build, '/user/home', local, session);
      await endsAtLogin(started, build, what);
      page = started.page;
    }
    if (!page) throw new Error('no broken token was tried');
    // A first visit: the site's agreement comes up over the form; the member accepts it first.
    const notice = page.getByRole('dialog', { name: say('common', 'agreement.title') });
    await notice.getByRole('button', { name: say('common', 'agreement.accept') }).click();
    await notice.waitFor({ state: 'detached' });
    // From there the form works: the member logs in.
    await page.getByLabel(say('auth', 'login.username')).fill(member.phone);
    await page.getByLabel(say('auth', 'login.password'), { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: say('auth', 'login.submit') }).click();
    await page.getByRole('status', { name: say('wallet', 'home.totalBalance') }).waitFor();
    await page.context().close();
  });

  test("starts home, the registration wizard and the guest chat in the build's language whatever else was kept", async ({ browser, build }) => {
    const member = await newMember(build, 'Storage Tester');
    const say = (namespace: string, key: string) => text(BUILD_LANGUAGE[build], namespace, key);
    for (const garbage of GARBAGE_BESIDE[build]) {
      const { page, watch } = await startWith(browser, build, '/user/home', { ...garbage, 'wallet.token': member.token }, { 'wallet.agreementThisVisit': '{"accepted":' });
      await page.getByRole('status', { name: say('wallet', 'home.totalBalance') }).waitFor();
      await page.getByText(say('common', 'timeAgo.justNow')).first().waitFor();
      assert.equal(pathOf(page), '/user/home');
      assert.deepEqual(watch.problems, [], JSON.stringify(Object.keys(garbage)));
      await page.context().close();
    }
    for (const wizard of WIZARDS[build]) {
      const { page, watch } = await startWith(browser, build, '/register', { 'wallet.publicAgreement': '{', 'wallet.inviteCode': HUGE.slice(0, 5000) }, { 'wallet.registerWizard': wizard });
      // Some step of the wizard, in the build's language.
      await page.getByText(new RegExp(say('auth', 'register.stepOf').replace(/\{\{\w+\}\}/g, '\\d+'))).first().waitFor();
      assert.equal(pathOf(page), '/register');
      assert.deepEqual(watch.problems, [], wizard.slice(0, 80));
      await page.context().close();
    }
    const chat = await startWith(browser, build, '/contact', { 'wallet.publicAgreement': 'yes', 'wallet.chatGuestId': GUEST_IDS[build] });
    const history: string[] = [];
    chat.page.on('request', (request) => request.url().endsWith('/api/chat/history') && history.push(String(JSON.parse(request.postData() ?? '{}').guestId)));
    await chat.page.getByRole('button', { name: say('chat', 'widget.open') }).click();
    await chat.page.getByRole('dialog', { name: say('chat', 'widget.title') }).getByText(say('chat', 'widget.connecting')).waitFor({ state: 'detached' });
    await chat.page.getByText(say('chat', 'widget.empty')).waitFor();
    assert.ok(history.length > 0 && history.every((id) => /^guest-[A-Za-z0-9-]{8,64}$/.test(id)), `chat history asked for ${history.join(', ')}`);
    assert.deepEqual(chat.watch.problems, []);
    await chat.page.context().close();
  });
});
