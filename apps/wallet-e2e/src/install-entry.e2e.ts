// The member area's 'Install app' (issue 29, in the top bar since issue 38) in both builds: where Chromium offers installation
// (a `beforeinstallprompt` event, dispatched here as the browser would) the entry starts the kept
// prompt; in Safari on an iPhone (its user agent) it opens the Share steps; an app already running
// from the home screen shows no entry. In the Thai build only (issue 37): it reads nothing of the
// region, and the builds differ in region config alone.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { Audit } from './support/axe';
import { IPHONE_SAFARI, WITH_WORKER, type Build } from './support/browser';
import { PHONE, PHONE_BIG_TEXT, SMALL_PHONE } from './support/looks';
import { memberPage } from './support/member';
import { expect, test } from './support/test';
import { text, type Language } from './support/texts';


/** Each build's member reads it in the build's own language. */
const LANGUAGE: Record<Build, Language> = { th: 'th', la: 'lo' };

/** The menu, and the 'Install app' entry in the top bar (issue 38 item 12), in `language`. */
function installEntry(page: Page, language: Language) {
  const menu = page.getByRole('navigation', { name: text(language, 'common', 'nav.menu') });
  return { menu, entry: page.getByRole('banner').getByRole('button', { name: text(language, 'common', 'install.entry'), exact: true }) };
}

/**
 * Offers installation as Chromium does: a cancelable `beforeinstallprompt` carrying prompt() and
 * userChoice. The page counts the calls of prompt() and answers the choice when told to
 * (`answerInstall`). Resolves with whether the app kept the event (prevented its default).
 */
const offerInstallation = (page: Page) =>
  page.evaluate(() => {
    const seen = Object.assign(window, { installPrompts: 0, answerInstall: (_outcome: string) => undefined as void });
    const userChoice = new Promise((resolve) => (seen.answerInstall = (outcome: string) => resolve({ outcome, platform: 'web' })));
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        seen.installPrompts += 1;
        return Promise.resolve();
      },
      userChoice,
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

const promptsShown = (page: Page) => page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts);

test.describe("the member menu's 'Install app'", () => {
  test('starts the kept install prompt where the browser offers one, and goes once accepted', { tag: '@th' }, async ({ browser, build, member }) => {
    const language = LANGUAGE[build];
    const page = await memberPage(browser, build, '/user/home', member.token, { language });
    const { menu, entry } = installEntry(page, language);
    await menu.waitFor();
    assert.equal(await offerInstallation(page), true, "the browser's own mini bar is held back");
    await entry.click();
    await expect.poll(() => promptsShown(page)).toBe(1);
    await page.evaluate(() => (window as unknown as { answerInstall: (outcome: string) => void }).answerInstall('accepted'));
    await entry.waitFor({ state: 'detached' });
    // Nothing left to offer on another screen of the member area either.
    await menu.getByRole('link', { name: text(language, 'common', 'nav.profile') }).click();
    await page.waitForURL('**/user/profile');
    assert.equal(await entry.count(), 0);
  });

  test('opens the Share steps in Safari on an iPhone, in a dialog that keeps focus and closes with Escape', { tag: '@th' }, async ({ browser, build, member }) => {
    const language = LANGUAGE[build];
    const page = await memberPage(browser, build, '/user/home', member.token, { language, userAgent: IPHONE_SAFARI });
    const { entry } = installEntry(page, language);
    const dialog = page.getByRole('dialog', { name: text(language, 'common', 'install.title') });
    const audit = new Audit(language, `${build} ${language}`, text(language, 'common', 'modal.close'), { own: PHONE, others: [SMALL_PHONE, PHONE_BIG_TEXT] });
    await audit.modal(page, 'install steps', {
      open: async () => {
        await entry.focus();
        await page.keyboard.press('Enter');
      },
      dialog,
      opener: entry,
      inside: async () => {
        const steps = await dialog.getByRole('listitem').allTextContents();
        assert.deepEqual(steps, ['install.stepShare', 'install.stepAdd', 'install.stepConfirm'].map((key) => text(language, 'common', key)));
      },
    });
    assert.deepEqual(audit.problems, []);
  });

  test('shows no entry when the app already runs from the home screen', { tag: '@th' }, async ({ browser, build, member }) => {
    const language = LANGUAGE[build];
    const page = await memberPage(browser, build, '/user/home', member.token, {
      language,
      // The worker registers with the entry's part of the page (blocked elsewhere: TEST_CONTEXT).
      ...WITH_WORKER,
      // Playwright cannot emulate the display mode: the page's matchMedia answers it.
      prepare: (context) =>
        context.addInitScript(() => {
          const matchMedia = window.matchMedia.bind(window);
          window.matchMedia = (query: string) =>
            query.replace(/\s/g, '') === '(display-mode:standalone)'
              ? ({ matches: true, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false } as MediaQueryList)
              : matchMedia(query);
        }),
    });
    const { menu, entry } = installEntry(page, language);
    await menu.waitFor();
    await offerInstallation(page);
    // The entry is decided with the installable app's part of the page, which also registers the
    // worker: once that is ready, the entry would be there.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await menu.getByRole('button', { name: text(language, 'common', 'nav.conditions') }).waitFor();
    assert.equal(await entry.count(), 0);
  });
});
