// Writes the arrivals' first calls (tools/release/first-calls.mjs) into index.html, ahead of the app's
// script, for the build's API address: the script, which the security headers allow by the same
// text's hash, after a data block listing the chunks of each arrival it preloads, read from this
// build's bundle.
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { ARRIVAL_CHUNKS_ID, firstCallsScript } from '../release/first-calls.mjs';
import { SUPPORTED_LOCALES } from '../../libs/config/src/region-config';

/**
 * The modules whose code each arrival shows at once. Home: the member frame, the wallet feature,
 * and the sanitizer home's notice waits for (it is drawn with the balance, so that it does not
 * push it down when it comes). A first visit: the public screens and the agreement notice over
 * them, with the sanitizer for its text.
 */
const ARRIVAL_MODULES = {
  home: ['libs/shell/src/member-layout.tsx', 'libs/feature-wallet/src/index.ts', 'dompurify/dist/purify.es.mjs'],
  firstVisit: ['libs/feature-auth/src/index.ts', 'libs/feature-auth/src/agreement.ts', 'dompurify/dist/purify.es.mjs'],
};
const ARRIVAL_TEXTS = { home: 'wallet', firstVisit: 'auth' };
const arrivalTexts = (namespace: string, locale: string) => [`libs/i18n/src/locales/${locale}/${namespace}.json`, `libs/i18n/src/locales/${locale}-first-load.ts`];

const chunksOf = (bundle: OutputBundle) => Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** The files of the chunks for `modules` and every chunk they import, less those the entry already loads. */
function filesFor(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticGraph = (roots: OutputChunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    roots.forEach(visit);
    return seen;
  };
  const entry = staticGraph(chunks.filter((chunk) => chunk.isEntry));
  const roots = modules.map((module) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module)) ?? chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`wallet:first-calls: no chunk for ${module}`);
    return chunk;
  });
  return [...staticGraph(roots)].filter((file) => !entry.has(file)).map((file) => `/${file}`);
}

/** Each arrival's chunks as index.html's data block holds them; `<` escaped so no text in it can end the block. */
function arrivalChunksJson(bundle: OutputBundle, defaultLocale: string): string {
  const arrivals = Object.fromEntries(
    Object.entries(ARRIVAL_MODULES).map(([arrival, modules]) => {
      const namespace = ARRIVAL_TEXTS[arrival as keyof typeof ARRIVAL_TEXTS];
      const texts = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, filesFor(bundle, arrivalTexts(namespace, locale))]));
      return [arrival, { files: filesFor(bundle, modules), texts }];
    }),
  );
  return JSON.stringify({ ...arrivals, locale: defaultLocale }).replaceAll('<', '\\u003c');
}

export function firstCalls(defaultLocale: string): Plugin {
  let apiBase = '';
  return {
    name: 'wallet-first-calls',
    configResolved(config) {
      apiBase = config.env.VITE_API_BASE ?? '';
    },
    // After Vite's own work on the page, when the bundle is known; the dev server has none, and its
    // script then preloads nothing.
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => [
        ...(bundle ? [{ tag: 'script', attrs: { type: 'application/json', id: ARRIVAL_CHUNKS_ID }, children: arrivalChunksJson(bundle, defaultLocale), injectTo: 'head' as const }] : []),
        { tag: 'script', children: firstCallsScript(apiBase), injectTo: 'head' },
      ],
    },
  };
}
