// The installable app (issue 19), with vite-plugin-pwa: a web manifest in the region's language
// and a Workbox service worker (generateSW) that precaches the app shell and its static files, so
// the app starts offline and from a home screen. It never caches an API answer: /api, the chat
// socket and /version.json always go to the network. The worker waits for the member's consent
// before it takes over (registerType 'prompt'); the app registers it itself once the page has
// loaded (libs/shell/src/update-slot.tsx). The plugin's manifest link is taken out of index.html:
// the page links the manifest itself with the worker (libs/shell/src/install-app/web-manifest.ts),
// so the manifest and the icon it names are not fetched beside home's first screen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { REGION_PRESETS, type Locale, type RegionCode } from '../../libs/config/src/region-config';
import { darkTheme } from '../../libs/ui/src/theme';

export const MANIFEST_FILE = 'manifest.webmanifest';
export const SERVICE_WORKER_FILE = 'sw.js';

/** What fits under an icon on a home screen, in each build's language. */
const SHORT_NAMES: Record<Locale, string> = { th: 'กระเป๋าเงิน', lo: 'ກະເປົາເງິນ', en: 'Wallet' };

/** The icons tools/scripts/app-icons.mjs draws from the favicon (apps/shared-public/icons). */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The manifest of a regional build: the app's name as its default language writes it (the same
 * text the top bar shows), opening on the member area, in the member area's navy; the icons carry
 * the gold.
 */
export function webAppManifest(workspaceRoot: string, mode: string): Partial<ManifestOptions> {
  const { defaultLocale } = REGION_PRESETS[mode as RegionCode];
  const common = JSON.parse(readFileSync(path.join(workspaceRoot, 'libs/i18n/src/locales', defaultLocale, 'common.json'), 'utf8'));
  return {
    id: '/',
    name: common.app.name,
    short_name: SHORT_NAMES[defaultLocale],
    lang: defaultLocale,
    dir: 'ltr',
    start_url: '/user',
    scope: '/',
    display: 'standalone',
    theme_color: darkTheme.color.background,
    background_color: darkTheme.color.background,
    icons: MANIFEST_ICONS,
  };
}

/** Addresses a navigation must reach on the server, never the cached app page. */
export const NAVIGATE_FALLBACK_DENYLIST = [/^\/api\//, /^\/socket\.io\//, /^\/version\.json$/, /^\/howto\//, /^\/robots\.txt$/];

/** The link vite-plugin-pwa writes into index.html. */
const MANIFEST_LINK = `<link rel="manifest" href="/${MANIFEST_FILE}">`;

/** Takes the plugin's manifest link out of the page; a build whose page has none stops here. */
function manifestLinkedByThePage(): Plugin {
  return {
    name: 'wallet:manifest-linked-by-the-page',
    apply: 'build',
    // After vite-plugin-pwa's own transform, a 'post' plugin too, listed before this one.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(MANIFEST_LINK)) throw new Error(`wallet:manifest-linked-by-the-page: index.html has no manifest link to take out`);
        return html.replace(MANIFEST_LINK, '');
      },
    },
  };
}

export function installableApp(workspaceRoot: string, mode: string): Plugin[] {
  return [...VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    filename: SERVICE_WORKER_FILE,
    manifestFilename: MANIFEST_FILE,
    manifest: webAppManifest(workspaceRoot, mode),
    // The glob below takes the icons already.
    includeManifestIcons: false,
    workbox: {
      // The app shell: every built script, style and page, the font subsets, the icons. Not the
      // how-to videos (large, and watched online), not version.json.
      globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
      globIgnores: ['howto/**', '.vite/**'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
      // Nothing is cached at run time: an API answer always comes from the server.
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // The first worker takes the open page at once (offline from the first visit); a later one
      // waits for the member's consent (libs/shell/src/app-updates).
      clientsClaim: true,
      skipWaiting: false,
      // One file to serve uncached, with no Workbox runtime file beside it.
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  }), manifestLinkedByThePage()];
}
