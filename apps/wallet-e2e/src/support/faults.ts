// Broken answers from the stand-in (its POST /__dev/fault, tools/stub-api/README.md) and what a member
// reads for each: a page of a member with a watch on it, the fault controls, the stand-in's count of
// the calls it received, and the text each kind of failure shows in the page's language.
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { BUILDS } from './builds';
import { PHONE_VIEWPORT, TEST_CONTEXT, type Build } from './browser';
import { stubDev } from './stub';
import { text } from './texts';
import { failedOrLogged, watchContext, type Watch } from './watch';

export type FaultKind = 'status-500' | 'invalid-json' | 'empty' | 'failure-code' | 'stall' | 'drop';
export const EVERY_FAULT: FaultKind[] = ['status-500', 'invalid-json', 'empty', 'failure-code', 'drop', 'stall'];
export type Language = 'th' | 'lo' | 'en';

/** The client's time-out of spec section 7, which a stall outlasts. */
export const CLIENT_TIMEOUT_MS = 60_000;

export interface FaultRule {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** An exact /api path, or a pattern with '*'. */
  path: string;
  kind: FaultKind;
  /** Fail only this many calls; every matching call until cleared without it. */
  times?: number;
}

export const arrangeFault = (build: Build, rule: FaultRule) => stubDev(build, 'fault', rule);
export const clearFaults = (build: Build) => stubDev(build, 'fault/clear', {});

/** How many `method path` calls the stand-in received since the faults were last cleared. */
export async function callsTo(build: Build, method: FaultRule['method'], path: string): Promise<number> {
  const { calls } = (await stubDev(build, 'calls')) as { calls: Record<string, number> };
  return calls[`${method} ${path}`] ?? 0;
}

/**
 * What a member reads for each kind of failure: the server's error code in words, an answer the
 * app cannot read, no answer (a dropped connection reaches the browser as the proxy's bare 502), or
 * a time-out. A money action whose outcome is unknown says to check the balance before trying again.
 */
export function failureText(language: Language, kind: FaultKind, money = false): string {
  const say = (namespace: string, key: string) => text(language, namespace, key);
  if (kind === 'status-500' || kind === 'failure-code') return say('errors', 'code.INTERNAL_SERVER_ERROR');
  if (kind === 'invalid-json' || kind === 'empty') return money ? say('wallet', 'moneyUnreadable') : say('errors', 'network.unexpected');
  if (money) return say('wallet', 'moneyUnsure');
  return kind === 'drop' ? say('errors', 'network.connection') : say('errors', 'network.timeout');
}

export interface FaultPage {
  page: Page;
  watch: Watch;
  say: (namespace: string, key: string) => string;
}

export interface FaultPageOptions {
  language: Language;
  /** Playwright's clock, so a test can move past the client's time-out without waiting for it. */
  clock?: boolean;
}


/**
 * A logged-in member's page (agreement read) with a watch on it: the browser's note of each
 * failed answer and the app's own logs of failed lookups are expected; any other console error
 * (React's included), uncaught error or dialog is a problem.
 */
export async function faultPage(browser: Browser, build: Build, path: string, token: string, { language, clock = false }: FaultPageOptions): Promise<FaultPage> {
  const context = await browser.newContext({ ...TEST_CONTEXT, viewport: PHONE_VIEWPORT });
  const watch = await watchContext(context, { origin: BUILDS[build].baseUrl, expectedConsole: failedOrLogged });
  await context.addInitScript(
    ([saved, chosen]) => {
      if (!window.location.protocol.startsWith('http')) return;
      window.localStorage.setItem('wallet.token', saved);
      window.localStorage.setItem('wallet.locale', chosen);
      window.localStorage.setItem('wallet.agreement', 'read earlier');
      // A returning member: the first visit's notice (which holds the screen until answered) is read.
      window.localStorage.setItem('wallet.publicAgreement', 'read earlier');
    },
    [token, language],
  );
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.goto(BUILDS[build].baseUrl + path);
  return { page, watch, say: (namespace, key) => text(language, namespace, key) };
}

/** Opens a path in the same tab, as a member reloading it. */
export async function reload(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, page.url()).href);
}

/**
 * Waits out the loading overlay: after a failure the screen is the member's again, no spinner
 * left. Then nothing went wrong in the page.
 */
export async function settled({ page, watch, say }: FaultPage, where: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: say('common', 'loading') }).waitFor({ state: 'detached' });
  assert.deepEqual(watch.problems, [], where);
}

/**
 * A screen whose first call failed shows why and a retry; once the server answers again (the
 * faults cleared) the retry brings the screen: `content` appears and the problem goes. A screen
 * that asks again by itself (home refreshes on arrival) may come back before the tap lands; while
 * such an ask waits on a stalled server the loading indicator is rightly up, so after a time-out
 * (`settleFirst` false) the spinner is checked gone once the screen is back.
 */
export async function retryBrings(fault: FaultPage, build: Build, scope: Locator, shown: string, content: Locator, { settleFirst = true } = {}): Promise<void> {
  await scope.getByText(shown).first().waitFor();
  if (settleFirst) await settled(fault, `after '${shown}'`);
  await clearFaults(build);
  const retry = scope.getByRole('button', { name: fault.say('common', 'action.retry') });
  await Promise.race([retry.click(), content.waitFor()]).catch(() => undefined);
  await content.waitFor();
  await scope.getByText(shown).first().waitFor({ state: 'detached' });
  await settled(fault, `back after '${shown}'`);
}
