// The site's icon is written into index.html as a data address: linked as a file, the browser
// fetched it beside /login's first screen, one more request before its largest paint (75 ms in
// Lighthouse's simulation). The file stays in the public folder: the app icons are drawn from it
// (tools/scripts/app-icons.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ICON_LINK_ADDRESS = 'href="/favicon.svg"';

/** index.html's icon link with the icon itself in place of its address; a page without it stops the build. */
export function inlineFavicon(publicDir: string): Plugin {
  const icon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim();
  const dataAddress = `data:image/svg+xml,${encodeURIComponent(icon)}`;
  return {
    name: 'wallet:inline-favicon',
    transformIndexHtml(html) {
      if (!html.includes(ICON_LINK_ADDRESS)) throw new Error('wallet:inline-favicon: index.html links no /favicon.svg');
      return html.replace(ICON_LINK_ADDRESS, `href="${dataAddress}"`);
    },
  };
}
