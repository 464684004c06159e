// Types of sites.mjs, for the TypeScript that reads it (the browser tests, through the
// @wallet/tools/sites alias: an extensionless path, which TypeScript resolves here and Playwright's
// loader to sites.mjs).
export type Stand = 'default' | 'spec' | 'engines' | 'measure' | 'field';
export type Region = 'th' | 'la';
export interface Site {
  app: string;
  mode: Region;
  name: string;
  devPort: number;
  devApiPort: number;
  baseUrl: string;
  stubPort: number;
}
export declare const STANDS: Record<Stand, { shapes: 'default' | 'spec'; offset: number; distDir?: string }>;
export declare const FIELD_REPORTS_PATH: string;
export declare const sitesAt: (offset: number) => Record<Region, Site>;
export declare const sitesOf: (stand: Stand) => Record<Region, Site>;
export declare const SITES: Record<Region, Site>;
export declare const stubUrl: (build: Site) => string;
