// The one Vite config both regional apps share: they differ only in mode (th / la), which picks
// the root .env.<mode> file, and in the ports they serve on.
import react from '@vitejs/plugin-react';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, type UserConfig } from 'vite';
import { addressesOf, securityHeaders } from '../release/security-headers.mjs';
import { versionFile } from './app-version.mts';
import { walletCodeSplitting } from './chunks.mts';
import { firstCalls } from './first-calls.mts';
import { inlineFavicon } from './inline-favicon.mts';
import { walletFonts } from './fonts.mts';
import { installableApp } from './installable-app.mts';
import { preloadDefaultTexts } from './preload-texts.mts';
import { REGION_PRESETS, type RegionCode } from '../../libs/config/src/region-config';
import { productionBuilds } from './production-builds.mts';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The backend the dev and preview servers send /api and the chat socket to: the stand-in API by
 * default (`npm start` sets it to the build's own stand-in), or an operator's backend
 * (WALLET_BACKEND_URL=https://backend.example npm start, or vite preview; see the README).
 */
export const backendUrl = process.env.WALLET_BACKEND_URL || 'http://127.0.0.1:4400';

export interface WalletAppOptions {
  appName: 'wallet-th' | 'wallet-la';
  devPort: number;
  previewPort: number;
  /**
   * The Vite mode Vite was given: th or la picks the root .env.<mode> file (and the addresses the
   * security headers allow). Any other (Vite's own 'production' or 'development', as Nx's inferred
   * targets run `vite build` and `vite` without one) means the app's own region.
   */
  mode: string;
}

const REGION_OF: Record<WalletAppOptions['appName'], RegionCode> = { 'wallet-th': 'th', 'wallet-la': 'la' };

/** What the release's nginx sends with every answer, from the same source (tools/release/security-headers.mjs). */
export function previewHeaders(mode: string): Record<string, string> {
  return Object.fromEntries(securityHeaders(addressesOf(loadEnv(mode, workspaceRoot, 'VITE_'))));
}

export function walletAppConfig({ appName, devPort, previewPort, mode: given }: WalletAppOptions): UserConfig {
  const mode = given in REGION_PRESETS ? (given as RegionCode) : REGION_OF[appName];
  const { defaultLocale } = REGION_PRESETS[mode];
  const proxy = {
    '/api': { target: backendUrl, changeOrigin: true },
    '/socket.io': { target: backendUrl, ws: true, changeOrigin: true },
    // The stand-in's collector of field reports (VITE_FIELD_REPORTS_URL=/__dev/field-reports in
    // development and the browser tests); that path only, as the rest of /__dev/ is no app's to call.
    '^/__dev/field-reports(?:\\?|$)': { target: backendUrl, changeOrigin: true },
  };
  return {
    mode,
    root: path.join(workspaceRoot, 'apps', appName),
    envDir: workspaceRoot,
    cacheDir: path.join(workspaceRoot, 'node_modules/.vite', appName),
    // Files both builds serve as they are: the favicon and the how-to video samples (/howto/*),
    // the default VITE_HOWTO_VIDEO_BASE; a deployment may point that setting elsewhere.
    publicDir: path.join(workspaceRoot, 'apps/shared-public'),
    plugins: [
      react(),
      productionBuilds(workspaceRoot),
      versionFile(appName, path.join(workspaceRoot, 'apps', appName)),
      walletFonts({ workspaceRoot, preload: defaultLocale === 'lo' ? 'lao' : 'thai' }),
      preloadDefaultTexts(defaultLocale),
      firstCalls(defaultLocale),
      installableApp(workspaceRoot, mode),
      inlineFavicon(path.join(workspaceRoot, 'apps/shared-public')),
    ],
    // The @wallet/* aliases of tsconfig.base.json.
    resolve: { tsconfigPaths: true },
    // styled-components' CSS ships minified, and a styled component no screen uses is dropped (pure).
    oxc: { plugins: { styledComponents: { displayName: false, fileName: false, ssr: false, minify: true, pure: true } } },
    // The app folder has a package.json of its own, so Vite would take it for the workspace and
    // refuse (403) the fonts and files the app imports from the workspace's node_modules and libs
    // (node_modules by its real path too, for a checkout that links it in).
    server: { host: '127.0.0.1', port: devPort, strictPort: true, proxy, fs: { allow: [workspaceRoot, realpathSync(path.join(workspaceRoot, 'node_modules'))] } },
    // The preview server (the browser tests' server) enforces the release's Content-Security-Policy.
    preview: { host: '127.0.0.1', port: previewPort, strictPort: true, proxy, headers: previewHeaders(mode) },
    build: {
      outDir: path.join(workspaceRoot, 'dist/apps', appName),
      emptyOutDir: true,
      manifest: true,
      // Maps for `npm run size` (which module a byte came from); never referenced by the files,
      // and left out of the release artefact.
      sourcemap: 'hidden',
      target: 'es2022',
      reportCompressedSize: false,
      rolldownOptions: {
        // The rules, the UI kit and the api have no import-time effects a screen relies on (an
        // endpoint file registers its endpoints for whoever imports its hooks), so a screen gets
        // only the modules it uses, not every module a library's index names: rolldown keeps any
        // module it cannot prove pure, such as a styled component or an injectEndpoints call.
        treeshake: { moduleSideEffects: (id: string) => !/\/libs\/(ui|domain|api|api-texts)\/src\//.test(id) },
        output: { codeSplitting: walletCodeSplitting() },
      },
    },
  };
}
