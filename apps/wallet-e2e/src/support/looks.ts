// The ways a member may look at a screen: a small phone (320 CSS px, as a desktop at 400% zoom),
// a usual phone and a desktop, each with the browser's text at its usual size or doubled.
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, SMALL_PHONE_VIEWPORT } from './browser';
import { fitProblems } from './fit';

export interface Look {
  name: string;
  viewport: { width: number; height: number };
  /** The browser's default font size as a share of its usual 16 px (2: the member set 32 px). */
  textScale: number;
}

export const SMALL_PHONE: Look = { name: '320 px', viewport: SMALL_PHONE_VIEWPORT, textScale: 1 };
export const PHONE: Look = { name: '390 px', viewport: PHONE_VIEWPORT, textScale: 1 };
export const PHONE_BIG_TEXT: Look = { name: '390 px at 200% text', viewport: PHONE_VIEWPORT, textScale: 2 };
export const DESKTOP: Look = { name: '1280 px', viewport: DESKTOP_VIEWPORT, textScale: 1 };
export const DESKTOP_BIG_TEXT: Look = { name: '1280 px at 200% text', viewport: DESKTOP_VIEWPORT, textScale: 2 };

const USUAL_TEXT_PX = 16;
const USUAL_FIXED_TEXT_PX = 13;
/** How long a page may take to lay out with a new text size. */
const ROOT_FOLLOWS_MS = 5_000;

/**
 * Sets the browser's own default font size for the page, as a member's 'font size' setting does
 * (Chromium's web preferences, through DevTools), rather than a style the test would add: type in
 * rem follows it and type in px ignores it, as in the member's browser. Returns once the page
 * lays out with it.
 */
export async function setTextScale(page: Page, scale: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: USUAL_TEXT_PX * scale, fixed: USUAL_FIXED_TEXT_PX * scale } });
  await session.detach();
  // The root's size is the browser's while the app leaves it alone, as it must for rem to follow
  // the member's setting; a root set in px would never follow and fails here.
  await page
    .waitForFunction((size) => getComputedStyle(document.documentElement).fontSize === `${size}px`, USUAL_TEXT_PX * scale, { timeout: ROOT_FOLLOWS_MS })
    .catch(() => {
      throw new Error(`the page's root text did not follow the browser's text size of ${USUAL_TEXT_PX * scale} px: it is set in px`);
    });
}

/** Takes the page to a look. */
export async function showAs(page: Page, look: Look): Promise<void> {
  await page.setViewportSize(look.viewport);
  await setTextScale(page, look.textScale);
}

/**
 * The fit problems of the screen as it stands at the page's own look and at each of `others`,
 * each named with its look; the page is given back its own look. Only looks of the same layout
 * (all phones) are taken in turn this way: a screen that picks its layout in script would still
 * show the first look's.
 */
export async function fitAtLooks(page: Page, own: Look, others: readonly Look[]): Promise<string[]> {
  const problems: string[] = [];
  for (const look of [own, ...others]) {
    if (look !== own) await showAs(page, look);
    problems.push(...(await fitProblems(page)).map((problem) => `at ${look.name}: ${problem}`));
  }
  if (others.length) await showAs(page, own);
  return problems;
}
