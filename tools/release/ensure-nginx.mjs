// Installs Debian's nginx with its brotli modules when they are missing. `npm test` runs it before
// the release checks, which then run side by side and would otherwise each start apt-get at once.
import { ensureNginx } from './serve-release.mjs';

await ensureNginx();
