import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

/** A translated text as the app shows it, read from the same resources the app ships. */
export function text(language: 'th' | 'lo' | 'en', namespace: string, key: string): string {
  const file = path.resolve(__dirname, `../../../../libs/i18n/src/locales/${language}/${namespace}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree);
  if (typeof value !== 'string') throw new Error(`no text ${language}:${namespace}:${key}`);
  return value;
}
