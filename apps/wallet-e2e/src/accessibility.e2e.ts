// Accessibility of every screen and modal, in each language (issue 18): axe finds
// no critical, serious or moderate problem, `<html lang>` is the language shown, each fits a
// 320 px phone and a 390 px one with the browser's text at its usual size and doubled (issue 25:
// nothing cut, drawn over or scrolling sideways), and every modal
// takes the focus, keeps Tab inside and gives the focus back to what opened it. One walk per
// language, in one browser context: the visitor's screens in a first tab, then the member's in a
// second (a new visit, so the member's own agreement shows). Every problem is listed at the end
// with its screen, so one run says everything there is to fix.
//
// Each language is walked in one build (issue 37): the builds run the same code and differ only in
// region config. The Laos build walks Lao, its members' language, so what is Laos's own (kip, the
// widest figures; its banks, phone rules and registration) is walked in the longest texts; the
// Thai build walks Thai and English with what is Thailand's own.
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { memberForWalk, walkMemberScreens } from './support/a11y-member-walk';
import { walkPublicScreens } from './support/a11y-public-walk';
import { WALK_LOOKS, walkContext, walkOf, type Language } from './support/a11y-walk';
import { Audit } from './support/axe';
import type { Build } from './support/browser';
import { test } from './support/test';
import { text } from './support/texts';

const LANGUAGES_OF: Record<Build, Language[]> = { th: ['th', 'en'], la: ['lo'] };

async function walkEverything(browser: Browser, build: Build, language: Language): Promise<Audit> {
  const audit = new Audit(language, `${build} ${language}`, text(language, 'common', 'modal.close'), WALK_LOOKS);
  const walk = walkOf(build, language, audit);
  const member = await memberForWalk(walk);
  const context = await walkContext(browser, language);
  try {
    const visitor = await context.newPage();
    await walkPublicScreens(visitor, walk);
    await visitor.close();
    await walkMemberScreens(await context.newPage(), walk, member);
  } catch (error) {
    // The walk broke off: what it had found until then still says what to fix.
    if (audit.problems.length) console.error(`Found before the walk broke off:\n${audit.problems.join('\n')}`);
    throw error;
  } finally {
    await context.close();
  }
  return audit;
}

test.describe('accessibility of every screen and modal', () => {
  test("in the build's languages: no critical, serious or moderate finding, the right lang, nothing cut or overlapping at 320 px or 200% text, focus kept by every modal", async ({ browser, build }) => {
    // About 50 screens and modals, each at three looks, in each language: the longest test.
    test.setTimeout(15 * 60_000);
    // The languages' walks run at once: each has its own member and context, and most of a walk is
    // waiting for the page, so together they take far less than one after another.
    const LANGUAGES = LANGUAGES_OF[build];
    const audits = await Promise.all(LANGUAGES.map((language) => test.step(`walk in ${language}`, () => walkEverything(browser, build, language))));
    const problems = audits.flatMap((audit) => audit.problems);
    audits.forEach((audit, index) => console.log(`${build} ${LANGUAGES[index]}: ${audit.screens.length} screens and modals checked`));
    assert.deepEqual(problems, [], `${problems.length} accessibility problems:\n${problems.join('\n')}`);
  });
});
