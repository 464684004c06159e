// Production builds take every package's production code. Vite picks the production export
// condition only through NODE_ENV, and some packages (react-router 7) offer no production
// condition at all: their exports always point at `dist/development`, with its dev-only warnings
// switched on. This plugin makes a build explicit about production and swaps such files for the
// package's own production twin. It also writes `.vite/modules.json` (every bundled module,
// workspace-relative), which `tools/scripts/check-builds.mjs` reads to prove it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const DEVELOPMENT_DIR = /([\\/]node_modules[\\/](?:.*[\\/])?)development([\\/][^\\/]+)$/;

/** The production twin of a package's `.../development/<file>`, when the package ships one. */
export function productionTwin(file: string): string | null {
  const match = DEVELOPMENT_DIR.exec(file);
  if (!match) return null;
  const twin = file.slice(0, match.index) + `${match[1]}production${match[2]}`;
  return existsSync(twin) ? twin : null;
}

export const MODULES_FILE = '.vite/modules.json';

export function productionBuilds(workspaceRoot: string): Plugin {
  return {
    name: 'wallet:production-builds',
    apply: 'build',
    enforce: 'pre',
    config() {
      // The build mode is the region (th / la), never 'production': say it outright.
      process.env.NODE_ENV = 'production';
      return {
        resolve: { conditions: ['module', 'browser', 'production'] },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      };
    },
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query = ''] = resolved.id.split('?');
      const twin = productionTwin(file);
      return twin ? { ...resolved, id: query ? `${twin}?${query}` : twin } : resolved;
    },
    generateBundle(_options, bundle) {
      const modules = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (id.startsWith('\0')) continue;
          modules.add(path.relative(workspaceRoot, id.split('?')[0]).split(path.sep).join('/'));
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULES_FILE, source: `${JSON.stringify([...modules].sort(), null, 1)}\n` });
    },
  };
}
