// What of a page's loaded scripts is the screen's own first load, and what came with the parts
// listed apart (the chat, the sanitizer, the update check...), read from the build's Vite
// manifest: keys with each chunk's file, static imports and on-demand (dynamic) imports.

/** The files a set of chunks loads: each chunk and what it imports statically. */
export function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * Splits what Chromium loaded (`[{ file, gzip }]`) into the screen's own load and the parts listed
 * apart (manifest keys). The screen's chunks are the entry's and those that loaded code asked for
 * on demand; a chunk some other code could ask for on demand but that no loaded chunk did (the
 * chat's calls, which a slip upload would fetch) came with the part apart that imports it.
 */
export function classify(manifest, loaded, apart) {
  const loadedFiles = new Set(loaded.map(({ file }) => file));
  const keys = Object.keys(manifest);
  const loadedKeys = keys.filter((key) => loadedFiles.has(manifest[key].file));
  const apartFiles = closure(manifest, loadedKeys.filter((key) => apart.includes(key)));
  // Asked for on demand by a loaded chunk of the screen's (the entry, or one outside the parts apart).
  const askedByScreen = new Set(
    loadedKeys.filter((key) => !apart.includes(key) && (manifest[key].isEntry || !apartFiles.has(manifest[key].file))).flatMap((key) => manifest[key].dynamicImports ?? []),
  );
  const screenRoots = loadedKeys.filter((key) => !apart.includes(key) && (manifest[key].isEntry || askedByScreen.has(key)));
  const screenFiles = closure(manifest, screenRoots);
  const isApart = (file) => apartFiles.has(file) && !screenFiles.has(file);
  return { own: loaded.filter(({ file }) => !isApart(file)), apart: loaded.filter(({ file }) => isApart(file)) };
}
