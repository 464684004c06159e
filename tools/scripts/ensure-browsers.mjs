// Runs before `npm test`: the browser tests need Debian's Chromium. Installs it with apt-get when
// it is missing (as root, or through passwordless sudo), so a fresh machine needs no manual step.
import { existsSync } from 'node:fs';
import { run } from './processes.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const asRoot = process.getuid?.() === 0;
const env = { DEBIAN_FRONTEND: 'noninteractive' };
const apt = (...args) => (asRoot ? run('apt-get', args, { env }) : run('sudo', ['-n', 'apt-get', ...args], { env }));
console.log(`Chromium is missing at ${chromium}; installing Debian's chromium package...`);
const code = (await apt('update', '-qq')) || (await apt('install', '-y', '-qq', 'chromium'));
if (code !== 0 || !existsSync(chromium)) {
  console.error('Could not install Chromium. Install it by hand (apt-get install -y chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
