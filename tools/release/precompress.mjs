// The release's text files compressed ahead, at the highest levels (nginx sends <file>.br or
// <file>.gz as they are: gzip_static, brotli_static): a member's phone downloads less than
// on-the-fly compression at a level a server can afford per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILES = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** Writes <file>.br and <file>.gz beside every text file under `dir` that compression makes smaller. */
export function precompress(dir) {
  const written = [];
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!TEXT_FILES.test(file) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    const versions = {
      br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gz: gzipSync(content, { level: 9 }),
    };
    for (const [suffix, compressed] of Object.entries(versions)) {
      if (compressed.length >= content.length) continue;
      writeFileSync(`${file}.${suffix}`, compressed);
      written.push(`${entry}.${suffix}`);
    }
  }
  return written;
}
