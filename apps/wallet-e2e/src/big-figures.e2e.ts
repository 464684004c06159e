// Issue 38 item 2: a member's seven-digit balance with the browser's text doubled, at 390 px, in
// each build's own language (its figures: baht with satang, whole kip). Every figure shrinks or
// wraps to fit its box, nothing scrolls sideways or is cut, home's tiles can be tapped, and the
// withdraw and deposit sheets keep to the window. BIG_FIGURES_SCREENSHOTS=<folder> keeps each.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Build } from './support/browser';
import { wordsNotWhole, fitProblems } from './support/fit';
import { setTextScale } from './support/looks';
import { api, memberPage, newMember } from './support/member';
import { test } from './support/test';
import { textsOf } from './support/texts';

const LANGUAGE = { th: 'th', la: 'lo' } as const;
/** A balance as big as members hold: 1,005,409.78 baht; 1,339,813 kip. */
const BIG: Record<Build, number> = { th: 1_005_409.78, la: 1_339_813 };
const SHOTS = process.env.BIG_FIGURES_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test.describe('big figures at doubled text (issue 38 item 2)', () => {
  test("fit home, the withdraw sheet and the deposit sheet at 390 px, in the build's language", async ({ browser, build }) => {
    const say = textsOf(LANGUAGE[build]);
    const member = await newMember(build, 'Big Figures');
    // The stand-in credits at most a million at a time.
    for (const amount of [1_000_000, Math.round((BIG[build] - 1_000_000) * 100) / 100]) await api(build, 'POST', '/api/wallet/add', { amount }, member.token);
    const page = await memberPage(browser, build, '/user/home', member.token, { language: LANGUAGE[build] });
    await page.getByRole('status', { name: say('wallet', 'home.totalBalance') }).waitFor();
    await setTextScale(page, 2);
    await shoot(page, `${build}-home`);
    assert.deepEqual(await fitProblems(page), [], 'home');
    // The chat's launcher is an icon: it keeps its usual size instead of growing over more of home.
    const launcher = await page.getByRole('button', { name: say('chat', 'widget.open') }).boundingBox();
    assert.deepEqual([launcher?.width, launcher?.height], [56, 56], 'the chat launcher grew with the text');

    // Every tile takes its tap: nothing lies over the Deposit tile.
    await page.getByRole('button', { name: say('wallet', 'home.tile.deposit'), exact: true }).click();
    const deposit = page.getByRole('dialog', { name: say('wallet', 'deposit.title') });
    await deposit.waitFor();
    await shoot(page, `${build}-deposit`);
    assert.deepEqual(await fitProblems(page), [], 'the deposit sheet');
    // The QR tab's presets and amount field (a baht member's: the Laos build's kip member has none).
    if (build === 'th') {
      await deposit.getByRole('tab', { name: say('wallet', 'deposit.method.qr') }).click();
      await deposit.getByText(say('wallet', 'deposit.qr.presets')).first().waitFor();
      await shoot(page, `${build}-deposit-qr`);
      assert.deepEqual(await fitProblems(page), [], 'the deposit sheet, QR tab');
    }
    await page.keyboard.press('Escape');
    await deposit.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: say('wallet', 'home.tile.withdraw'), exact: true }).click();
    const withdraw = page.getByRole('dialog', { name: say('wallet', 'withdraw.title') });
    await withdraw.waitFor();
    await shoot(page, `${build}-withdraw`);
    assert.deepEqual(await fitProblems(page), [], 'the withdraw sheet');
    // The account paid to: each value breaks, if at all, between its words, never inside one.
    assert.deepEqual(await wordsNotWhole(withdraw.getByRole('definition'), LANGUAGE[build]), [], 'the withdraw sheet breaks a value inside a word');
    // An error keeps the limits in view beside it, in the build's language (issue 40 item 10).
    const amount = withdraw.getByRole('textbox', { name: say('wallet', 'withdraw.amount') });
    await withdraw.getByText(new RegExp(`^${say('wallet', 'withdraw.limits').split('{{')[0]}`)).waitFor();
    await amount.fill('1,00,0');
    await withdraw.getByRole('button', { name: say('wallet', 'withdraw.submit'), exact: true }).click();
    await withdraw.getByRole('alert').filter({ hasText: say('errors', 'validation.amountInvalid') }).waitFor();
    assert.ok(await withdraw.getByText(new RegExp(`^${say('wallet', 'withdraw.limits').split('{{')[0]}`)).isVisible(), 'the limits are hidden by the error');
    await shoot(page, `${build}-withdraw-error`);
    if (build === 'th') {
      // English labels are the longest beside their values: there, a narrow value column broke
      // the bank's name letter by letter.
      await page.keyboard.press('Escape');
      await withdraw.waitFor({ state: 'detached' });
      await page.getByRole('combobox', { name: say('common', 'language.label') }).selectOption('en');
      await page.getByRole('button', { name: textsOf('en')('wallet', 'home.tile.withdraw'), exact: true }).click();
      const inEnglish = page.getByRole('dialog', { name: textsOf('en')('wallet', 'withdraw.title') });
      // The bank's English name comes with the bank list.
      await inEnglish.getByRole('definition').first().filter({ hasText: /^[\x20-\x7e]+$/ }).waitFor();
      assert.deepEqual(await wordsNotWhole(inEnglish.getByRole('definition'), 'en'), [], 'the English withdraw sheet breaks a value inside a word');
    }
    await page.context().close();
  });
});
