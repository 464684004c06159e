// Waiting for what a member would read: until an element's text matches, however long the machine
// takes, and then a failure that says what was on screen instead.
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';

/** `text` as a regular expression matches it, letter for letter. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The whole text of an element, exactly (spaces as they fall between its parts ignored). */
export const exactly = (text: string) => new RegExp(`^\\s*${escaped(text).replace(/\s+/g, '\\s*')}\\s*$`);

/**
 * A figure as the screens write it, whatever else the text holds: 820.5 as '820.50', 8200 as
 * '8,200' or '8,200.00' (kip is shown whole, baht to the satang), never as part of a longer number.
 */
export function figurePattern(amount: number): RegExp {
  const whole = Math.trunc(amount).toLocaleString('en-US');
  const cents = Math.round((amount - Math.trunc(amount)) * 100);
  const decimals = cents ? `\\.${String(cents).padStart(2, '0')}` : '(\\.00)?';
  return new RegExp(`(^|[^\\d,.])${whole}${decimals}(?![\\d,.]*\\d)`);
}

/** Waits until the element's text matches `pattern`; fails with what it showed. */
export async function shows(locator: Locator, pattern: RegExp, what: string): Promise<void> {
  try {
    await locator.filter({ hasText: pattern }).first().waitFor();
  } catch {
    const shown = (await locator.allInnerTexts()).join(' | ');
    assert.fail(`${what}: expected ${pattern}, the screen shows '${shown}'`);
  }
}
