// Where each part of a namespace is (locales/<language>/<namespace>.<part>.json), in a module of
// its own: the build makes one loader per file, and this map of them loads with the first part a
// screen asks for rather than with every page.
export function importPart(language: string, namespace: string, part: string): Promise<unknown> {
  return import(`./locales/${language}/${namespace}.${part}.json`).then((module: { default: unknown }) => module.default);
}
