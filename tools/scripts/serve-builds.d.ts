// Types of serve-builds.mjs, for the TypeScript that reads it (the browser tests, through the
// @wallet/tools/serve-builds alias; see sites.d.ts).
import type { Region, Stand } from './sites';

export interface BuildServer {
  name: string;
  what: string;
  port: number;
  command: string;
  args: string[];
  env: Record<string, string>;
  readyUrl: string;
}
export declare function buildServers(region: Region, stand?: Stand): BuildServer[];
export declare function assertPortsFree(servers: BuildServer[]): Promise<void>;
export declare function serveBuilds(options?: { quiet?: boolean; regions?: Region[]; stand?: Stand }): Promise<void>;
/** The security headers the release's nginx sends for a build in dist/ (tools/release/security-headers.mjs). */
export declare function releaseHeadersOf(region: Region): [string, string][];
