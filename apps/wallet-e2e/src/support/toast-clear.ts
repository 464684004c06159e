// Issue 40 item 7: a toast raised over an open sheet covers none of what the member is using there:
// the sheet's title row (its close button too), its tab list, the control with the focus.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/**
 * Waits for the toast saying `message` to come to rest (its slide-in and the sheet's own animation
 * over, a frame drawn), then asserts it covers none of the open `sheet`'s title row, tab list and
 * focused control, nor any of `also`.
 */
export async function toastLeavesSheetClear(page: Page, sheet: Locator, message: string | RegExp, also: Locator[] = []): Promise<void> {
  const toast = page.locator('[aria-live="polite"] > *').filter({ hasText: message }).last();
  await toast.waitFor();
  const others = await Promise.all(also.map((locator) => locator.elementHandle()));
  const panel = await sheet.elementHandle();
  const covered = await toast.evaluate(
    async (element, [dialog, ...extra]) => {
      // A move that a newer one replaces is cancelled, and its promise rejects: the newer one is
      // then waited for in turn, until nothing moves.
      const moving = (target: Element | null) => target?.getAnimations({ subtree: true }).filter((animation) => animation.playState !== 'finished') ?? [];
      const settled = async (target: Element | null) => {
        for (let now = moving(target); now.length; now = moving(target)) await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
      };
      await Promise.all([settled(element.parentElement), settled(dialog)]);
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.parentElement;
      const focused = document.activeElement !== dialog && dialog?.contains(document.activeElement) ? document.activeElement : null;
      const parts = { 'title row': title, 'tab list': dialog?.querySelector('[role="tablist"]'), 'focused control': focused, ...Object.fromEntries(extra.map((other, index) => [`also ${index}`, other])) };
      const box = element.getBoundingClientRect();
      return Object.entries(parts)
        .filter(([, part]) => {
          const under = part?.getBoundingClientRect();
          return under && under.width > 0 && box.left < under.right && box.right > under.left && box.top < under.bottom && box.bottom > under.top;
        })
        .map(([name, part]) => `${name} '${part?.textContent?.trim().slice(0, 30)}'`);
    },
    [panel, ...others],
  );
  const size = page.viewportSize();
  assert.deepEqual(covered, [], `the toast '${String(message)}' covers none of the sheet's controls at ${size?.width}x${size?.height}`);
}
