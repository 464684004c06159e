// The browsers the test suite drives: where each must be, and the Debian package that brings it
// (installed by ensure-browsers.mjs before `npm test`).
import { CHROMIUM_PATH } from './chromium.mjs';

export const BROWSERS = [
  { name: 'Chromium', path: CHROMIUM_PATH, pkg: 'chromium' },
  { name: 'Firefox ESR', path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  { name: 'WebKitWebDriver', path: '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  { name: "WebKitGTK's MiniBrowser", path: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', pkg: 'webkit2gtk-driver' },
  { name: 'xvfb-run', path: '/usr/bin/xvfb-run', pkg: 'xvfb' },
];
