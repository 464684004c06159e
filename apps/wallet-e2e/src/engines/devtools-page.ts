// The primitives of an engine driven through a page object of the DevTools family (playwright-core
// for Chromium, puppeteer-core for Firefox): both open, evaluate, press, type and screenshot alike;
// only choosing an option is named differently, so each adapter gives that one.
import { driverOf, type Driver, type EngineName } from './driver';

interface ElementLike {
  click(): Promise<unknown>;
  type(text: string): Promise<unknown>;
}

interface PageLike {
  goto(url: string): Promise<unknown>;
  evaluateHandle(expression: string): Promise<{ asElement(): unknown; dispose(): Promise<void> }>;
  evaluate(expression: string): Promise<unknown>;
  screenshot(options: { path: `${string}.png` }): Promise<unknown>;
}

export function devtoolsDriver<E extends ElementLike>(
  engine: EngineName,
  page: PageLike,
  { choose, close }: { choose: (element: E, value: string) => Promise<unknown>; close: () => Promise<void> },
): Driver {
  return driverOf<E>({
    engine,
    open: async (url) => {
      await page.goto(url);
    },
    element: async (expression) => {
      const handle = await page.evaluateHandle(expression);
      const element = handle.asElement() as E | null;
      if (!element) await handle.dispose();
      return element;
    },
    value: async <T>(expression: string) => (await page.evaluate(expression)) as T,
    click: async (element) => {
      await element.click();
    },
    type: async (element, text) => {
      await element.type(text);
    },
    choose: async (element, value) => {
      await choose(element, value);
    },
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
    close,
  });
}
