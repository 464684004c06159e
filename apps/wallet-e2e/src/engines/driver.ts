// The small driver the member journey is written against (journey.ts), and the waiting it shares
// across engines. Each engine's adapter (webkit.ts, firefox.ts, chromium.ts) supplies only the
// primitives below; every wait here is for what a member would see, never for a fixed time.
import { findInPage, pageTarget, type Name, type Target } from './find-in-page';

export type { Name, Target };

export type EngineName = 'webkit' | 'firefox' | 'chromium';

/** A member's phone: the size every screen is designed at (as support/browser.ts's PHONE_VIEWPORT). */
export const PHONE = { width: 390, height: 844 };

/** How long a step may take to show what it should: the machine is shared, and the wheel turns for seconds. */
const STEP_TIMEOUT_MS = 30_000;
const POLL_MS = 100;

/** What each engine's adapter does; `E` is its element handle. */
export interface EnginePrimitives<E> {
  readonly engine: EngineName;
  /** Opens an address and waits for its load. */
  open(url: string): Promise<void>;
  /** Runs `expression` (JavaScript) in the page and answers the element it evaluates to, or null. */
  element(expression: string): Promise<E | null>;
  /** Runs `expression` in the page and answers its value (JSON). */
  value<T>(expression: string): Promise<T>;
  /** A real press on the element (the engine's own input events). */
  click(element: E): Promise<void>;
  /** Real key presses into the element, which has focus and is empty. */
  type(element: E, text: string): Promise<void>;
  /** Chooses the option of a select element whose value is `value`, as a member picks it. */
  choose(element: E, value: string): Promise<void>;
  /** The page's visible area as a PNG. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The journey's driver: find, act, wait for what shows, screenshot. */
export interface Driver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  /** Waits until the target shows, is enabled, uncovered and still, then presses it. */
  click(target: Target): Promise<void>;
  /** Waits until the field shows, types `text` into it, and waits until the field reads it. */
  type(target: Target, text: string): Promise<void>;
  /** Waits until the select shows, then picks the option of `value`. */
  choose(target: Target, value: string): Promise<void>;
  /** Waits until the target shows; answers its text. */
  waitFor(target: Target): Promise<string>;
  /** Waits until `text` shows (inside `within` if given); answers the text of the element showing it. */
  waitForText(text: Name, within?: Target): Promise<string>;
  /**
   * From now on, notes every text the page adds, so one that shows only briefly (a toast of 3 s)
   * is seen even when the engine's driver, slow on a loaded machine, looks less often than that.
   */
  noteTexts(): Promise<void>;
  /** Waits until a text the page added since noteTexts contains `text` (or matches it), whether it still shows or not. */
  waitForNoted(text: Name): Promise<void>;
  /** Waits until the target no longer shows. */
  waitForGone(target: Target): Promise<void>;
  /** Runs a JavaScript expression in the page and answers its value. */
  evaluate<T>(expression: string): Promise<T>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The page expression finding `target` (findInPage, with the helper its compiled form may call). */
function findExpression(target: Target): string {
  return `(() => { const __name = (fn) => fn; return (${findInPage.toString()})(${JSON.stringify(pageTarget(target))}); })()`;
}

const describe = (target: Target): string => {
  const own = target.role ? `${target.role} '${String(target.name ?? '')}'` : target.label ? `field '${target.label}'` : `text '${String(target.text)}'`;
  return target.within ? `${own} in ${describe(target.within)}` : own;
};

export function driverOf<E>(engine: EnginePrimitives<E>): Driver {
  const pageText = () => engine.value<string>('document.body.innerText').catch(() => '(unreadable)');
  /** Polls until `check` answers something; fails naming what was awaited and what the page showed. */
  async function until<T>(what: string, check: () => Promise<T | null>): Promise<T> {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    for (;;) {
      const found = await check();
      if (found !== null) return found;
      if (Date.now() > deadline) throw new Error(`${engine.engine}: waited ${STEP_TIMEOUT_MS / 1000} s for ${what}; the page shows:\n${(await pageText()).slice(0, 1500)}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  const shown = (target: Target) => until(describe(target), () => engine.element(findExpression(target)));
  /**
   * Waits until the target can take a press as a member's finger would: shown, enabled, on screen,
   * not under something else, and still (the same element in the same place on two looks: a sheet
   * sliding in moves its buttons, a screen drawn again replaces them) and no longer animated.
   */
  const actionable = async (target: Target) => {
    const where = `(() => {
      const found = ${findExpression(target)};
      const seen = window.__journeyTarget;
      window.__journeyTarget = found;
      if (!found || found !== seen || found.closest('[disabled], [aria-disabled="true"]')) return null;
      // A sheet still sliding in: an engine that draws no frame between two looks (a loaded
      // machine) reads the same box twice, and the press lands where the button no longer is.
      const moving = document.getAnimations().some((animation) => animation.playState === 'running'
        && animation.effect.getComputedTiming().endTime !== Infinity
        && animation.effect.target instanceof Element && animation.effect.target.contains(found));
      if (moving) return null;
      let box = found.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) {
        found.scrollIntoView({ block: 'center' });
        box = found.getBoundingClientRect();
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit && (hit === found || found.contains(hit) || (found.labels && [...found.labels].some((label) => label.contains(hit)))) ? [box.left, box.top, box.width, box.height].join() : null;
    })()`;
    let last: string | null = null;
    return until(`${describe(target)} to take a press`, async () => {
      const box = await engine.value<string | null>(where);
      const still = box !== null && box === last;
      last = box;
      return still ? engine.element('window.__journeyTarget') : null;
    });
  };
  const textOf = (target: Target) => engine.value<string>(`(() => { const found = ${findExpression(target)}; return found ? found.innerText : ''; })()`);

  return {
    engine: engine.engine,
    goto: (url) => engine.open(url),
    click: async (target) => engine.click(await actionable(target)),
    type: async (target, text) => {
      await engine.type(await actionable(target), text);
      // Done when the field shows what was typed (some engines answer before the last key lands).
      const expression = `(() => { const found = ${findExpression(target)}; return !!found && found.value === ${JSON.stringify(text)}; })()`;
      await until(`${describe(target)} to read '${text}'`, async () => ((await engine.value<boolean>(expression)) ? true : null));
    },
    choose: async (target, value) => engine.choose(await actionable(target), value),
    waitFor: async (target) => {
      await shown(target);
      return textOf(target);
    },
    waitForText: async (text, within) => {
      const target = { text, within };
      await shown(target);
      return textOf(target);
    },
    noteTexts: async () => {
      await engine.value<boolean>(`(() => {
        const noted = (window.__notedTexts = []);
        new MutationObserver((changes) => {
          for (const change of changes) {
            if (change.type === 'characterData') noted.push(change.target.data);
            for (const added of change.addedNodes) noted.push(added.textContent || '');
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
        return true;
      })()`);
    },
    waitForNoted: async (text) => {
      const matches = typeof text === 'string' ? `noted.includes(${JSON.stringify(text)})` : `new RegExp(${JSON.stringify(text.source)}, ${JSON.stringify(text.flags)}).test(noted)`;
      const expression = `(window.__notedTexts || []).some((noted) => ${matches})`;
      await until(`text '${String(text)}' to show`, async () => ((await engine.value<boolean>(expression)) ? true : null));
    },
    waitForGone: async (target) => {
      await until(`${describe(target)} gone`, async () => ((await engine.value<boolean>(`!!${findExpression(target)}`)) ? null : true));
    },
    evaluate: (expression) => engine.value(expression),
    screenshot: async (file) => {
      // As the member sees it once it settles: the page's fonts in (a face loads when text first
      // needs it), and no sheet, toast or wheel still moving (endless ones, such as a spinner, aside).
      const settled = `document.fonts.status === 'loaded' && document.getAnimations().every((each) => each.playState !== 'running' || each.effect.getTiming().iterations === Infinity)`;
      await until('the page to settle', async () => ((await engine.value<boolean>(settled)) ? true : null));
      await engine.screenshot(file);
    },
    close: () => engine.close(),
  };
}
