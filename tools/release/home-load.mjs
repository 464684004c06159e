// Two readings of /user/home's load for the Lighthouse gate, each in a page of its own:
// - how often React draws home's game cards: a figure that does not move with the machine (issue
//   27: no card drawn again when an unrelated answer arrives). A stand-in for React's devtools hook
//   is installed before the page's scripts run; React hands it every commit, and the count walks
//   only the part of the tree each commit redrew;
// - its long tasks at a fixed 4x CPU slowdown (Chromium's own throttling, as Lighthouse's mobile
//   run assumes): how many, the longest, and the time they block beyond 50 ms each.

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

/** Installed in the page before the app: keeps every long task the page runs (buffered from the start). */
const KEEP_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
})()`;

/** How long home may take to settle (every call answered, nothing more drawn) on a loaded machine. */
const SETTLE_MS = 30_000;
/** Lighthouse's mobile run's CPU slowdown, for the long tasks. */
export const CPU_SLOWDOWN = 4;

/**
 * Loads `url` (/user/home) in a new page of `browser` (puppeteer) with the member's `token`
 * stored and `script` run before the app's, waits until the network is idle with the cards on
 * screen, and resolves with what `read` returns from the page.
 */
async function loadHome(browser, url, token, { script, cpuSlowdown = 1, read }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844 });
    if (cpuSlowdown > 1) await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.evaluateOnNewDocument((value) => {
      window.localStorage.setItem('wallet.token', value);
      window.localStorage.setItem('wallet.agreement', 'read earlier');
    }, token);
    await page.evaluateOnNewDocument(script);
    await page.goto(url, { waitUntil: 'networkidle0', timeout: SETTLE_MS * cpuSlowdown });
    await page.waitForSelector('[data-rail-item]', { timeout: SETTLE_MS });
    return await read(page);
  } finally {
    await context.close();
  }
}

/** How many cards home shows and how often React drew them, with the commits and component renders of the whole load. */
export function countHomeRenders(browser, url, token) {
  return loadHome(browser, url, token, {
    script: COUNT_RENDERS,
    read: async (page) => ({ cards: await page.$$eval('[data-rail-item]', (found) => found.length), ...(await page.evaluate(() => window.__homeRenders)) }),
  });
}

/** Home's long tasks at CPU_SLOWDOWN: how many, the longest and the blocking time (ms beyond 50 each), whole ms. */
export async function homeLongTasks(browser, url, token) {
  const durations = await loadHome(browser, url, token, { script: KEEP_LONG_TASKS, cpuSlowdown: CPU_SLOWDOWN, read: (page) => page.evaluate(() => window.__longTasks) });
  return {
    count: durations.length,
    longestMs: Math.round(Math.max(0, ...durations)),
    blockingMs: Math.round(durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
  };
}
