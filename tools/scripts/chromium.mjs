// The Chromium every tool drives (the browser tests, the release smoke test, Lighthouse, the size
// gate, the screenshot, icon and frame-time scripts): Debian's unless CHROMIUM_PATH names another.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags for headless Chromium as root on a machine without internet access: nothing phones home
// (updates, sync, first-run pages) to slow or disturb a measurement.
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
