// The browser tests grouped by what they exercise, so that `npm run affected` runs only the groups
// a change can break. nx-groups-plugin.mjs makes each group an Nx project per build
// (`e2e-<group>-<build>`) whose inputs are the folders below: Nx's affected logic then selects a
// group when one of them changes. Every group also reads what all screens stand on (SHARED) and
// its build (BUILD_FILES); a feature group reads its feature library besides, so a change in one
// feature runs that feature's tests and the journey, never the other features' or the walks.
// Library and shared paths are relative to the workspace; `tests` to this app's src/ (a folder ends
// in '/'): the group runs those files and reads them.

/** What every screen stands on: a change here runs every group. */
export const SHARED = [
  ...['ui', 'api', 'api-texts', 'domain', 'i18n', 'config', 'shell'].map((lib) => `libs/${lib}/**/*`),
  'apps/wallet-e2e/src/support/**/*',
  'apps/wallet-e2e/playwright.config.ts',
  'apps/wallet-e2e/browser-groups.mjs',
  'apps/wallet-e2e/nx-groups-plugin.mjs',
  // The stand-in API and the servers the tests start.
  'tools/stub-api/**/*',
  'tools/scripts/serve-builds.mjs',
  'tools/scripts/sites.mjs',
  'tools/scripts/processes.mjs',
  'package-lock.json',
];

/** What one build is made of besides the libraries (a change here runs every group of that build). */
export const BUILD_FILES = (build) => [`apps/wallet-${build}/**/*`, `.env.${build}`, 'apps/shared-public/**/*', 'tools/vite/**/*'];

const FEATURES = ['feature-spin', 'feature-wallet', 'feature-account', 'feature-auth', 'feature-bonus', 'feature-chat'];

/**
 * Each group: its test files, the libraries it exercises beyond SHARED, the stand it runs on (its
 * Playwright project in each build: `default` th or la, `spec` spec-th or spec-la, `engines`
 * engines-th or engines-la, `field` field-th or field-la).
 */
export const GROUPS = {
  spin: { tests: ['spin-wheel.e2e.ts', 'spin-prize.e2e.ts'], libs: ['feature-spin'] },
  wallet: { tests: ['home.e2e.ts', 'deposit.e2e.ts', 'deposit-arrival.e2e.ts', 'qr-save.e2e.ts', 'demo-qr.e2e.ts', 'big-figures.e2e.ts'], libs: ['feature-wallet'] },
  account: { tests: ['account.e2e.ts', 'statement-dates.e2e.ts', 'statement-tools.e2e.ts'], libs: ['feature-account'] },
  auth: { tests: ['public-area.e2e.ts', 'public-wizard.e2e.ts'], libs: ['feature-auth'] },
  bonus: { tests: ['bonus.e2e.ts'], libs: ['feature-bonus'] },
  chat: { tests: ['chat.e2e.ts'], libs: ['feature-chat'] },
  // One short member journey per build, after a change in any feature: log in, every feature's
  // screen from the menu and home, log out.
  journey: { tests: ['member-journey.e2e.ts'], libs: FEATURES },
  // The cross-cutting walks: every screen, or the frame around them.
  shell: { tests: ['shell.e2e.ts', 'foundation.e2e.ts', 'install-entry.e2e.ts', 'bottom-menu-fit.e2e.ts'] },
  session: { tests: ['session.e2e.ts'] },
  accessibility: { tests: ['accessibility.e2e.ts', 'keyboard-walk.e2e.ts'] },
  hostile: {
    tests: ['hostile-content.e2e.ts', 'broken-actions.e2e.ts', 'broken-answers.e2e.ts', 'broken-money.e2e.ts', 'server-answers.e2e.ts', 'odd-answers.e2e.ts', 'stored-state.e2e.ts'],
  },
  offline: { tests: ['load-offline.e2e.ts', 'offline-session.e2e.ts', 'installable-app.e2e.ts'] },
  'first-hour': { tests: ['first-hour.e2e.ts'] },
  spec: { tests: ['spec-backend/'], stand: 'spec' },
  engines: { tests: ['engines/'], stand: 'engines' },
  // Builds made with field reports on (issue 39): the reports a member's page view sends.
  'field-reports': { tests: ['field-reports/'], stand: 'field' },
};

export const BUILDS = ['th', 'la'];
