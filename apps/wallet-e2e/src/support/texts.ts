import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

const LOCALES = path.resolve(__dirname, '../../../../libs/i18n/src/locales');
const read = (file: string) => JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')) as Tree;

export type Language = 'th' | 'lo' | 'en';

/**
 * A translated text as the app shows it, read from the same resources the app ships (a
 * namespace's file, or the part of it that loads on its own: `<namespace>.<part>.json` holds the
 * texts under `<part>`, such as errors.code.json), with its {{placeholders}} filled from `values`.
 */
export function text(language: Language, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const [part, ...rest] = key.split('.');
  const partFile = `${language}/${namespace}.${part}.json`;
  const [tree, keys] = existsSync(path.join(LOCALES, partFile)) ? [read(partFile), rest] : [read(`${language}/${namespace}.json`), [part, ...rest]];
  const value = keys.reduce<string | Tree | undefined>((node, step) => (node as Tree | undefined)?.[step], tree);
  if (typeof value !== 'string') throw new Error(`no text ${language}:${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/** The texts of one language: `say('wallet', 'transfer.title')`. */
export const textsOf = (language: Language) => (namespace: string, key: string, values?: Record<string, string | number>) => text(language, namespace, key, values);
