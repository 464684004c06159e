// Checks every /api request passes before its handler: the client header, the site-gone switch
// and (for member calls) the bearer token. Assets are exempt from the first two because the
// browser fetches images without custom headers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_HEADER } from '@wallet/api/contract';
import { answerArrangedFailure } from '../rules/auth-failures';
import { settleDue } from '../store/settlement';
import type { MemberState } from '../store/state';
import type { StubStore } from '../store/store';
import { fail } from './errors';

const ASSETS = '/api/assets/';
const ACTIVE_LOOKUP = '/api/lookup/active';

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0];
}

/** Header check, 'gone' switch, arranged auth failures and lazy settlement, in that order, for every /api request. */
export function installGuards(app: FastifyInstance, store: StubStore): void {
  app.addHook('onRequest', async (request) => {
    const path = pathOf(request);
    if (!path.startsWith('/api/') || path.startsWith(ASSETS)) return;
    const client = request.headers[CLIENT_HEADER.name.toLowerCase()];
    if (client === undefined) fail(400, 'KEY_MISSING');
    if (client !== CLIENT_HEADER.value) fail(400, 'KEY_INVALID');
    if (!store.state.site.active && path !== ACTIVE_LOOKUP) fail(410, 'gone');
    answerArrangedFailure(store, request);
    settleDue(store);
  });
}

/** The member behind the bearer token, or 401 invalid-token (missing, unknown or expired). */
export function authenticate(store: StubStore, request: FastifyRequest): MemberState {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  const session = match ? store.state.tokens.get(match[1]) : undefined;
  if (!match || !session) fail(401, 'invalid-token');
  if (session.expiresAt <= store.now()) {
    store.state.tokens.delete(match[1]);
    fail(401, 'invalid-token');
  }
  const member = store.state.members.get(session.memberId);
  if (!member || !member.active) fail(401, 'invalid-token');
  return member;
}

/** The member when a valid token is present, else null (chat works for guests too). */
export function optionalMember(store: StubStore, request: FastifyRequest): MemberState | null {
  if (request.headers.authorization === undefined) return null;
  return authenticate(store, request);
}
