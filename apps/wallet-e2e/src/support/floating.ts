import type { Page } from 'playwright-core';

// Scrolls the page to its end and lists the controls (links, buttons, fields, tabs) that lie under
// something floating over the page: the chat launcher with its invite bubble, and the bottom menu.
// Each is named by its tag and text, so a failure says what is covered.
const SCRIPT = `(() => {
  window.scrollTo(0, document.documentElement.scrollHeight);
  // What floats over the page's foot (the top bar is left out: content scrolls under it by design),
  // with every part of it, such as the menu's raised centre button.
  const floating = [...document.querySelectorAll('body *')].filter((element) => getComputedStyle(element).position === 'fixed' && element.getBoundingClientRect().top >= innerHeight / 2);
  const isFloating = (element) => floating.some((box) => box.contains(element));
  const boxes = floating
    .flatMap((element) => [element, ...element.querySelectorAll('*')])
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
  const controls = document.querySelectorAll('a[href], button, input, select, textarea, [role="tab"], [tabindex]:not([tabindex="-1"])');
  const covered = [];
  for (const control of controls) {
    if (isFloating(control) || control.closest('[role="dialog"]')) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
    if (box.bottom <= 0 || box.top >= innerHeight) continue;
    const under = boxes.some((f) => box.left < f.right && box.right > f.left && box.top < f.bottom && box.bottom > f.top);
    if (under) covered.push(control.tagName.toLowerCase() + ': ' + (control.getAttribute('aria-label') || control.textContent || '').trim().slice(0, 40));
  }
  return covered;
})()`;

export async function controlsUnderFloating(page: Page): Promise<string[]> {
  return (await page.evaluate(SCRIPT)) as string[];
}
