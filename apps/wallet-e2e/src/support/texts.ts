import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

export type Language = 'th' | 'lo' | 'en';

/**
 * A translated text as the app shows it, read from the same resources the app ships, with its
 * {{placeholders}} filled from `values`.
 */
export function text(language: Language, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const file = path.resolve(__dirname, `../../../../libs/i18n/src/locales/${language}/${namespace}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree);
  if (typeof value !== 'string') throw new Error(`no text ${language}:${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/** The texts of one language: `say('wallet', 'transfer.title')`. */
export const textsOf = (language: Language) => (namespace: string, key: string, values?: Record<string, string | number>) => text(language, namespace, key, values);
