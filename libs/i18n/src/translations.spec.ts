import { ALL_RESOURCES } from './testing';
import { NAMESPACES } from './namespaces';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

// Values that are the same in every language: names of languages, brands and codes.
const SCRIPT_EXEMPT = /^(ไทย|ລາວ|English|[A-Z0-9 .:/()+\-{}]*|.*\b(LINE|QR|KBANK|SCB|TrueMoney|Android|iOS)\b.*)$/;
const THAI_SCRIPT = /[\u0E00-\u0E7F]/;
const LAO_SCRIPT = /[\u0E80-\u0EFF]/;

describe.each(NAMESPACES)('the %s namespace', (namespace) => {
  const en = flatten(ALL_RESOURCES.en[namespace] as Tree);
  const th = flatten(ALL_RESOURCES.th[namespace] as Tree);
  const lo = flatten(ALL_RESOURCES.lo[namespace] as Tree);

  it('has the same keys in Thai, Lao and English', () => {
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(lo).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty text', () => {
    for (const texts of [en, th, lo]) {
      expect(Object.entries(texts).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it('keeps the same {{placeholders}} in every language', () => {
    const mismatched = Object.keys(en).filter(
      (key) =>
        JSON.stringify(placeholders(th[key] ?? '')) !== JSON.stringify(placeholders(en[key])) ||
        JSON.stringify(placeholders(lo[key] ?? '')) !== JSON.stringify(placeholders(en[key])),
    );
    expect(mismatched).toEqual([]);
  });

  it('writes Thai texts in Thai script and Lao texts in Lao script', () => {
    const untranslated = (texts: Record<string, string>, script: RegExp) =>
      Object.entries(texts)
        .filter(([key, text]) => !script.test(text) && !SCRIPT_EXEMPT.test(text) && !key.startsWith('language.'))
        .map(([key]) => key);
    expect(untranslated(th, THAI_SCRIPT)).toEqual([]);
    expect(untranslated(lo, LAO_SCRIPT)).toEqual([]);
  });
});
