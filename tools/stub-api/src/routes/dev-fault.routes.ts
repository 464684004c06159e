// Dev-only control of broken answers (http/faults.ts): arrange a fault for a call, clear them all,
// and read how many calls arrived, for browser tests of what members see when the backend fails.
import type { FastifyInstance } from 'fastify';
import { fieldsOf } from '../http/body';
import { refuse } from '../http/errors';
import { FAULT_KINDS, type FaultKind, type Faults } from '../http/faults';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
const CODE = /^[A-Za-z0-9_-]{1,60}$/;

const isKind = (value: unknown): value is FaultKind => typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);

export function registerDevFaultRoutes(app: FastifyInstance, faults: Faults): void {
  /** `{ method, path, kind, code?, times? }`: the matching calls fail that way (see README). */
  app.post('/__dev/fault', async (request) => {
    const { method, path, kind, code, times, ...rest } = fieldsOf(request.body);
    if (Object.keys(rest).length > 0 || typeof method !== 'string' || !METHODS.includes(method) || !isKind(kind)) refuse('KEY_INVALID');
    if (typeof path !== 'string' || !path.startsWith('/api/') || path.length > 200) refuse('KEY_INVALID');
    if (code !== undefined && (kind !== 'failure-code' || typeof code !== 'string' || !CODE.test(code))) refuse('KEY_INVALID');
    if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 1000)) refuse('KEY_INVALID');
    faults.arrange({ method, path, kind, code, times });
    return { message: 'SUCCESS' };
  });

  app.post('/__dev/fault/clear', async () => {
    faults.clear();
    return { message: 'SUCCESS' };
  });

  /** `{ calls: { 'POST /api/wallet/transfer': 1, ... } }`: the /api calls that arrived since the last clear. */
  app.get('/__dev/calls', async () => ({ calls: faults.calls() }));
}
