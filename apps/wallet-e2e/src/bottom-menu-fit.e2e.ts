// Issue 38 item 12: the member menu at 320 and 390 px, in Thai, Lao and English, in Chromium as it
// comes and with Safari's iPhone user agent (where the app also offers its 'Install app' steps):
// every label keeps each of its words whole on one line and inside its item, and the menu keeps the
// specification's five items (the install entry sits in the top bar). Screenshots of each are kept
// in tmp/bottom-menu/. In the Thai build only: the builds draw the same menu in the same three
// languages (they differ in region config alone), so the Laos build's run repeated this one.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { IPHONE_SAFARI, PHONE_VIEWPORT, SMALL_PHONE_VIEWPORT } from './support/browser';
import { memberPage } from './support/member';
import { test } from './support/test';
import { text, type Language } from './support/texts';

const OUT = 'tmp/bottom-menu';
const BROWSERS = [
  { name: 'chromium', userAgent: undefined },
  { name: 'iphone', userAgent: IPHONE_SAFARI },
] as const;
const LANGUAGES: Language[] = ['en', 'th', 'lo'];

/**
 * Each menu label's words (the browser's own word breaking, which knows Thai and Lao) that are
 * broken across lines or reach outside their item, as 'label: word'.
 */
const brokenWords = (page: Page, language: Language) =>
  page.evaluate((lang) => {
    const found: string[] = [];
    const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    for (const item of Array.from(document.querySelectorAll<HTMLElement>('nav li'))) {
      const label = item.querySelector('span');
      const node = label?.firstChild;
      if (!label || !node || node.nodeType !== Node.TEXT_NODE) continue;
      const box = item.getBoundingClientRect();
      for (const { segment, index, isWordLike } of segmenter.segment(node.textContent ?? '')) {
        if (!isWordLike) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
        const outside = rects.some((rect) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5);
        if (lines > 1 || outside) found.push(`${label.textContent}: ${segment}`);
      }
    }
    return found;
  }, language);

test.describe('the member menu fits its labels (issue 38 item 12)', () => {
  for (const agent of BROWSERS) {
    test(`keeps five items and every word whole at 320 and 390 px, ${agent.name}`, { tag: '@th' }, async ({ browser, build, member }) => {
      mkdirSync(OUT, { recursive: true });
      for (const language of LANGUAGES) {
        for (const viewport of [SMALL_PHONE_VIEWPORT, PHONE_VIEWPORT]) {
          const page = await memberPage(browser, build, '/user/home', member.token, { language, viewport, userAgent: agent.userAgent });
          const menu = page.getByRole('navigation', { name: text(language, 'common', 'nav.menu') });
          await menu.getByRole('button', { name: text(language, 'common', 'nav.conditions') }).waitFor();
          const install = page.getByRole('banner').getByRole('button', { name: text(language, 'common', 'install.entry') });
          if (agent.userAgent) await install.waitFor();
          await page.evaluate(() => document.fonts.ready);
          const where = `${build} ${agent.name} ${language} ${viewport.width} px`;
          assert.equal(await menu.getByRole('listitem').count(), 5, `${where}: the menu's items`);
          assert.deepEqual(await brokenWords(page, language), [], `${where}: words broken or outside their item`);
          await page.screenshot({ path: `${OUT}/${build}-${agent.name}-${language}-${viewport.width}.png` });
          await page.context().close();
        }
      }
    });
  }
});
