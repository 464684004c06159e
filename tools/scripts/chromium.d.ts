// Types of chromium.mjs, for the TypeScript that reads it (the browser tests, through the
// @wallet/tools/chromium alias; see sites.d.ts).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
