// Accessibility of every screen and modal, in both builds and each language (issue 18): axe finds
// no critical, serious or moderate problem, `<html lang>` is the language shown, each fits a
// 320 px phone and a 390 px one with the browser's text at its usual size and doubled (issue 25:
// nothing cut, drawn over or scrolling sideways), and every modal
// takes the focus, keeps Tab inside and gives the focus back to what opened it. One walk per build
// and language, in one browser context: the visitor's screens in a first tab, then the member's in
// a second (a new visit, so the member's own agreement shows). Every problem is listed at the end
// with its screen, so one run says everything there is to fix.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { memberForWalk, walkMemberScreens } from './support/a11y-member-walk';
import { walkPublicScreens } from './support/a11y-public-walk';
import { WALK_LOOKS, walkContext, walkOf, type Language } from './support/a11y-walk';
import { Audit } from './support/axe';
import { launchBrowser, type Build } from './support/browser';
import { text } from './support/texts';

const BUILD_LIST: Build[] = ['th', 'la'];
const LANGUAGES: Language[] = ['th', 'lo', 'en'];
const NAMES: Record<Build, string> = { th: 'Thai', la: 'Laos' };

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

async function walkEverything(build: Build, language: Language): Promise<Audit> {
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

describe('accessibility of every screen and modal', () => {
  for (const build of BUILD_LIST) {
    // The three languages' walks run at once: each has its own member and context, and most of a
    // walk is waiting for the page, so together they take far less than one after another.
    describe(`${NAMES[build]} build`, { concurrency: true }, () => {
      for (const language of LANGUAGES) {
        it(`in ${language}: no critical, serious or moderate finding, the right lang, nothing cut or overlapping at 320 px or 200% text, focus kept by every modal`, async () => {
          const audit = await walkEverything(build, language);
          console.log(`${build} ${language}: ${audit.screens.length} screens and modals checked`);
          assert.deepEqual(audit.problems, [], `${audit.problems.length} accessibility problems:\n${audit.problems.join('\n')}`);
        });
      }
    });
  }
});
