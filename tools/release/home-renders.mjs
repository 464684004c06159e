// How often React draws home's game cards while /user/home loads: a figure that does not move with
// the machine, so the Lighthouse gate can hold it (issue 27: no card drawn again when an unrelated
// answer arrives). A stand-in for React's devtools hook is installed before the page's scripts run;
// React hands it every commit, and the count walks only the part of the tree each commit redrew.

/** Installed in the page before the app: counts commits, component renders and card renders. */
const COUNT_RENDERS = `(() => {
  const counts = { commits: 0, renders: 0, cardRenders: 0 };
  window.__homeRenders = counts;
  // A card is the button each rail draws per game (game-card.tsx marks it data-rail-item).
  const isCard = (fiber) => typeof fiber.type === 'string' && fiber.memoizedProps && fiber.memoizedProps['data-rail-item'] !== undefined;
  // A fiber whose child list is its previous one was skipped whole (bailed out) in this commit.
  const walk = (parent) => {
    if (parent.alternate && parent.child === parent.alternate.child) return;
    for (let fiber = parent.child; fiber; fiber = fiber.sibling) {
      const fresh = !fiber.alternate || fiber.memoizedProps !== fiber.alternate.memoizedProps;
      // PerformedWork (flag 1): a function or class component that ran in this commit.
      if (typeof fiber.type !== 'string' && fiber.type && fiber.flags & 1) counts.renders += 1;
      if (isCard(fiber) && fresh) counts.cardRenders += 1;
      walk(fiber);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      counts.commits += 1;
      walk(root.current);
    },
  };
})()`;

/** How long home may take to settle (every call answered, nothing more drawn) on a loaded machine. */
const SETTLE_MS = 30_000;

/**
 * Loads `url` (/user/home) in a new page of `browser` (puppeteer) with the member's `token`
 * stored, waits until the network is idle with the cards on screen, and says how many cards there
 * are and how often React drew them, with the commits and component renders of the whole load.
 */
export async function countHomeRenders(browser, url, token) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.evaluateOnNewDocument((value) => {
      window.localStorage.setItem('wallet.token', value);
      window.localStorage.setItem('wallet.agreement', 'read earlier');
    }, token);
    await page.evaluateOnNewDocument(COUNT_RENDERS);
    await page.goto(url, { waitUntil: 'networkidle0', timeout: SETTLE_MS });
    await page.waitForSelector('[data-rail-item]', { timeout: SETTLE_MS });
    const cards = await page.$$eval('[data-rail-item]', (found) => found.length);
    const counts = await page.evaluate(() => window.__homeRenders);
    return { cards, ...counts };
  } finally {
    await context.close();
  }
}
