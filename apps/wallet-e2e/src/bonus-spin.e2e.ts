// The bonus page and the spin wheel against the stand-in server, in both builds. Every test works
// on a member it registers itself, so no test depends on another's coins, bonuses or coupons.
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import type { Build } from './support/browser';
import { api, memberPage as memberPageOf, newMember as newMemberOf } from './support/member';
import { cancelBonus, claimCoupon, press, receiveBonus } from './support/member-steps';
import { stubDev } from './support/stub';
import { test } from './support/test';
import { text } from './support/texts';

const LANGUAGE: Record<Build, 'th' | 'lo'> = { th: 'th', la: 'lo' };
/** The stand-in's demo words, in each site's language (Thai; Lao on the Laos site). */
const GIFT_BOX: Record<Build, string> = { th: 'กล่องของขวัญ', la: 'ກ່ອງຂອງຂວັນ' };
/** A slice label as each build's member sees it: baht on the Thai site, kip for the Laos site's kip member. */
const SLICE_LABEL: Record<Build, RegExp> = { th: /^(\d+ ฿|\+1 เหรียญ|กล่องของขวัญ)$/, la: /^(\d{1,3}(,\d{3})* ₭|\+1 ຫຼຽນ|ກ່ອງຂອງຂວັນ)$/ };
/** The bonus these tests receive, named in the member's currency (its 5 baht are 3,250 kip). */
const CASHBACK: Record<Build, string> = { th: 'แคชแบ็กนำโชค 5', la: 'ເງິນຄືນນຳໂຊກ 3,250' };
const WELCOME_PROMOTION: Record<Build, RegExp> = { th: /โปรโมชันต้อนรับ/, la: /ໂປຣໂມຊັນຕ້ອນຮັບ/ };

const newMember = (build: Build) => newMemberOf(build, 'Spin Tester');
const memberPage = (browser: Browser, build: Build, path: string, token: string, language: 'th' | 'lo' | 'en') => memberPageOf(browser, build, path, token, { language });

test.describe('the spin wheel', () => {
  test(`spins until the coins run out: the counter drops and the button then refuses`, async ({ browser, build }) => {
    const { phone, token } = await newMember(build);
    await stubDev(build, `member/${phone}/coins`, { coin: 2 });
    const page = await memberPage(browser, build, '/user/spin', token, 'en');
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

  test(`claims a coupon and says which prize was claimed`, async ({ browser, build }) => {
    const { phone, token } = await newMember(build);
    await stubDev(build, `member/${phone}/coins`, { coin: 4 });
    // The wheel set by the operator: the first prize, cash, ends on the second page of coupons (three a page, newest first).
    await stubDev(build, `member/${phone}/spins`, { slices: ['C10', 'GIFT', 'C5', 'COIN1'] });
    const won: string[] = [];
    for (let spin = 0; spin < 4; spin += 1) won.push((await api<{ label: string }>(build, 'POST', '/api/spinwheel/spin', undefined, token)).label);
    for (const label of won) assert.match(label, SLICE_LABEL[build]);
    assert.equal(won[1], GIFT_BOX[build]);
    const [label] = won;

    const page = await memberPage(browser, build, '/user/spin', token, 'en');
    await page.getByRole('heading', { name: 'My coupons' }).waitFor();
    await page.getByRole('button', { name: /^Claim / }).first().waitFor();
    await press(page.getByRole('button', { name: 'Page 2' }));
    await claimCoupon(page, label);
    const { coupons } = await api<{ coupons: { claimed: boolean }[] }>(build, 'GET', '/api/spinwheel/coupon', undefined, token);
    assert.equal(coupons.filter((coupon) => coupon.claimed).length, 1);
    await page.context().close();
  });
});

test.describe('the bonus page', () => {
  test(`activates a bonus and cancels it, in the site's language`, async ({ browser, build }) => {
    const language = LANGUAGE[build];
    const say = (key: string, namespace = 'bonus') => text(language, namespace, key);
    const { token } = await newMember(build);
    const page = await memberPage(browser, build, '/user/bonus', token, language);
    // The banners' pictures load: the stand-in draws them in the site's script, its font inside.
    await page.waitForFunction(() => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('main img'));
      return images.length > 0 && images.every((image) => image.complete);
    });
    const broken = await page.$$eval('main img', (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 0).map((image) => image.getAttribute('src')));
    assert.deepEqual(broken, [], 'banner pictures that did not load');
    await receiveBonus(page, CASHBACK[build], language);
    await page.getByText(say('active.label').replace('{{type}}', say('type.limit'))).waitFor();
    const card = page.getByRole('button', { name: CASHBACK[build] });
    assert.match(await card.innerText(), new RegExp(say('card.active')));

    await cancelBonus(page, language);
    const check = await api<{ status: boolean }>(build, 'GET', '/api/bonus/check/active', undefined, token);
    assert.equal(check.status, false);
    await page.context().close();
  });

  test(`upper-cases a promotion code typed in lower case and finds it`, async ({ browser, build }) => {
    const { token } = await newMember(build);
    const page = await memberPage(browser, build, '/user/bonus', token, 'en');
    const input = page.getByLabel('Promotion code');
    await input.pressSequentially('welcome100');
    assert.equal(await input.inputValue(), 'WELCOME100');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Promotion' });
    await dialog.getByText(/One condition of this promotion is set at 10%/).waitFor();
    await dialog.getByText(WELCOME_PROMOTION[build]).waitFor();
    await dialog.getByRole('button', { name: 'Receive promotion' }).click();
    await page.getByText('Promotion received').waitFor();
    await page.getByText('Active bonus: Promotion code').waitFor();
    await page.context().close();
  });
});
