// The browser tests: Playwright Test in Debian's Chromium (Playwright's own browser downloads are
// not reachable here), against the production builds in dist/ (the e2e target builds them first),
// each behind its own stand-in API.
//   npx playwright test -c apps/wallet-e2e                     every project
//   npx playwright test -c apps/wallet-e2e --project=la deposit  the Laos build's deposit tests
// Projects: a build (th, la) on a stand (tools/scripts/sites.mjs): the default stand-in, the
// spec-only one (spec-th, spec-la: src/spec-backend/) or the other engines' own (engines-th,
// engines-la: WebKit and Firefox, src/engines/). Only the servers of the projects asked for start.
import { defineConfig, type Project } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@wallet/tools/chromium';
import { buildServers } from '@wallet/tools/serve-builds';
import type { Region, Stand } from '@wallet/tools/sites';
import { PHONE_VIEWPORT, TEST_CONTEXT } from './src/support/browser';
import type { BuildOptions } from './src/support/test';

const workspace = path.resolve(__dirname, '../..');

/**
 * One build on one stand. A project's tests run one at a time (`workers: 1`): they share its
 * stand-in, and some arrange faults on it or reset its data. Projects run side by side.
 */
function project(name: string, build: Region, stand: Stand, files: Partial<Project>): Project<BuildOptions> {
  // A test meant for one build is tagged with it (`{ tag: '@la' }`) and left out of the other's project.
  const otherBuild = build === 'th' ? /@la\b/ : /@th\b/;
  return { name, use: { build, stand }, workers: 1, grepInvert: otherBuild, ...files };
}

// Matched against each file's absolute path: the Chromium tests are the ones directly in src/.
const CHROMIUM_TESTS = { testMatch: /\/src\/[^/]+\.e2e\.ts$/ };
const PROJECTS = [
  project('th', 'th', 'default', CHROMIUM_TESTS),
  project('la', 'la', 'default', CHROMIUM_TESTS),
  project('spec-th', 'th', 'spec', { testMatch: /\/src\/spec-backend\/[^/]+\.e2e\.ts$/ }),
  project('spec-la', 'la', 'spec', { testMatch: /\/src\/spec-backend\/[^/]+\.e2e\.ts$/ }),
  project('engines-th', 'th', 'engines', { testMatch: /\/src\/engines\/[^/]+\.e2e\.ts$/ }),
  project('engines-la', 'la', 'engines', { testMatch: /\/src\/engines\/[^/]+\.e2e\.ts$/ }),
  project('field-th', 'th', 'field', { testMatch: /\/src\/field-reports\/[^/]+\.e2e\.ts$/ }),
  project('field-la', 'la', 'field', { testMatch: /\/src\/field-reports\/[^/]+\.e2e\.ts$/ }),
];

/** The projects named by --project on the command line (every project when none is). */
function projectsAsked(): Project<BuildOptions>[] {
  const argv = process.argv;
  const named = argv.flatMap((arg, index) => (arg === '--project' ? [argv[index + 1]] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : []));
  return named.length ? PROJECTS.filter((each) => named.includes(each.name ?? '')) : PROJECTS;
}

const servers = [...new Map(projectsAsked().flatMap(({ use }) => buildServers(use?.build ?? 'th', use?.stand ?? 'default')).map((server) => [server.name, server])).values()];

export default defineConfig<BuildOptions>({
  testDir: './src',
  outputDir: '../../tmp/e2e/results',
  reporter: [['list'], ['html', { outputFolder: '../../tmp/e2e/report', open: 'never' }], ['json', { outputFile: '../../tmp/e2e/results.json' }]],
  workers: os.availableParallelism(),
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A test walks a member's way through several screens; on a loaded 2-core machine some take minutes.
  timeout: 300_000,
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    ...TEST_CONTEXT,
    viewport: PHONE_VIEWPORT,
    // As playwright-core alone waits (the helpers were written to it): 30 s for an action or a page.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed test keeps its trace (DOM snapshots, network, console) and a screenshot of its end.
    // The trace records every test to keep the failed ones; without its screencast frames it costs
    // about a tenth of a run instead of a fifth.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: PROJECTS,
  // Servers of their own, never reused: a port already taken stops the run at once, naming it.
  webServer: servers.map((server) => ({
    name: server.name,
    command: [server.command, ...server.args].join(' '),
    cwd: workspace,
    env: server.env,
    url: server.readyUrl,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: process.env.E2E_VERBOSE ? 'pipe' : 'ignore',
    stderr: process.env.E2E_VERBOSE ? 'pipe' : 'ignore',
  })),
});
