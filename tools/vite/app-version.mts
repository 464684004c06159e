// The app's own version (apps/<app>/package.json, which Nx Release bumps) reaches the code as
// import.meta.env.VITE_APP_VERSION (shown on the contact page), and every production build
// carries /version.json: region, version, commit, build time, API base and field reports' address
// (the release's security headers follow the addresses the build was made with).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export function appVersion(appRoot: string): string {
  return JSON.parse(readFileSync(path.join(appRoot, 'package.json'), 'utf8')).version;
}

/** The commit built, with '-dirty' when the working tree has uncommitted changes. */
export function buildCommit(cwd: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit}-dirty` : commit;
  } catch {
    return 'unknown';
  }
}

export interface VersionFile {
  app: string;
  region: string;
  version: string;
  commit: string;
  builtAt: string;
  apiBase: string;
  /** VITE_FIELD_REPORTS_URL as the app reads it, trimmed; '' when field reports are off. */
  fieldReports: string;
}

export function versionFile(appName: string, appRoot: string): Plugin {
  let env: Record<string, string> = {};
  let building = false;
  return {
    name: 'wallet:version-file',
    config: () => ({ define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion(appRoot)) } }),
    configResolved(config) {
      env = config.env;
      building = config.command === 'build';
    },
    generateBundle() {
      if (!building) return;
      const content: VersionFile = {
        app: appName,
        region: env.VITE_REGION,
        version: appVersion(appRoot),
        commit: buildCommit(appRoot),
        builtAt: new Date().toISOString(),
        apiBase: env.VITE_API_BASE ?? '',
        fieldReports: (env.VITE_FIELD_REPORTS_URL ?? '').trim(),
      };
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify(content, null, 2)}\n` });
    },
  };
}
