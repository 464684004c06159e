// Static demo images under /api/assets/ (so the app's /api proxy reaches them) and the files
// members uploaded, which live in memory under /api/assets/uploads/.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { StubStore } from '../store/store';
import { fail } from './errors';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
};

export function registerAssets(app: FastifyInstance, store: StubStore, assetsDir: string): void {
  const root = path.resolve(assetsDir);
  app.get('/api/assets/*', async (request, reply) => {
    const wanted = (request.params as { '*': string })['*'];
    if (typeof wanted !== 'string' || wanted.includes('..') || wanted.includes('\0')) fail(404, 'NO_DATA');
    const upload = store.state.uploads.get(wanted);
    if (upload) return reply.type(upload.mimetype).send(upload.data);
    const file = path.resolve(root, wanted);
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!file.startsWith(root + path.sep) || !type) fail(404, 'NO_DATA');
    try {
      const data = await readFile(file);
      return reply.type(type).header('cache-control', 'no-cache').send(data);
    } catch {
      return fail(404, 'NO_DATA');
    }
  });
}
