// The browser tests' `test`: Playwright Test's, with what the spec files share. Each project of
// playwright.config.ts names a build and the stand it runs against; a test takes `build` and
// reaches that build's servers through BUILDS (builds.ts). Contexts a test opens are closed after
// it, even when it failed (Playwright has kept the trace and a screenshot by then).
import { test as base } from '@playwright/test';
import type { Build } from './browser';
import { useStand, type Stand } from './builds';
import { clearFaults } from './faults';
import { newMember, type Member } from './member';
import { stubDev } from './stub';

/** A project's options (playwright.config.ts). */
export interface BuildOptions {
  build: Build;
  stand: Stand;
}

/** What a test undoes on its build's stand-in afterwards, whether it passed or not. */
export interface Undo {
  /** The faults it arranged (POST /__dev/fault) are cleared. */
  faults(): void;
  /** The stand-in's data goes back to its fixture (a hostile fixture, changed demo flags). */
  data(): void;
}

interface TestFixtures {
  undo: Undo;
  /** A member registered for this test (support/member.ts), logged in through the API. */
  member: Member;
  closeContexts: void;
}

interface WorkerFixtures extends BuildOptions {
  standInUse: void;
}

/** The project's build and stand alone: for tests that drive no Chromium (the other engines'). */
export const buildTest = base.extend<object, WorkerFixtures>({
  build: ['th', { scope: 'worker', option: true }],
  stand: ['default', { scope: 'worker', option: true }],
  standInUse: [
    async ({ stand }, use) => {
      useStand(stand);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

export const test = buildTest.extend<TestFixtures>({
  undo: async ({ build }, use) => {
    const asked = { faults: false, data: false };
    await use({ faults: () => void (asked.faults = true), data: () => void (asked.data = true) });
    if (asked.faults) await clearFaults(build);
    if (asked.data) await stubDev(build, 'reset', {});
  },
  member: async ({ build }, use) => {
    await use(await newMember(build));
  },
  closeContexts: [
    async ({ browser }, use) => {
      await use();
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
