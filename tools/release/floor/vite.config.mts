// The floor page's build: the workspace's own packages, its production swap and its chunking
// (tools/vite), none of the apps' code.
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { walletCodeSplitting } from '../../vite/chunks.mts';
import { productionBuilds } from '../../vite/production-builds.mts';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: path.join(workspaceRoot, 'node_modules/.vite', 'floor'),
  plugins: [react(), productionBuilds(workspaceRoot)],
  oxc: { plugins: { styledComponents: { displayName: false, fileName: false, ssr: false, minify: true, pure: true } } },
  build: {
    // Each run gives its own folder (floor.mjs buildFloor).
    outDir: path.join(workspaceRoot, 'dist/floor'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: { output: { codeSplitting: walletCodeSplitting() } },
  },
});
