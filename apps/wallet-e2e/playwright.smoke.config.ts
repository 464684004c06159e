// The release smoke tests (src/release/): one release artefact behind Debian's nginx, in Debian's
// Chromium. tools/release/smoke.mjs serves the artefact and runs this config with the addresses in
// SMOKE_* variables (each app's `smoke` target: `npx nx run wallet-la:smoke`).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@wallet/tools/chromium';
import { PHONE_VIEWPORT } from './src/support/browser';

export default defineConfig({
  testDir: './src/release',
  testMatch: /\.smoke\.ts$/,
  outputDir: `../../tmp/smoke/${process.env.SMOKE_REGION ?? 'release'}/results`,
  reporter: [['list']],
  // One artefact, one nginx: its tests run one after another.
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: PHONE_VIEWPORT,
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
