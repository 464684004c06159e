// What the accessibility walks share: the build and language walked, the audit collecting what is
// found, and the app's texts in that language to find controls by as a member reads them.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { LIMITS } from '@wallet/domain';
import type { Audit } from './axe';
import { BUILDS } from './builds';
import { TEST_CONTEXT, type Build } from './browser';
import { PHONE, PHONE_BIG_TEXT, SMALL_PHONE } from './looks';
import { text } from './texts';

export type Language = 'th' | 'lo' | 'en';

export interface Walk {
  build: Build;
  language: Language;
  audit: Audit;
  /** A text of the app in the walk's language. */
  say: (namespace: string, key: string) => string;
}

export function walkOf(build: Build, language: Language, audit: Audit): Walk {
  return { build, language, audit, say: (namespace, key) => text(language, namespace, key) };
}

/**
 * The walk's looks: every screen at its smallest phone (where the walk runs), and again on a usual
 * phone with the browser's text at its usual size and doubled.
 */
export const WALK_LOOKS = { own: SMALL_PHONE, others: [PHONE, PHONE_BIG_TEXT] } as const;

/**
 * A context the size of the walk's own look (a small phone) for one build and language, as a
 * visitor who chose that language before: nothing else is stored, so the site agreement is still
 * to be accepted. Motion is reduced, as a
 * member may ask: modals appear without a fade that axe would measure half-way. The page's clock
 * is the test's: it runs as usual, but a walk may move it past a set delay (the agreement, the
 * prize) instead of waiting, or hold it still while it audits what shows only for a moment.
 */
export async function walkContext(browser: Browser, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({ ...TEST_CONTEXT, viewport: WALK_LOOKS.own.viewport, reducedMotion: 'reduce' });
  await context.addInitScript((chosen) => window.localStorage.getItem('wallet.locale') ?? window.localStorage.setItem('wallet.locale', chosen), language);
  await context.clock.install();
  return context;
}

/** Opens a path of the walk's build in the page. */
export function visit(page: Page, walk: Walk, path: string): Promise<unknown> {
  return page.goto(BUILDS[walk.build].baseUrl + path);
}

// A 1x1 PNG: the stand-in checks a slip's name, declared type and first bytes.
export const SLIP_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A link of the bottom menu. */
export function menuLink(page: Page, walk: Walk, key: string) {
  return page.getByRole('navigation', { name: walk.say('common', 'nav.menu') }).getByRole('link', { name: walk.say('common', key), exact: true });
}

export function dialogNamed(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name, exact: true });
}

export function alertNamed(page: Page, name: string): Locator {
  return page.getByRole('alertdialog', { name, exact: true });
}

/** The chat panel from its launcher: Tab keeps to the panel and the launcher that closes it. */
export async function auditChatPanel(page: Page, walk: Walk, name: string): Promise<void> {
  const launcher = page.getByRole('button', { name: walk.say('chat', 'widget.open') });
  await walk.audit.modal(page, name, {
    open: () => launcher.click(),
    dialog: page.getByRole('dialog', { name: walk.say('chat', 'widget.title') }),
    opener: launcher,
    focusScope: page.getByRole('complementary', { name: walk.say('chat', 'widget.title') }),
  });
}

/**
 * The site agreement, which opens by itself: the visitor's notice as soon as it can be drawn, the
 * member's a moment after arrival (the walk moves the clock past that moment instead of waiting).
 * Nothing opened it, so there is no control to give focus back to.
 */
export async function auditAgreement(page: Page, walk: Walk, name: string, buttonKey: 'agreement.accept' | 'agreement.acknowledge'): Promise<void> {
  await walk.audit.modal(page, name, {
    open: () => page.clock.fastForward(LIMITS.AGREEMENT_DELAY_MS),
    dialog: dialogNamed(page, walk.say('common', 'agreement.title')),
    opener: null,
    close: () => page.getByRole('button', { name: walk.say('common', buttonKey) }).click(),
  });
}
