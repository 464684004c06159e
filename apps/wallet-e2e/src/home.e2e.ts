// The member home against the stand-in server, in both builds: withdrawals keep to the server's
// limits, a game opens, copies its password and plays, the game rails show whole, and each card Tab
// reaches shows whole with its ring, clear of the bars (the total and transfers are walked in
// first-hour.e2e.ts). Every test registers its own member (support/member.ts) and funds it with
// the stand-in's demo deposit, so none depends on another's money.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, type Build } from './support/browser';
import { BUILD_LANGUAGE, BUILDS } from './support/builds';
import { activate, mainWalletReads, openHome, statementCards, transfer } from './support/journeys';
import { api, memberPage, newMember, type Member } from './support/member';
import { expect, test } from './support/test';
import { text, type Language } from './support/texts';

/** The parts of the stand-in's answers these tests read. */
interface WalletResponse {
  wallet: { amount: number };
  slots: { code: string; amount: number }[];
}
interface WithdrawLimits {
  withdrawMin: number;
  withdrawMax: number;
}
/** Laos members hold kip: amounts ten times the Thai ones clear the 1 baht transfer minimum (650 kip). */
const SCALE: Record<Build, number> = { th: 1, la: 10 };
/** An amount within each build's withdraw limits, typed with separators as the app writes it. */
const GROUPED: Record<Build, { typed: string; sent: number }> = { th: { typed: '1,000', sent: 1000 }, la: { typed: '1,000,000', sent: 1_000_000 } };

async function fundedMember(build: Build, amount: number): Promise<Member> {
  const member = await newMember(build, 'Home Tester');
  await api(build, 'POST', '/api/wallet/add', { amount }, member.token);
  return member;
}

/** The focus ring's reach outside a card: a 2 px outline 2 px off it (global style). */
const RING = 4;

/**
 * How far (px) a card with its focus ring reaches past its rail's visible box, once the rail has
 * come to rest (no scroll since its last scrollend: the snap may still move it).
 */
const ringOutside = (card: Locator) =>
  card.evaluate((element, ring) => {
    const rail = element.closest('ul') as HTMLElement;
    if (rail.dataset.scrolling) return Infinity;
    const box = element.getBoundingClientRect();
    const shown = rail.getBoundingClientRect();
    return Math.max(0, shown.left - (box.left - ring), box.right + ring - shown.right, shown.top - (box.top - ring), box.bottom + ring - shown.bottom);
  }, RING);

const walletOf = (build: Build, member: Member) => api<WalletResponse>(build, 'GET', '/api/wallet', undefined, member.token);

test.describe('withdrawals', () => {
  test(`refuses amounts outside the server's limits and sends one inside them`, async ({ browser, build }) => {
    const limits = await api<WithdrawLimits>(build, 'GET', '/api/lookup/withdraw');
    const grouped = GROUPED[build];
    // Two deposits: the stand-in credits at most a million at a time.
    const member = await fundedMember(build, limits.withdrawMin * 2);
    await api(build, 'POST', '/api/wallet/add', { amount: grouped.sent }, member.token);
    const page = await openHome(browser, build, member);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw' });
    await dialog.getByText(/^Minimum .*, maximum /).waitFor();

    await dialog.getByLabel('Amount').fill(String(limits.withdrawMin - 1));
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await dialog.getByText(/^The minimum withdrawal is /).waitFor();
    // The limits stay in view beside the error they explain.
    assert.ok(await dialog.getByText(/^Minimum .*, maximum /).isVisible(), 'the limits are hidden by the error');
    await dialog.getByLabel('Amount').fill('1,00,0');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await dialog.getByText('Please enter a valid amount').waitFor();
    assert.ok(await dialog.getByText(/^Minimum .*, maximum /).isVisible(), 'the limits are hidden by the error');
    await dialog.getByLabel('Amount').fill(String(limits.withdrawMax + 1));
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await dialog.getByText(/^The maximum withdrawal is /).waitFor();
    assert.equal((await walletOf(build, member)).wallet.amount, limits.withdrawMin * 2 + grouped.sent);

    // Typed with separators as the app writes amounts, sent as the plain number (spec section 7).
    await dialog.getByLabel('Amount').fill(grouped.typed);
    const request = page.waitForRequest((sent) => sent.url().endsWith('/api/wallet/withdrawAll'));
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    assert.deepEqual((await request).postDataJSON(), { amount: grouped.sent });
    await page.getByText('Withdrawal successful. Please wait for the transfer.').waitFor();
    await mainWalletReads(page, limits.withdrawMin * 2);
    assert.equal((await walletOf(build, member)).wallet.amount, limits.withdrawMin * 2);

    // The statement names the bank the money went to, not its code.
    const profile = await api<{ bankCode: string }>(build, 'GET', '/api/account/profile', undefined, member.token);
    const banks = await api<{ code: string; nameTH: string; nameEN?: string }[]>(build, 'GET', '/api/lookup/banks');
    const bank = banks.find((known) => known.code === profile.bankCode);
    assert.ok(bank, `the member's bank ${profile.bankCode} is in the bank list`);
    await page.goto(BUILDS[build].baseUrl + '/user/statement');
    await statementCards(page).first().getByText(`Main wallet → ${bank.nameEN ?? bank.nameTH}`).waitFor();
    await page.context().close();
  });
});

test.describe('a game account', () => {
  test(`opens, copies its password, and plays: a positive game balance pulls the wallet in first`, async ({ browser, build }) => {
    const scale = SCALE[build];
    const member = await fundedMember(build, 5000 * scale);
    const page = await openHome(browser, build, member);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BUILDS[build].baseUrl });
    const dialog = await activate(page, 'PG');
    const { password } = await api<{ password: string }>(build, 'GET', '/api/wallet/account/PG', undefined, member.token);
    await dialog.getByRole('button', { name: 'Copy password' }).click();
    await page.getByText(`Copied ${password}`).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), password);

    await dialog.getByRole('button', { name: 'Close' }).click();
    // Typed with separators as the app writes amounts, sent as the plain number (spec section 7).
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/wallet/transfer'));
    await transfer(page, 'WALLET', 'PG', build === 'la' ? '10,000' : '1,000');
    assert.deepEqual((await sent).postDataJSON(), { from: 'WALLET', to: 'PG', amount: 1000 * scale });
    await page.getByRole('button', { name: /^PG/ }).first().click();
    // The demo game host does not exist: answer it here, so the tab lands on a page.
    await page.context().route('https://play.example.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Game</h1>' }));
    const tab = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Play on web' }).click();
    // The tab opens on the tap (no pop-up blocking), and gets the game's link once the wallet has moved.
    const game = await tab;
    await game.waitForURL(/\/pg\/launch\?session=/, { timeout: 10_000 });
    await mainWalletReads(page, 0);
    const wallet = await walletOf(build, member);
    assert.equal(wallet.wallet.amount, 0);
    assert.ok((wallet.slots.find((slot) => slot.code === 'PG')?.amount ?? 0) >= 4900 * scale, 'the whole wallet moved into the game');
    await page.context().close();
  });
});

test.describe('the game rails', () => {
  test(`show every card whole, the ×factor line included, with no empty band under a rail`, async ({ browser, build }) => {
    const member = await fundedMember(build, 100);
    const page = await openHome(browser, build, member);
    const dialog = await activate(page, 'Joker');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /^Joker Gaming.*×10/ }).waitFor();
    // Measured for every rail, off-screen ones included: a card's content fits inside it, and a
    // rail is as tall as its cards (plus the list's own padding), not a guessed size.
    const rails = await page.evaluate(
      "[...document.querySelectorAll('ul:has([data-rail-item])')].map((rail) => ({" +
        'rail: rail.getBoundingClientRect().height,' +
        "cards: [...rail.querySelectorAll('[data-rail-item]')].map((card) => ({ height: card.getBoundingClientRect().height, overflow: card.scrollHeight - card.clientHeight }))," +
        '}))',
    );
    const measured = rails as { rail: number; cards: { height: number; overflow: number }[] }[];
    assert.equal(measured.length, 3, 'slot, sport and lotto rails');
    for (const { rail, cards } of measured) {
      assert.ok(cards.length > 0);
      for (const card of cards) assert.ok(card.overflow <= 0, `a card's content overflows it by ${card.overflow}px`);
      const tallest = Math.max(...cards.map((card) => card.height));
      assert.ok(rail - tallest <= 16, `the rail is ${rail - tallest}px taller than its cards`);
    }
    // Issue 40 item 11: Tab onto the card cut by the first rail's right edge brings it whole into
    // view, its focus ring included, and the rail's snapping leaves it there.
    const rail = page.locator('ul:has([data-rail-item])').first();
    const cards = rail.locator('[data-rail-item]');
    const railRight = await rail.evaluate((element) => element.getBoundingClientRect().right);
    const boxes = await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
    const cut = boxes.findIndex((right) => right > railRight);
    assert.ok(cut > 0, 'a card is cut by the rail\'s right edge at 390 px');
    await cards.nth(cut - 1).focus();
    await rail.evaluate((element) => {
      element.addEventListener('scroll', () => (element.dataset.scrolling = 'yes'));
      element.addEventListener('scrollend', () => delete element.dataset.scrolling);
    });
    await page.keyboard.press('Tab');
    await expect(cards.nth(cut)).toBeFocused();
    await expect.poll(() => ringOutside(cards.nth(cut)), { message: 'the focused card and its ring lie inside the rail' }).toBe(0);
    await page.context().close();
  });
});

/**
 * How far (px) the focused element with its ring reaches past what the member sees of it: its
 * rail's box, and the part of the window the top bar, a desktop's menu strip and a phone's bottom
 * menu leave clear. Infinity while its rail or the page still scrolls.
 */
const focusHidden = (page: Page) =>
  page.evaluate((ring) => {
    const focused = document.activeElement as HTMLElement;
    const rail = focused.closest('ul') as HTMLElement;
    if (rail.dataset.scrolling || document.documentElement.dataset.scrolling) return Infinity;
    let top = 0;
    let bottom = window.innerHeight;
    for (const bar of Array.from(document.querySelectorAll('header, nav'))) {
      const box = bar.getBoundingClientRect();
      if (!['sticky', 'fixed'].includes(getComputedStyle(bar).position) || box.height === 0) continue;
      if (box.top < window.innerHeight / 2) top = Math.max(top, box.bottom);
      else bottom = Math.min(bottom, box.top);
    }
    const box = focused.getBoundingClientRect();
    const shown = rail.getBoundingClientRect();
    return Math.max(0, shown.left - (box.left - ring), box.right + ring - shown.right, top - (box.top - ring), box.bottom + ring - bottom);
  }, RING);

test.describe('the game rails with the keyboard alone', () => {
  for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
    test(`shows each card that Tab reaches whole, its ring included, at ${viewport.width}x${viewport.height}`, async ({ browser, build, member }) => {
      const page = await memberPage(browser, build, '/user/home', member.token, { viewport, language: BUILD_LANGUAGE[build] });
      const cards = page.locator('[data-rail-item]');
      await cards.first().waitFor();
      await page.evaluate(() => {
        // The page and each rail mark themselves as moving until they come to rest.
        const mark = (target: EventTarget, element: HTMLElement) => {
          target.addEventListener('scroll', () => (element.dataset.scrolling = 'yes'), { capture: true });
          target.addEventListener('scrollend', () => delete element.dataset.scrolling, { capture: true });
        };
        mark(document, document.documentElement);
        document.querySelectorAll<HTMLElement>('ul:has([data-rail-item])').forEach((rail) => mark(rail, rail));
      });
      const count = await cards.count();
      await cards.first().focus();
      // Tab goes from card to card and past each rail's own buttons: forward through every card, then back.
      for (const key of ['Tab', 'Shift+Tab']) {
        const seen = new Set<string>();
        while (seen.size < count) {
          const name = await page.evaluate(() => (document.activeElement?.hasAttribute('data-rail-item') ? document.activeElement.getAttribute('aria-label') ?? document.activeElement.textContent : null));
          if (name !== null) {
            seen.add(`${seen.size}`);
            // Within half a pixel: the bars' heights are laid out in fractions of one.
            await expect.poll(() => focusHidden(page), { message: `${key}: '${name}' and its ring show whole` }).toBeLessThanOrEqual(0.5);
          }
          const last = await cards.nth(key === 'Tab' ? count - 1 : 0).evaluate((card) => card === document.activeElement);
          if (last) break;
          await page.keyboard.press(key);
        }
      }
      await page.context().close();
    });
  }
});

test.describe('home once drawn', () => {
  test('stays put while the extras arrive: each face downloads once and no stylesheet follows', { tag: '@th' }, async ({ browser, build }) => {
    const member = await newMember(build, 'Home Tester');
    const files: string[] = [];
    // Service workers off: each file the page asks for is one request here.
    const page = await memberPage(browser, build, '/user/home', member.token, {
      serviceWorkers: 'block',
      prepare: async (context) => context.on('request', (request) => files.push(new URL(request.url()).pathname)),
    });
    const deposit = page.getByRole('button', { name: 'Deposit', exact: true });
    await deposit.waitFor();
    await page.evaluate(() => document.fonts.ready);
    const drawnAt = await deposit.boundingBox();
    // The chat's launcher is the last of the extras that come once the first screen is drawn.
    await page.getByRole('button', { name: 'Open chat' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const faces = files.filter((file) => file.endsWith('.woff2'));
    assert.deepEqual(faces, [...new Set(faces)], 'a face declared again is downloaded and swapped in again');
    // Nothing on a Thai home in Thai is Lao until the member opens the language menu: a face
    // downloaded before the first paint is one more file the phone waits for.
    assert.deepEqual(faces.filter((file) => file.includes('noto-sans-lao')), [], 'the Lao face came for a Thai home (the language menu laid out ລາວ?)');
    assert.deepEqual(files.filter((file) => file.endsWith('.css')), []);
    // Field reports are off in this build (VITE_FIELD_REPORTS_URL empty): none of their code comes, nothing is sent.
    assert.deepEqual(files.filter((file) => /field-report/.test(file)), [], 'a build without field reports downloaded or sent some');
    assert.deepEqual(await deposit.boundingBox(), drawnAt, 'the Deposit tile moved under the finger');
    await page.context().close();
  });
});

/** A table's caption width beside its own, and whether its headers show as columns (else each row is a card). */
const tableShape = (table: Locator) =>
  table.evaluate((element) => {
    const header = element.querySelector('thead')?.getBoundingClientRect();
    return { table: Math.round(element.getBoundingClientRect().width), caption: Math.round(element.querySelector('caption')?.getBoundingClientRect().width ?? 0), columns: !!header && header.width > 1 };
  });

/** The languages each build's tables are checked in: Thailand's build shows Thai and English, Laos's Lao. */
const TABLE_LANGUAGES: Record<Build, readonly Language[]> = { th: ['th', 'en'], la: ['lo'] };

test.describe('the invite and refund tables', () => {
  test(`span their captions, show columns in a desktop sheet and cards on a phone, in the build's languages`, async ({ browser, build }) => {
    const { token } = await newMember(build, 'Table Tester');
    for (const language of TABLE_LANGUAGES[build]) {
      const say = (key: string) => text(language, 'wallet', key);
      const page = await memberPage(browser, build, '/user/home', token, { language, viewport: DESKTOP_VIEWPORT });
      const sheets = [
        { tile: 'home.tile.invite', title: 'invite.title', caption: 'invite.history' },
        { tile: 'home.tile.refund', title: 'refund.title', caption: 'refund.history' },
      ];
      for (const { tile, title, caption } of sheets) {
        await page.getByRole('button', { name: say(tile), exact: true }).click();
        // The invite tile shows its banners first.
        if (tile === 'home.tile.invite') await page.getByRole('dialog', { name: say('banner.title') }).getByRole('button', { name: say('banner.continue') }).click();
        const dialog = page.getByRole('dialog', { name: say(title) });
        const table = dialog.getByRole('table', { name: say(caption) });
        await table.waitFor();
        for (const [viewport, columns] of [[DESKTOP_VIEWPORT, true], [PHONE_VIEWPORT, false]] as const) {
          await page.setViewportSize(viewport);
          const shape = await tableShape(table);
          assert.equal(shape.caption, shape.table, `'${say(caption)}' spans its table at ${viewport.width} px`);
          assert.equal(shape.columns, columns, `'${say(caption)}' shows ${columns ? 'columns' : 'cards'} at ${viewport.width} px`);
        }
        await page.setViewportSize(DESKTOP_VIEWPORT);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      await page.context().close();
    }
  });
});
