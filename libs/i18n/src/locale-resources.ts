import { NAMESPACES, TEXT_PARTS, type Namespace, type PartedNamespace, type TextPart } from './namespaces';

/** The name a part's file is exported under in locales/<language>.ts: wallet.deposit.json is walletDeposit. */
type PartFileName<N extends string, P extends string> = `${N}${Capitalize<P>}`;
type PartFileNames = { [N in PartedNamespace]: PartFileName<N, TextPart<N>> }[PartedNamespace];

/** One language's text files: each namespace's own and each of its parts' (TEXT_PARTS). */
export type LocaleFiles = Readonly<Record<Namespace | PartFileNames, object>>;

type FileOf<Files, Name> = Name extends keyof Files ? Files[Name] : never;
type WithParts<Files, N extends PartedNamespace> = FileOf<Files, N> & { [P in TextPart<N>]: FileOf<Files, PartFileName<N, P>> };
// Written out as one object type, as a namespace of a single file would be.
type Flat<T> = { [K in keyof T]: T[K] };

/** One language's namespaces as i18next reads them: each part's texts under its name, in its namespace. */
export type LocaleResources<Files extends LocaleFiles> = {
  [N in Namespace]: N extends PartedNamespace ? Flat<WithParts<Files, N>> : FileOf<Files, N>;
};

const PARTS: Partial<Record<Namespace, readonly string[]>> = TEXT_PARTS;
const partFileName = (namespace: string, part: string) => `${namespace}${part.charAt(0).toUpperCase()}${part.slice(1)}`;

/**
 * Every namespace of one language at once, for tests and the key types; the app loads the same
 * files in parts (create-i18n.ts). Which namespaces there are and which parts each has is read
 * from namespaces.ts, so a language's module only names its files.
 */
export function localeResources<Files extends LocaleFiles>(files: Files): LocaleResources<Files> {
  const namespaces = NAMESPACES.map((namespace) => {
    const parts = (PARTS[namespace] ?? []).map((part) => [part, files[partFileName(namespace, part) as keyof Files]]);
    return [namespace, { ...files[namespace], ...Object.fromEntries(parts) }];
  });
  return Object.fromEntries(namespaces) as LocaleResources<Files>;
}
