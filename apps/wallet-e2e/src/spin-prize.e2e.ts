// Issue 25 items 1, 2 and 6 as a member sees them, in each site's language: a won
// prize says it waits in My coupons until claimed and is claimed from its sheet once; Thai and Lao
// labels keep their words whole. Issue 38 item 4: the gift box, which the operator hands over, says
// so before any tap; a coin waits for the coins, not the wallet; with a bonus active, which the
// server refuses every claim for, no claim is offered and the page says why; amounts read as their
// kind makes them. Each test registers its own member.
// Each width runs in one build (issue 37: the builds differ in region config alone): 390 px in the
// Thai build, the small phone in the Laos one, whose labels are the longest.
// SPIN_PRIZE_SCREENSHOTS=<folder> also saves the prize sheet and the wheel at 390x844 and 320x640.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SMALL_PHONE_VIEWPORT, type Build } from './support/browser';
import { api, memberPage, newMember } from './support/member';
import { press } from './support/member-steps';
import { stubDev } from './support/stub';
import { test } from './support/test';
import { textsOf } from './support/texts';

const LANGUAGE = { th: 'th', la: 'lo' } as const;
/** The stand-in's prizes as each build's member sees them (the Laos member holds kip). */
const GIFT_BOX: Record<Build, string> = { th: 'กล่องของขวัญ', la: 'ກ່ອງຂອງຂວັນ' };
const COIN: Record<Build, string> = { th: '+1 เหรียญ', la: '+1 ຫຼຽນ' };
const FIVE: Record<Build, { label: string; amount: number }> = { th: { label: '5 ฿', amount: 5 }, la: { label: '3,250 ₭', amount: 3250 } };
/** Issue 37: each width in one build, the small phone in the Laos one (its labels are the longest). */
const buildOfWidth = (viewport: { width: number }) => (viewport.width === SMALL_PHONE_VIEWPORT.width ? '@la' : '@th');
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];
const SHOTS = process.env.SPIN_PRIZE_SCREENSHOTS;

const walletAmount = async (build: Build, token: string) => (await api<{ wallet: { amount: number } }>(build, 'GET', '/api/wallet', undefined, token)).wallet.amount;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** How many lines the text of `control` takes on screen. */
const linesOf = (control: Locator) =>
  control.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

async function spinTo(page: Page, build: Build, phone: string, slice: string) {
  const say = textsOf(LANGUAGE[build]);
  await stubDev(build, `member/${phone}/spins`, { slices: [slice] });
  await page.getByRole('img', { name: say('spin', 'wheel.label') }).waitFor();
  await page.getByRole('button', { name: new RegExp(`^${say('spin', 'spin')}\\s`) }).click();
  const sheet = page.getByRole('dialog', { name: say('spin', 'prize.title') });
  await sheet.waitFor();
  return sheet;
}

test.describe('the prize sheet (issue 25)', () => {
  for (const viewport of VIEWPORTS) {
    test(`says a cash prize waits until claimed, and claims it once from the sheet, ${viewport.width} px`, { tag: buildOfWidth(viewport) }, async ({ browser, build }) => {
      const language = LANGUAGE[build];
      const say = textsOf(language);
      const { phone, token } = await newMember(build, 'Prize Tester');
      await stubDev(build, `member/${phone}/coins`, { coin: 2 });
      const page = await memberPage(browser, build, '/user/spin', token, { language, viewport });
      // Chromium knows Thai and Lao words, which the wheel's labels are broken between.
      const words = await page.evaluate(() => ['รับรางวัล', 'ຮັບລາງວັນ'].map((text) => Array.from(new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text), (part) => part.segment)));
      assert.deepEqual(words, [
        ['รับ', 'รางวัล'],
        ['ຮັບ', 'ລາງວັນ'],
      ]);
      const before = await walletAmount(build, token);

      const sheet = await spinTo(page, build, phone, 'C5');
      await sheet.getByText(say('spin', 'prize.message', { label: FIVE[build].label })).waitFor();
      await sheet.getByText(say('spin', 'prize.waiting')).waitFor();
      const claimNow = sheet.getByRole('button', { name: say('spin', 'prize.claimNow') });
      await claimNow.waitFor();
      // Nothing is paid before the claim, whatever the operator's text says.
      assert.equal(await walletAmount(build, token), before);
      assert.equal(await linesOf(claimNow), 1, 'the claim button keeps its words on one line');
      await shoot(page, `prize-sheet-${build}-${language}-${viewport.width}`);

      await claimNow.dblclick();
      await sheet.getByText(say('spin', 'prize.claimed', { label: FIVE[build].label })).waitFor();
      assert.equal(await sheet.getByRole('button', { name: say('spin', 'prize.claimNow') }).count(), 0);
      assert.equal(await walletAmount(build, token), before + FIVE[build].amount);
      const { coupons } = await api<{ coupons: { claimed: boolean }[] }>(build, 'GET', '/api/spinwheel/coupon', undefined, token);
      assert.deepEqual(
        coupons.map((coupon) => coupon.claimed),
        [true],
      );
      await press(sheet.getByRole('button', { name: say('common', 'action.ok') }));
      await sheet.waitFor({ state: 'detached' });
      await page.getByText(say('spin', 'coupon.claimed'), { exact: true }).first().waitFor();
      await shoot(page, `wheel-${build}-${language}-${viewport.width}`);
      await page.context().close();
    });
  }

  for (const viewport of VIEWPORTS) {
    test(`says what a gift box and a coin are, and why a prize waits while a bonus is active, ${viewport.width} px (issue 38)`, { tag: buildOfWidth(viewport) }, async ({ browser, build }) => {
      const language = LANGUAGE[build];
      const say = textsOf(language);
      const { phone, token } = await newMember(build, 'Kind Tester');
      await stubDev(build, `member/${phone}/coins`, { coin: 3 });
      const page = await memberPage(browser, build, '/user/spin', token, { language, viewport });
      const claimNow = (sheet: Locator) => sheet.getByRole('button', { name: say('spin', 'prize.claimNow') });
      const close = async (sheet: Locator) => {
        await press(sheet.getByRole('button', { name: say('common', 'action.ok') }));
        await sheet.waitFor({ state: 'detached' });
      };

      // The gift box is handed over by staff: said before any tap, with no claim that would fail.
      let sheet = await spinTo(page, build, phone, 'GIFT');
      await sheet.getByText(say('spin', 'prize.item')).waitFor();
      await sheet.getByRole('link', { name: say('common', 'screen.contact') }).waitFor();
      assert.equal(await claimNow(sheet).count(), 0);
      await shoot(page, `gift-sheet-${build}-${language}-${viewport.width}`);
      await close(sheet);

      // A coin waits to be added to the coins, not to the wallet.
      sheet = await spinTo(page, build, phone, 'COIN1');
      await sheet.getByText(say('spin', 'prize.waitingCoin')).waitFor();
      await claimNow(sheet).waitFor();
      await shoot(page, `coin-sheet-${build}-${language}-${viewport.width}`);
      await close(sheet);

      // With a bonus active, the server refuses every claim: the sheet says so and offers none.
      await api(build, 'GET', '/api/bonus/activate/DAILY10', undefined, token);
      await page.reload();
      sheet = await spinTo(page, build, phone, 'C5');
      await sheet.getByText(say('spin', 'prize.afterBonus')).waitFor();
      assert.equal(await claimNow(sheet).count(), 0);
      await shoot(page, `bonus-sheet-${build}-${language}-${viewport.width}`);
      await close(sheet);

      // My coupons: the same, with each amount as its kind makes it (a dash for the gift box).
      const table = page.getByRole('table');
      await page.getByText(say('spin', 'coupon.afterBonusNote')).waitFor();
      const rowOf = (label: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
      await rowOf(GIFT_BOX[build]).getByRole('link', { name: say('spin', 'coupon.unclaimable') }).waitFor();
      assert.equal(await rowOf(GIFT_BOX[build]).getByRole('cell').nth(1).innerText(), '-');
      assert.equal(await rowOf(COIN[build]).getByRole('cell').nth(1).innerText(), say('spin', 'coins_one', { count: 1 }));
      assert.equal(await rowOf(COIN[build]).getByRole('cell').nth(3).innerText(), say('spin', 'coupon.afterBonus'));
      assert.equal(await table.getByRole('button').count(), 0);
      await rowOf(GIFT_BOX[build]).scrollIntoViewIfNeeded();
      await shoot(page, `coupons-bonus-${build}-${language}-${viewport.width}`);
      await page.context().close();
    });
  }
});
