// The spin wheel against the stand-in server, in the Laos build (issue 37: it reads nothing of the
// region, and the builds differ in region config alone; the bonus page: bonus.e2e.ts), save its
// labels' faces, which differ by build (each preloads its own script's). Every
// test works on a member it registers itself, so no test depends on another's coins or coupons.
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, type Build } from './support/browser';
import { api, memberPage as memberPageOf, newMember as newMemberOf } from './support/member';
import { claimCoupon, press } from './support/member-steps';
import { stubDev } from './support/stub';
import { expect, test } from './support/test';

/** The stand-in's demo words, in each site's language (Thai; Lao on the Laos site). */
const GIFT_BOX: Record<Build, string> = { th: 'กล่องของขวัญ', la: 'ກ່ອງຂອງຂວັນ' };
/** A slice label as each build's member sees it: baht on the Thai site, kip for the Laos site's kip member. */
const SLICE_LABEL: Record<Build, RegExp> = { th: /^(\d+ ฿|\+1 เหรียญ|กล่องของขวัญ)$/, la: /^(\d{1,3}(,\d{3})* ₭|\+1 ຫຼຽນ|ກ່ອງຂອງຂວັນ)$/ };

/** The languages a build's member may choose besides the build's own. */
const OTHER_LANGUAGES = { th: ['en', 'lo'], la: ['en', 'th'] } as const satisfies Record<Build, readonly string[]>;

/**
 * Records each label line of the wheel's latest painting (each starts by clearing the canvas), with
 * whether its font's faces were there as it was written.
 */
const recordLabels = (context: BrowserContext) =>
  context.addInitScript(() => {
    const written = new Map<string, boolean>();
    Object.assign(window, { wheelLabels: written });
    const clearRect = CanvasRenderingContext2D.prototype.clearRect;
    CanvasRenderingContext2D.prototype.clearRect = function (this: CanvasRenderingContext2D, ...box: [number, number, number, number]) {
      written.clear();
      clearRect.apply(this, box);
    };
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
      written.set(text, document.fonts.check(this.font, text));
      fillText.call(this, text, x, y, maxWidth);
    };
  });

const newMember = (build: Build) => newMemberOf(build, 'Spin Tester');
const memberPage = (browser: Browser, build: Build, path: string, token: string) => memberPageOf(browser, build, path, token, { language: 'en' });

test.describe('the spin wheel', () => {
  test(`spins until the coins run out: the counter drops and the button then refuses`, { tag: '@la' }, async ({ browser, build }) => {
    const { phone, token } = await newMember(build);
    await stubDev(build, `member/${phone}/coins`, { coin: 2 });
    const page = await memberPage(browser, build, '/user/spin', token);
    const centre = page.getByRole('button', { name: /^Spin\s*2 coins$/ });
    await centre.waitFor();
    await page.getByRole('img', { name: 'Prize wheel' }).waitFor();

    for (const left of [1, 0]) {
      await page.getByRole('button', { name: /^Spin(ning\.\.\.)?\s*\d+ coins?$/ }).click();
      // A second press while the wheel turns is ignored: one coin per spin.
      await page.getByRole('button', { name: /^Spinning\.\.\./ }).click({ force: true }).catch(() => undefined);
      // While it turns the centre says 'Spinning...'; from the stop until the prize, the won slice.
      const label = SLICE_LABEL[build].source.slice(1, -1);
      await page.getByRole('button', { name: new RegExp(`^(Spinning\\.\\.\\.|${label})\\s*${left} coins?$`) }).waitFor();
      const prize = page.getByRole('dialog', { name: 'Congratulations!' });
      await prize.waitFor();
      const won = /You won (.+)!/.exec(await prize.innerText());
      assert.ok(won, 'the prize modal names the prize');
      assert.match(won[1], SLICE_LABEL[build]);
      await prize.getByRole('button', { name: 'OK' }).click();
      await prize.waitFor({ state: 'detached' });
    }

    const empty = page.getByRole('button', { name: /^Spin\s*0 coins$/ });
    await empty.waitFor();
    assert.equal(await empty.isDisabled(), true);
    await page.getByText('You have no coins to spin').waitFor();
    const setup = await api<{ userCoin: number }>(build, 'GET', '/api/spinwheel/setup', undefined, token);
    assert.equal(setup.userCoin, 0);
    const { coupons } = await api<{ coupons: unknown[] }>(build, 'GET', '/api/spinwheel/coupon', undefined, token);
    assert.equal(coupons.length, 2);
    await page.context().close();
  });

  test(`claims a coupon and says which prize was claimed`, { tag: '@la' }, async ({ browser, build }) => {
    const { phone, token } = await newMember(build);
    await stubDev(build, `member/${phone}/coins`, { coin: 4 });
    // The wheel set by the operator: the first prize, cash, ends on the second page of coupons (three a page, newest first).
    await stubDev(build, `member/${phone}/spins`, { slices: ['C10', 'GIFT', 'C5', 'COIN1'] });
    const won: string[] = [];
    for (let spin = 0; spin < 4; spin += 1) won.push((await api<{ label: string }>(build, 'POST', '/api/spinwheel/spin', undefined, token)).label);
    for (const label of won) assert.match(label, SLICE_LABEL[build]);
    assert.equal(won[1], GIFT_BOX[build]);
    const [label] = won;

    const page = await memberPage(browser, build, '/user/spin', token);
    await page.getByRole('heading', { name: 'My coupons' }).waitFor();
    await page.getByRole('button', { name: /^Claim / }).first().waitFor();
    await press(page.getByRole('button', { name: 'Page 2' }));
    await claimCoupon(page, label);
    const { coupons } = await api<{ coupons: { claimed: boolean }[] }>(build, 'GET', '/api/spinwheel/coupon', undefined, token);
    assert.equal(coupons.filter((coupon) => coupon.claimed).length, 1);
    await page.context().close();
  });

  // The labels are in the build's script, whose face only loads once text of that
  // script is drawn; a canvas asks for none. In the other two languages nothing else on the page
  // may be in that script, so the wheel must wait for the face and paint its labels again.
  for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
    test(`paints its labels in their face in the other two languages at ${viewport.width} px, without a spin`, async ({ browser, build }) => {
      const { token } = await newMember(build);
      for (const language of OTHER_LANGUAGES[build]) {
        // The faces come late, as on a slow line: held until the wheel has been painted once.
        const held: Route[] = [];
        let holding = true;
        const page = await memberPageOf(browser, build, '/user/spin', token, {
          language,
          viewport,
          waitUntil: 'commit',
          prepare: (context) => Promise.all([recordLabels(context), context.route(/\.woff2$/, (route) => (holding ? void held.push(route) : route.continue()))]),
        });
        await page.locator('canvas').first().waitFor();
        const labels = () => page.evaluate(() => [...(window as unknown as { wheelLabels: Map<string, boolean> }).wheelLabels]);
        await expect.poll(async () => (await labels()).length, { message: `the wheel wrote its labels in ${language}` }).toBeGreaterThan(0);
        holding = false;
        await Promise.all(held.map((route) => route.continue()));
        await expect
          .poll(async () => (await labels()).filter(([, face]) => !face).map(([text]) => text), { message: `in ${language}, every label was last written in its face` })
          .toEqual([]);
        await page.context().close();
      }
    });
  }
});
