// Whether a screen as it stands fits its window: nothing that makes the page scroll sideways, no
// text cut by the box it is in (an ellipsis, a clipped column, a bar too small for its label), and
// no text or field drawn over another. Each problem is named by what a member would read there.
import type { Locator, Page } from 'playwright-core';

// Run in the page as text: the test's compiler wraps named functions in a helper the page lacks.
const SCRIPT = `(() => {
  const TOLERANCE = 1;
  const problems = [];
  const said = (element) => (element.getAttribute('aria-label') || element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  const named = (element) => element.tagName.toLowerCase() + ' "' + said(element) + '"';
  const style = (element) => getComputedStyle(element);
  const scrolls = (value) => value === 'auto' || value === 'scroll';
  const clips = (value) => value !== 'visible';
  const shown = (element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  // A visually hidden text (for screen readers) is 1 px wide on purpose.
  const hiddenOnPurpose = (element) => {
    for (let at = element; at && at !== document.body; at = at.parentElement) {
      const box = at.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return true;
    }
    return false;
  };
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(shown);
  // With a modal open only the modal on top is looked at: what lies behind it is out of reach.
  const scope = dialogs[dialogs.length - 1] || document.body;

  const page = document.documentElement;
  if (page.scrollWidth > innerWidth + TOLERANCE) {
    const wide = [...scope.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.right <= innerWidth + TOLERANCE || !shown(element)) return false;
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) if (clips(style(at).overflowX)) return false;
      return true;
    });
    problems.push('the page scrolls sideways (' + page.scrollWidth + ' px wide): ' + wide.slice(-3).map(named).join(', '));
  }

  // A sheet scrolls only up and down: a control reaching past its side is cut off there (the QR
  // presets and amount field at doubled text, issue 38 item 2). A table scrolls on its own.
  if (scope !== document.body) {
    const edge = scope.getBoundingClientRect();
    for (const control of scope.querySelectorAll('input, select, textarea, button, a[href]')) {
      if (!shown(control) || hiddenOnPurpose(control) || control.closest('table')) continue;
      const box = control.getBoundingClientRect();
      if (box.left < edge.left - TOLERANCE || box.right > edge.right + TOLERANCE) problems.push('reaches past the side of its sheet: ' + named(control));
    }
  }

  // The box a fixed or sticky bar (or the open modal) keeps its contents in.
  const floatingRoot = (element) => {
    for (let at = element; at && at !== document.body; at = at.parentElement) {
      if (at === scope) return at;
      const position = style(at).position;
      if (position === 'fixed' || position === 'sticky') return at;
    }
    return null;
  };

  const texts = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement;
    if (!node.textContent.trim() || !owner || !shown(owner) || hiddenOnPurpose(owner)) continue;
    if (owner.closest('option, script, style, [aria-hidden="true"]')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
    texts.push({ owner, lines, root: floatingRoot(owner) });
  }

  const cut = new Set();
  for (const { owner, lines, root } of texts) {
    // Cut by a box that hides what does not fit (an ellipsis, a clipped cell or bar).
    for (let at = owner; at && at !== document.body; at = at.parentElement) {
      const { overflowX, overflowY } = style(at);
      if (scrolls(overflowX) || scrolls(overflowY)) break;
      if (!clips(overflowX) && !clips(overflowY)) continue;
      const box = at.getBoundingClientRect();
      const wider = clips(overflowX) && (at.scrollWidth > at.clientWidth + TOLERANCE || lines.some((line) => line.left < box.left - TOLERANCE || line.right > box.right + TOLERANCE));
      const taller = clips(overflowY) && at.scrollHeight > at.clientHeight + TOLERANCE;
      if (wider || taller) cut.add(at);
      break;
    }
    // Off the screen's side with nothing to scroll it into view.
    const scroller = (() => {
      for (let at = owner; at && at !== document.body; at = at.parentElement) if (scrolls(style(at).overflowX)) return at;
      return null;
    })();
    if (!scroller && lines.some((line) => line.left < -TOLERANCE || line.right > innerWidth + TOLERANCE)) cut.add(owner);
    // Spilling out of a bar or modal that floats over the page (the skip link waits above the
    // window until a keyboard reaches it).
    if (root && root !== scope) {
      const box = root.getBoundingClientRect();
      if (lines.some((line) => line.bottom > 0) && lines.some((line) => line.top < box.top - TOLERANCE || line.bottom > box.bottom + TOLERANCE || line.left < box.left - TOLERANCE || line.right > box.right + TOLERANCE)) {
        problems.push('spills out of its bar: ' + named(owner));
      }
    }
  }
  for (const element of cut) problems.push('cut: ' + named(element));
  // A table wider than its box hides its last columns behind a sideways scroll nothing points to.
  for (const table of scope.querySelectorAll('table')) {
    const box = table.parentElement.getBoundingClientRect();
    if (shown(table) && table.getBoundingClientRect().right > box.right + TOLERANCE) problems.push('a table wider than the screen: ' + named(table.querySelector('th') || table));
  }

  // Text and fields drawn over each other, within one layer (the page, a bar, the open modal):
  // what scrolls under a fixed bar is the floating check's concern (floating.ts).
  // Only the part in sight counts: what a scrolling box holds beyond its edge is not drawn there.
  const inSight = (owner, box) => {
    let { left, right, top, bottom } = box;
    for (let at = owner; at && at !== document.body; at = at.parentElement) {
      const { overflowX, overflowY } = style(at);
      if (!clips(overflowX) && !clips(overflowY)) continue;
      const edge = at.getBoundingClientRect();
      if (clips(overflowX)) [left, right] = [Math.max(left, edge.left), Math.min(right, edge.right)];
      if (clips(overflowY)) [top, bottom] = [Math.max(top, edge.top), Math.min(bottom, edge.bottom)];
    }
    return right > left && bottom > top ? { left, right, top, bottom, height: bottom - top } : null;
  };
  const items = texts.flatMap(({ owner, lines, root }) => lines.map((line) => ({ owner, box: inSight(owner, line), root })));
  for (const field of scope.querySelectorAll('input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), select, textarea')) {
    if (!shown(field) || hiddenOnPurpose(field)) continue;
    items.push({ owner: field, box: inSight(field, field.getBoundingClientRect()), root: floatingRoot(field) });
  }
  const drawn = items.filter((item) => item.box);
  const reported = new Set();
  for (let first = 0; first < drawn.length; first += 1) {
    for (let second = first + 1; second < drawn.length; second += 1) {
      const a = drawn[first];
      const b = drawn[second];
      if (a.root !== b.root || a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
      const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      // Lines' boxes hold the font's full height: neighbouring lines may touch, not cross.
      if (across <= 2 || down <= 0.4 * Math.min(a.box.height, b.box.height)) continue;
      const pair = named(a.owner) + ' and ' + named(b.owner);
      if (!reported.has(pair)) problems.push('drawn over each other: ' + pair);
      reported.add(pair);
    }
  }
  return problems;
})()`;

/** The problems of the screen as it stands at this moment, in the page's own words. */
export async function fitProblems(page: Page): Promise<string[]> {
  return (await page.evaluate(SCRIPT)) as string[];
}

/**
 * The words among `texts` that are not whole: broken across lines (as a column too narrow for them
 * breaks them letter by letter) or, given `within`, reaching outside the nearest box matching that
 * selector. Words are told apart by the language's own word breaker (Thai and Lao write no spaces
 * between them). Each is named 'text: word'.
 */
export async function wordsNotWhole(texts: Locator, language: string, within?: string): Promise<string[]> {
  return texts.evaluateAll(
    (elements, [words, boxSelector]) =>
      elements.flatMap((element) => {
        const node = element.firstChild;
        if (!node || node.nodeType !== Node.TEXT_NODE) return [];
        const text = node.textContent ?? '';
        const box = boxSelector ? element.closest(boxSelector)?.getBoundingClientRect() : undefined;
        const found: string[] = [];
        for (const { segment, index, isWordLike } of new Intl.Segmenter(words, { granularity: 'word' }).segment(text)) {
          if (!isWordLike) continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + segment.length);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
          const outside = box && rects.some((rect) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5);
          if (lines > 1 || outside) found.push(`${text}: ${segment}`);
        }
        return found;
      }),
    [language, within] as const,
  );
}

/**
 * The runs between spaces, among the texts of `cells`, that are broken across lines ('cell: run').
 * For short labels, where a break belongs only at a space: a language's word breaker cannot judge
 * Lao here, as ICU's dictionary itself splits the loanwords the app writes ('ໂບ|ນັດ', 'ສະ|ລິບ').
 */
export async function runsBroken(cells: Locator): Promise<string[]> {
  return cells.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const run of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, run.index);
          range.setEnd(node, run.index + run[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(`${(element.textContent ?? '').trim()}: ${run[0]}`);
        }
      }
      return found;
    }),
  );
}
