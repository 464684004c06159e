// Writes the member's first calls (tools/release/first-calls.mjs) into index.html, ahead of the
// app's script, for the build's API address; the security headers allow it by the same text's hash.
import type { Plugin } from 'vite';
import { firstCallsScript } from '../release/first-calls.mjs';

export function firstCalls(): Plugin {
  let apiBase = '';
  return {
    name: 'wallet-first-calls',
    configResolved(config) {
      apiBase = config.env.VITE_API_BASE ?? '';
    },
    transformIndexHtml: () => [{ tag: 'script', children: firstCallsScript(apiBase), injectTo: 'head' }],
  };
}
