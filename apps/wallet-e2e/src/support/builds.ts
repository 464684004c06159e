// The builds under test, as this test worker reaches them. A Playwright worker runs the tests of
// one project only, and the project names its stand (playwright.config.ts): the worker fixture in
// test.ts sets it here before any test runs, so every helper's `BUILDS[build]` reaches the servers
// of the project under test.
import { sitesOf, stubUrl, type Region, type Site, type Stand } from '@wallet/tools/sites';

export { stubUrl };
export type { Site, Stand };

let stand: Stand = 'default';

/** Called once per worker, before its tests: the stand its project runs against. */
export function useStand(chosen: Stand): void {
  stand = chosen;
}

/** Each build's addresses on this worker's stand. */
export const BUILDS: Readonly<Record<Region, Site>> = {
  get th() {
    return sitesOf(stand).th;
  },
  get la() {
    return sitesOf(stand).la;
  },
};

/** Each build in its own language. */
export const BUILD_LANGUAGE = { th: 'th', la: 'lo' } as const satisfies Record<Region, 'th' | 'lo'>;
