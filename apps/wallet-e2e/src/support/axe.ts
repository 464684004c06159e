// Accessibility checks for the browser tests: axe-core on a screen as it stands, the page's
// language, that it fits each look (looks.ts: a small phone, a phone, doubled text), and the focus
// rules of a modal (focus moves in on open, Tab and Shift+Tab cannot leave it, and it returns to the
// control that opened it on close). Problems are collected, each naming its screen, so one run
// lists everything there is to fix instead of stopping at the first.
import axe, { type AxeResults } from 'axe-core';
import type { ElementHandle, Locator, Page } from 'playwright-core';
import { fitAtLooks, type Look } from './looks';

/** The rule sets that matter here: WCAG 2.0 and 2.1 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Findings of these impacts fail; minor ones are not counted. */
const FAILING_IMPACTS = new Set(['critical', 'serious', 'moderate']);
/** How long focus may take to move after a modal opens or closes (React commits, lazy chunks). */
const FOCUS_SETTLES_MS = 3_000;

export interface ModalCheck {
  /** What the member does to open it (a click, a key). */
  open: () => Promise<unknown>;
  dialog: Locator;
  /**
   * Where focus must be after close: the control that opened it, or where the app sends it when
   * that control is gone; null for a modal that opens by itself.
   */
  opener: Locator | null;
  /** Closes it; Escape when left out. */
  close?: () => Promise<unknown>;
  /** Where Tab must stay: the dialog unless it belongs with its launcher (the chat's dock). */
  focusScope?: Locator;
  /** Further states inside the open modal (tabs, a second step), each to be audited. */
  inside?: () => Promise<void>;
}

export class Audit {
  /** Every problem found, each prefixed with its screen. */
  readonly problems: string[] = [];
  /** The screens and modals checked, in order. */
  readonly screens: string[] = [];

  constructor(
    /** The page's language, as `<html lang>` must state it. */
    private readonly language: string,
    /** Names the run in each problem (build and language). */
    private readonly run: string,
    /** The name of a modal's close button in that language. */
    private readonly closeName: string,
    /** The page's own look, and the others each screen must fit too. */
    private readonly looks: { own: Look; others: readonly Look[] },
  ) {}

  /** axe, the page's language and its fit at each look on the screen as it is now. */
  async screen(page: Page, name: string): Promise<void> {
    this.screens.push(name);
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== this.language) this.report(name, `<html lang="${lang}">, expected "${this.language}"`);
    for (const problem of await fitAtLooks(page, this.looks.own, this.looks.others)) this.report(name, problem);
    const results = await runAxe(page);
    for (const violation of results.violations) {
      if (!FAILING_IMPACTS.has(violation.impact ?? '')) continue;
      for (const node of violation.nodes) {
        const detail = [...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ');
        // Styled-components name elements by hashes: the element's own markup says which it is.
        this.report(name, `${violation.id} (${violation.impact}) at ${node.target.join(' ')} ${node.html.slice(0, 120)}: ${violation.help}. ${detail}`);
      }
    }
  }

  /**
   * The screen with `shown`, which shows only for a moment (the chat's invite), at this instant:
   * the page's clock (installed with the context) stands still, and only axe's own steps are let
   * through, a millisecond of page time at a go, so nothing else on the page moves on meanwhile.
   */
  async instant(page: Page, name: string, shown: Locator): Promise<void> {
    await holdClock(page);
    if (!(await shown.isVisible())) throw new Error(`${name}: what is to be audited went before the clock stood still`);
    let done = false;
    const audited = this.screen(page, name).finally(() => (done = true));
    while (!done) await page.clock.runFor(1);
    await audited;
    await page.clock.resume();
  }

  /** Opens a modal, audits it and its inner states, walks Tab around it and closes it. */
  async modal(page: Page, name: string, check: ModalCheck): Promise<void> {
    const opener = check.opener && (await check.opener.elementHandle());
    await check.open();
    await check.dialog.waitFor();
    const dialog = await check.dialog.elementHandle();
    if (!dialog) throw new Error(`${name}: the dialog went before it could be checked`);
    if (!(await focusComesTo(page, dialog, false))) {
      this.report(name, `focus did not move into the modal on open (it is on ${await focused(page)})`);
    }
    await this.screen(page, name);
    const scope = check.focusScope ? await check.focusScope.elementHandle() : dialog;
    for (const leak of await tabLeaks(page, scope ?? dialog)) this.report(name, `Tab left the modal for ${leak}`);
    await check.inside?.();
    if (check.close) await check.close();
    else await this.escape(page, name, check.dialog);
    await check.dialog.waitFor({ state: 'detached' });
    if (opener && !(await focusComesTo(page, opener, true))) {
      this.report(name, `focus did not return to the control that opened it (it is on ${await focused(page)})`);
    }
  }

  /** Escape closes a dismissible modal; when it does not, that is a problem, and its × closes it. */
  private async escape(page: Page, name: string, dialog: Locator): Promise<void> {
    await page.keyboard.press('Escape');
    const closed = await dialog.waitFor({ state: 'detached', timeout: FOCUS_SETTLES_MS }).then(() => true, () => false);
    if (closed) return;
    this.report(name, `Escape did not close the modal (focus is on ${await focused(page)})`);
    await dialog.getByRole('button', { name: this.closeName, exact: true }).first().click();
  }

  private report(screen: string, problem: string): void {
    this.problems.push(`[${this.run}] ${screen}: ${problem}`);
  }
}

/**
 * Stops the page's clock. It runs on while the call is on its way (longer on a busy machine), so
 * it is stopped a moment ahead of the time read, further ahead each time that moment has passed.
 */
async function holdClock(page: Page): Promise<void> {
  for (let ahead = 250; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    const held = await page.clock.pauseAt(now + ahead).then(
      () => true,
      (error: Error) => {
        if (ahead >= 2_000 || !/past/.test(error.message)) throw error;
        return false;
      },
    );
    if (held) return;
  }
}

/**
 * axe-core in the page: its source goes in once per document, and only violations come back
 * (what passes is not needed, and listing it takes longer than the checks).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate((tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }), AXE_TAGS);
}

/** Waits until focus is inside `element` (or on it, with `exactly`); false if it never gets there. */
async function focusComesTo(page: Page, element: ElementHandle, exactly: boolean): Promise<boolean> {
  return page
    .waitForFunction(([target, onIt]) => (onIt ? document.activeElement === target : target.contains(document.activeElement)), [element, exactly] as const, { timeout: FOCUS_SETTLES_MS })
    .then(() => true)
    .catch(() => false);
}

/** The focused element as a member would name it: tag, then its label or text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page itself (focus lost)';
    const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
  });
}

// Run in the page as text: the test's compiler wraps named functions in a helper the page lacks.
// It watches the marked scope: each focusout names where focus went, outside it or nowhere.
const WATCH_TAB = `(() => {
  const scope = document.querySelector('[data-tab-watch]');
  const leaks = [];
  const listener = (event) => {
    const next = event.relatedTarget;
    if (next && scope.contains(next)) return;
    leaks.push(next ? next.tagName.toLowerCase() + ' "' + (next.getAttribute('aria-label') ?? next.textContent ?? '').trim().slice(0, 40) + '"' : 'the page itself');
  };
  scope.addEventListener('focusout', listener);
  window.stopTabWatch = () => {
    scope.removeEventListener('focusout', listener);
    scope.removeAttribute('data-tab-watch');
    if (!scope.contains(document.activeElement)) leaks.push('the page (focus ended outside)');
    return leaks;
  };
  return scope.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])').length;
})()`;

/**
 * Presses Tab, then Shift+Tab, once more than there are controls in `scope` (so focus wraps
 * round at least once each way) and lists every place focus went outside it.
 */
async function tabLeaks(page: Page, scope: ElementHandle): Promise<string[]> {
  await scope.evaluate((element) => (element as Element).setAttribute('data-tab-watch', ''));
  const controls = (await page.evaluate(WATCH_TAB)) as number;
  const presses = Math.min(controls + 1, 40);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) await page.keyboard.press(key);
  }
  const leaks = (await page.evaluate('window.stopTabWatch()')) as string[];
  return [...new Set(leaks)];
}
