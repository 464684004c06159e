// The bonus page against the stand-in server, in both builds' languages; the promotion code's case
// in the Laos build only (issue 37: it reads nothing of the region; the spin wheel: spin-wheel.e2e.ts).
// Every test works on a member it registers itself, so no test depends on another's bonuses.
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, type Build } from './support/browser';
import { api, memberPage as memberPageOf, newMember as newMemberOf } from './support/member';
import { cancelBonus, receiveBonus } from './support/member-steps';
import { test } from './support/test';
import { text } from './support/texts';

const LANGUAGE: Record<Build, 'th' | 'lo'> = { th: 'th', la: 'lo' };
/** The bonus these tests receive, named in the member's currency (its 5 baht are 3,250 kip). */
const CASHBACK: Record<Build, string> = { th: 'แคชแบ็กนำโชค 5', la: 'ເງິນຄືນນຳໂຊກ 3,250' };
const WELCOME_PROMOTION: Record<Build, RegExp> = { th: /โปรโมชันต้อนรับ/, la: /ໂປຣໂມຊັນຕ້ອນຮັບ/ };

/** The bonus cards' widths, the row's, and a card title's font size in px (issue 40 item 9). */
const cardRow = (page: Page) =>
  page.getByRole('main').locator('ul:has(> li button img)').evaluate((grid) => {
    const cards = Array.from(grid.children, (card) => card.getBoundingClientRect());
    const firstRow = cards.filter((card) => Math.round(card.top) === Math.round(cards[0].top));
    return {
      card: Math.round(cards[0].width),
      reach: Math.round(firstRow[firstRow.length - 1].right - grid.getBoundingClientRect().right),
      title: parseFloat(getComputedStyle(grid.querySelector('strong') ?? grid).fontSize),
    };
  });

const newMember = (build: Build) => newMemberOf(build, 'Bonus Tester');
const memberPage = (browser: Browser, build: Build, path: string, token: string, language: 'th' | 'lo' | 'en') => memberPageOf(browser, build, path, token, { language });

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
    // The cards grow with the room: across a desktop's row they reach its end, wider and in larger text than on a phone.
    const phone = await cardRow(page);
    await page.setViewportSize(DESKTOP_VIEWPORT);
    const desktop = await cardRow(page);
    assert.ok(desktop.card > phone.card, `a card is wider at 1280 px (${desktop.card}) than at 390 (${phone.card})`);
    assert.ok(Math.abs(desktop.reach) <= 1, `the first row of cards reaches the row's end at 1280 px (${desktop.reach} px short)`);
    assert.ok(desktop.title > phone.title, `a card's title is larger at 1280 px (${desktop.title}) than at 390 (${phone.title})`);
    await receiveBonus(page, CASHBACK[build], language);
    await page.getByText(say('active.label').replace('{{type}}', say('type.limit'))).waitFor();
    const card = page.getByRole('button', { name: CASHBACK[build] });
    assert.match(await card.innerText(), new RegExp(say('card.active')));

    await cancelBonus(page, language);
    const check = await api<{ status: boolean }>(build, 'GET', '/api/bonus/check/active', undefined, token);
    assert.equal(check.status, false);
    await page.context().close();
  });

  test(`upper-cases a promotion code typed in lower case and finds it`, { tag: '@la' }, async ({ browser, build }) => {
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
