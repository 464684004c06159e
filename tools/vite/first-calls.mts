// Writes the member's arrival (tools/release/first-calls.mjs) into index.html, ahead of the app's
// script, for the build's API address: the script, which the security headers allow by the same
// text's hash, after a data block listing the home chunks it preloads, read from this build's bundle.
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { firstCallsScript, HOME_CHUNKS_ID } from '../release/first-calls.mjs';
import { SUPPORTED_LOCALES } from '../../libs/config/src/region-config';

/**
 * The modules whose code home shows on arrival: the member frame, the wallet feature, and the
 * sanitizer home's notice waits for (it is drawn with the balance, so that it does not push it
 * down when it comes).
 */
const HOME_MODULES = ['libs/shell/src/member-layout.tsx', 'libs/feature-wallet/src/index.ts', 'dompurify/dist/purify.es.mjs'];
const homeTexts = (locale: string) => [`libs/i18n/src/locales/${locale}/wallet.json`, `libs/i18n/src/locales/${locale}-first-load.ts`];

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

/** Home's chunks as index.html's data block holds them; `<` escaped so no text in it can end the block. */
function homeChunksJson(bundle: OutputBundle, defaultLocale: string): string {
  const texts = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, filesFor(bundle, homeTexts(locale))]));
  return JSON.stringify({ files: filesFor(bundle, HOME_MODULES), texts, locale: defaultLocale }).replaceAll('<', '\\u003c');
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
        ...(bundle ? [{ tag: 'script', attrs: { type: 'application/json', id: HOME_CHUNKS_ID }, children: homeChunksJson(bundle, defaultLocale), injectTo: 'head' as const }] : []),
        { tag: 'script', children: firstCallsScript(apiBase), injectTo: 'head' },
      ],
    },
  };
}
