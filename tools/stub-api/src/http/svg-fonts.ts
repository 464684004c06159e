// A picture shown by an <img> cannot use the page's web fonts, and a phone or test machine without
// Thai or Lao system fonts draws their letters as boxes. So a demo SVG that writes Thai or Lao
// carries the faces it needs: the app's own Noto subsets (the script's letters only, about 9 KB a
// weight), embedded as data at serve time so the files on disk stay plain, editable SVG.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Node's own resolution: the server runs inside a tsx require scope whose resolve() marks paths
// with its namespace (main.ts).
const resolveFile = createRequire(__filename).resolve;

interface Face {
  family: string;
  /** Letters of the script the face covers. */
  script: RegExp;
  /** The fontsource file for a weight. */
  file: (weight: 400 | 700) => string;
}

const FACES: Face[] = [
  {
    family: 'Noto Sans Thai',
    script: /[\u0E00-\u0E7F]/u,
    file: (weight) => `@fontsource/noto-sans-thai/files/noto-sans-thai-thai-${weight}-normal.woff2`,
  },
  {
    family: 'Noto Sans Lao',
    script: /[\u0E80-\u0EFF]/u,
    file: (weight) => `@fontsource/noto-sans-lao/files/noto-sans-lao-lao-${weight}-normal.woff2`,
  },
];

const faceRules = new Map<Face, string>();

function rulesOf(face: Face): string {
  let rules = faceRules.get(face);
  if (rules === undefined) {
    rules = ([400, 700] as const)
      .map((weight) => {
        const data = readFileSync(resolveFile(face.file(weight))).toString('base64');
        return `@font-face{font-family:'${face.family}';font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2')}`;
      })
      .join('');
    faceRules.set(face, rules);
  }
  return rules;
}

/** The SVG with the Thai and Lao faces its text uses, embedded after its opening tag. */
export function withScriptFonts(svg: string): string {
  const rules = FACES.filter((face) => face.script.test(svg)).map(rulesOf);
  if (rules.length === 0) return svg;
  return svg.replace(/<svg\b[^>]*>/, (open) => `${open}<style>${rules.join('')}</style>`);
}
