// The app's own faces: Noto Sans Thai and Noto Sans Lao for their scripts only, each subset at
// build time to the characters the app's texts use (Latin text, digits included, takes the
// device's own font, as it already does in the font stack). The build's default script is
// preloaded, so its text is drawn in its face from the first paint and never swaps.
//
// The stylesheet is the virtual module `virtual:wallet-fonts.css`: in a build its files are the
// subsets; on the dev server they are the packages' whole files, which need no work.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:wallet-fonts.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const WEIGHTS = [400, 700] as const;
// Shaping needs these beside the letters: the dotted circle a lone mark sits on, ZWNJ and ZWJ.
const SHAPING = '\u25CC\u200C\u200D';
// The shaper draws SARA AM as NIKHAHIT plus SARA AA (Thai ำ = ํ + า, Lao ຳ = ໍ + າ): a face that
// keeps ำ without its two parts draws 'กำลัง' as 'ก ำลัง'.
const DRAWN_AS: Record<string, string> = { '\u0E33': '\u0E4D\u0E32', '\u0EB3': '\u0ECD\u0EB2' };

export interface Face {
  family: string;
  /** The script's block, for unicode-range and for picking the characters to keep. */
  first: number;
  last: number;
  /** The @fontsource file of a weight, relative to node_modules. */
  file: (weight: number) => string;
}

export const FACES = {
  thai: { family: 'Noto Sans Thai', first: 0x0e00, last: 0x0e7f, file: (weight) => `@fontsource/noto-sans-thai/files/noto-sans-thai-thai-${weight}-normal.woff2` },
  lao: { family: 'Noto Sans Lao', first: 0x0e80, last: 0x0eff, file: (weight) => `@fontsource/noto-sans-lao/files/noto-sans-lao-lao-${weight}-normal.woff2` },
} satisfies Record<string, Face>;
export type Script = keyof typeof FACES;

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** The characters of a face's block that occur in `text`, with the ones the shaper draws them with, sorted, plus what shaping needs. */
export function charactersOf(face: Face, text: string): string {
  const inBlock = (char: string) => (char.codePointAt(0) ?? 0) >= face.first && (char.codePointAt(0) ?? 0) <= face.last;
  const kept = new Set([...text].filter(inBlock).flatMap((char) => [char, ...(DRAWN_AS[char] ?? '')]));
  return [...kept].sort().join('') + SHAPING;
}

/** One @font-face rule; `swap` draws text at once and, with the face preloaded, never shows the swap. */
export function fontFaceRule(face: Face, weight: number, url: string): string {
  return [
    '@font-face {',
    `  font-family: '${face.family}';`,
    '  font-style: normal;',
    `  font-weight: ${weight};`,
    '  font-display: swap;',
    `  src: url(${url}) format('woff2');`,
    `  unicode-range: U+${hex(face.first)}-${hex(face.last)}, U+25CC, U+200C-200D;`,
    '}',
  ].join('\n');
}

/** Every text the app ships (every namespace and part, in every language), as one string. */
function appTexts(localesDir: string): string {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) => readdirSync(path.join(localesDir, language.name)).map((file) => readFileSync(path.join(localesDir, language.name, file), 'utf8')))
    .join('\n');
}

export interface WalletFontsOptions {
  workspaceRoot: string;
  /** The script of the build's default language: its faces are preloaded. */
  preload: Script;
}

export function walletFonts({ workspaceRoot, preload }: WalletFontsOptions): Plugin {
  const require = createRequire(path.join(workspaceRoot, 'package.json'));
  const localesDir = path.join(workspaceRoot, 'libs/i18n/src/locales');
  let building = false;
  const subsetName = (source: string) => `${path.basename(source, '.woff2')}-subset.woff2`;

  return {
    name: 'wallet:fonts',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const texts = appTexts(localesDir);
      const rules: string[] = [];
      for (const face of Object.values(FACES) as Face[]) {
        for (const weight of WEIGHTS) {
          const source = require.resolve(face.file(weight));
          if (!building) {
            rules.push(fontFaceRule(face, weight, `/@fs${source}`));
            continue;
          }
          const subset = await subsetFont(readFileSync(source), charactersOf(face, texts), { targetFormat: 'woff2' });
          const reference = this.emitFile({ type: 'asset', name: subsetName(source), source: subset });
          rules.push(fontFaceRule(face, weight, `__VITE_ASSET__${reference}__`));
        }
      }
      return rules.join('\n');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const assets = Object.values(bundle).filter((output) => output.type === 'asset');
        const tags = WEIGHTS.map((weight) => {
          const name = subsetName(FACES[preload].file(weight));
          const asset = assets.find((output) => output.names.includes(name));
          if (!asset) throw new Error(`wallet:fonts: ${name} was not built`);
          return { tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${asset.fileName}`, crossorigin: '' }, injectTo: 'head' as const };
        });
        return { html: inlineStylesheets(html, assets), tags };
      },
    },
  };
}

/**
 * The page's stylesheet links written into the page as <style> (the app's only stylesheet is
 * these faces' rules, about 1 KB): a linked one blocks the first paint for a round trip of its own.
 * The file stays in the build for the worker's precache; the security policy allows inline styles.
 */
export function inlineStylesheets(html: string, assets: { fileName: string; source: string | Uint8Array }[]): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_link, fileName: string) => {
    const asset = assets.find((output) => output.fileName === fileName);
    if (!asset) throw new Error(`wallet:fonts: the stylesheet ${fileName} the page links was not built`);
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    return `<style>${css}</style>`;
  });
}
