// Runs before `npm test`: the browser tests need Debian's Chromium, and the member journey in the
// engines members use (apps/wallet-e2e/src/engines) needs Firefox ESR and WebKitGTK's WebDriver
// with a virtual display. Installs whatever is missing with one apt-get (as root, or through
// passwordless sudo), so a fresh machine needs no manual step.
import { existsSync } from 'node:fs';
import { BROWSERS } from './browsers.mjs';
import { run } from './processes.mjs';

const missing = BROWSERS.filter((browser) => !existsSync(browser.path));
if (missing.length === 0) process.exit(0);

const packages = [...new Set(missing.map((browser) => browser.pkg))];
const asRoot = process.getuid?.() === 0;
const env = { DEBIAN_FRONTEND: 'noninteractive' };
const apt = (...args) => (asRoot ? run('apt-get', args, { env }) : run('sudo', ['-n', 'apt-get', ...args], { env }));
console.log(`Missing ${missing.map((browser) => `${browser.name} (${browser.path})`).join(', ')}; installing Debian's ${packages.join(', ')}...`);
const code = (await apt('update', '-qq')) || (await apt('install', '-y', '-qq', ...packages));
const still = BROWSERS.filter((browser) => !existsSync(browser.path));
if (code !== 0 || still.length) {
  console.error(`Could not install ${packages.join(', ')}. Install them by hand (apt-get install -y ${packages.join(' ')}), or set CHROMIUM_PATH / FIREFOX_PATH.`);
  process.exit(1);
}
