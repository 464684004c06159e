// The app's own faces: Noto Sans Thai and Noto Sans Lao for their scripts only, each subset at
// build time to the characters the app's texts use (Latin text, digits included, takes the
// device's own font, as it already does in the font stack). The build's default script is
// preloaded, so its text is drawn in its face from the first paint and never swaps.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

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

/** One @font-face rule, on one line; `swap` draws text at once and, with the face preloaded, never shows the swap. */
export function fontFaceRule(face: Face, weight: number, url: string): string {
  return [
    '@font-face {',
    `font-family: '${face.family}';`,
    'font-style: normal;',
    `font-weight: ${weight};`,
    'font-display: swap;',
    `src: url(${url}) format('woff2');`,
    `unicode-range: U+${hex(face.first)}-${hex(face.last)}, U+25CC, U+200C-200D;`,
    '}',
  ].join(' ');
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

/** Every face and weight the app draws with, in the order of the page's rules. */
const FACE_WEIGHTS = (Object.values(FACES) as Face[]).flatMap((face) => WEIGHTS.map((weight) => ({ face, weight })));

/**
 * The faces' rules, written into the page as one <style> (about 1 KB): a linked stylesheet would
 * hold the first paint for a round trip of its own. They are in no module either: a chunk that
 * imports a stylesheet loads it again when it is first loaded, after the first screen, and the
 * faces declared a second time are downloaded and swapped in again under the member's finger.
 */
export function facesStyle(urlOf: (face: Face, weight: number) => string): string {
  return FACE_WEIGHTS.map(({ face, weight }) => fontFaceRule(face, weight, urlOf(face, weight))).join('\n');
}

export function walletFonts({ workspaceRoot, preload }: WalletFontsOptions): Plugin {
  const require = createRequire(path.join(workspaceRoot, 'package.json'));
  const localesDir = path.join(workspaceRoot, 'libs/i18n/src/locales');
  let building = false;
  const sourceOf = (face: Face, weight: number) => require.resolve(face.file(weight));
  const subsetName = (face: Face, weight: number) => `${path.basename(sourceOf(face, weight), '.woff2')}-subset.woff2`;

  return {
    name: 'wallet:fonts',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const texts = appTexts(localesDir);
      for (const { face, weight } of FACE_WEIGHTS) {
        const subset = await subsetFont(readFileSync(sourceOf(face, weight)), charactersOf(face, texts), { targetFormat: 'woff2' });
        this.emitFile({ type: 'asset', name: subsetName(face, weight), source: subset });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // On the dev server the packages' whole files, which need no work.
        if (!bundle) return [{ tag: 'style', children: facesStyle((face, weight) => `/@fs${sourceOf(face, weight)}`), injectTo: 'head' }];
        const assets = Object.values(bundle).filter((output) => output.type === 'asset');
        const urlOf = (face: Face, weight: number) => {
          const asset = assets.find((output) => output.names.includes(subsetName(face, weight)));
          if (!asset) throw new Error(`wallet:fonts: ${subsetName(face, weight)} was not built`);
          return `/${asset.fileName}`;
        };
        const preloads = WEIGHTS.map((weight) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: urlOf(FACES[preload], weight), crossorigin: '' },
          injectTo: 'head' as const,
        }));
        return [{ tag: 'style', children: facesStyle(urlOf), injectTo: 'head' as const }, ...preloads];
      },
    },
  };
}
