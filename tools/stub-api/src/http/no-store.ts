// No answer of the stand-in may be reused by a browser cache: a cached 410 'gone' kept members on
// /terminated after the site came back, and a cached balance would be worse. Only the demo files
// under /api/assets/ choose their own caching (assets.ts); their error answers are no-store too.
import type { FastifyInstance } from 'fastify';

const ASSETS = '/api/assets/';

export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const isAsset = request.url.startsWith(ASSETS) && reply.statusCode < 400;
    if (!isAsset || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
