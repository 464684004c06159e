// Static demo images under /api/assets/ (so the app's /api proxy reaches them) and the files
// members uploaded, which live in memory under /api/assets/uploads/. /api/assets/kip/<path> is the
// kip reading of a picture, for members who hold kip: an SVG's baht figures in kip (store/kip.ts).
// An SVG that writes Thai or Lao is served with those fonts inside it (svg-fonts.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { KIP_ASSETS } from '../store/kip';
import type { StubStore } from '../store/store';
import { fail } from './errors';
import { withScriptFonts } from './svg-fonts';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
};

/** A demo SVG as a member sees it: its baht figures in kip for a kip reading, with its script's fonts. */
function svgAsServed(svg: string, kip: boolean, store: StubStore): string {
  return withScriptFonts(kip ? store.moneyText(svg, 'LAK') : svg);
}

export function registerAssets(app: FastifyInstance, store: StubStore, assetsDir: string): void {
  const root = path.resolve(assetsDir);
  app.get('/api/assets/*', async (request, reply) => {
    const wanted = (request.params as { '*': string })['*'];
    if (typeof wanted !== 'string' || wanted.includes('..') || wanted.includes('\0')) fail(404, 'NO_DATA');
    const upload = store.state.uploads.get(wanted);
    if (upload) return reply.type(upload.mimetype).send(upload.data);
    const kip = wanted.startsWith(KIP_ASSETS);
    const file = path.resolve(root, kip ? wanted.slice(KIP_ASSETS.length) : wanted);
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!file.startsWith(root + path.sep) || !type) fail(404, 'NO_DATA');
    const data = await readFile(file).catch(() => fail(404, 'NO_DATA'));
    // A picture that cannot be made is the server's fault (500), not a missing file.
    const body = type === TYPES['.svg'] ? svgAsServed(data.toString('utf8'), kip, store) : data;
    return reply.type(type).header('cache-control', 'no-cache').send(body);
  });
}
