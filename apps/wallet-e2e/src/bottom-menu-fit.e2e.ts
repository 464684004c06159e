// Issue 38 items 2 and 12: the member menu at 320 and 390 px, with the text at its usual size and
// doubled, in Thai, Lao and English, in Chromium as it comes and with Safari's iPhone user agent
// (where the app also offers its 'Install app' steps):
// every label keeps each of its words whole on one line and inside its item, and the menu keeps the
// specification's five items (the install entry sits in the top bar). Screenshots of each are kept
// in tmp/bottom-menu/. In the Laos build only: the builds draw the same menu in the same three
// languages (they differ in region config alone), so a run in each repeated this one; the Laos
// build's browser tests take less time, and its members read Lao, the longest labels.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { IPHONE_SAFARI, SMALL_PHONE_VIEWPORT } from './support/browser';
import { wordsNotWhole } from './support/fit';
import { PHONE, PHONE_BIG_TEXT, showAs, SMALL_PHONE, type Look } from './support/looks';
import { memberPage } from './support/member';
import { chooseLanguage } from './support/member-steps';
import { test } from './support/test';
import { text, type Language } from './support/texts';

const OUT = 'tmp/bottom-menu';
const BROWSERS = [
  { name: 'chromium', userAgent: undefined },
  { name: 'iphone', userAgent: IPHONE_SAFARI },
] as const;
const LANGUAGES: Language[] = ['en', 'th', 'lo'];
const SMALL_PHONE_BIG_TEXT: Look = { ...SMALL_PHONE, name: '320 px at 200% text', textScale: 2 };
const LOOKS = [SMALL_PHONE, PHONE, SMALL_PHONE_BIG_TEXT, PHONE_BIG_TEXT];

test.describe('the member menu fits its labels (issue 38 item 12)', () => {
  for (const agent of BROWSERS) {
    test(`keeps five items and every word whole at 320 and 390 px, with text at its usual size and doubled, ${agent.name}`, { tag: '@la' }, async ({ browser, build, member }) => {
      mkdirSync(OUT, { recursive: true });
      // One visit: the member picks each language in the top bar, and the phone is drawn at each
      // width and text size in turn, as a page loaded afresh for each would draw it.
      const page = await memberPage(browser, build, '/user/home', member.token, { language: LANGUAGES[0], viewport: SMALL_PHONE_VIEWPORT, userAgent: agent.userAgent });
      for (const language of LANGUAGES) {
        if (language !== LANGUAGES[0]) await chooseLanguage(page, language);
        const menu = page.getByRole('navigation', { name: text(language, 'common', 'nav.menu') });
        await menu.getByRole('button', { name: text(language, 'common', 'nav.conditions') }).waitFor();
        const install = page.getByRole('banner').getByRole('button', { name: text(language, 'common', 'install.entry') });
        if (agent.userAgent) await install.waitFor();
        for (const look of LOOKS) {
          await showAs(page, look);
          await page.evaluate(() => document.fonts.ready);
          const where = `${build} ${agent.name} ${language} ${look.name}`;
          assert.equal(await menu.getByRole('listitem').count(), 5, `${where}: the menu's items`);
          assert.deepEqual(await wordsNotWhole(menu.locator('li span'), language, 'li'), [], `${where}: words broken or outside their item`);
          await page.screenshot({ path: `${OUT}/${build}-${agent.name}-${language}-${look.viewport.width}-${look.textScale * 100}.png` });
        }
      }
    });
  }
});
