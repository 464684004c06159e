// Arranged auth failures (dev route /__dev/auth-failure): the next calls made with a member's token
// answer one of the auth codes of spec section 8 that the stand-in would otherwise never give, so
// the app's handling of each can be seen: INVALID_USER_1..4 send the member to /login, the others
// show their translated message.
import type { FastifyRequest } from 'fastify';
import { fail } from '../http/errors';
import type { StubStore } from '../store/store';

/** The codes that can be arranged, with the HTTP status each is answered with. */
export const AUTH_FAILURES = {
  EXPIRED_AUTH_TOKEN: 401,
  UNAUTHORIZED: 401,
  INVALID_USER_1: 401,
  INVALID_USER_2: 401,
  INVALID_USER_3: 401,
  INVALID_USER_4: 401,
  INACTIVE_USER: 403,
} as const;

export type AuthFailureCode = keyof typeof AUTH_FAILURES;

export function isAuthFailureCode(value: unknown): value is AuthFailureCode {
  return typeof value === 'string' && Object.hasOwn(AUTH_FAILURES, value);
}

/** Where an arranged failure applies: one token, or every token of a member. */
export type AuthFailureTarget = { token: string } | { memberId: string };

function keyOf(target: AuthFailureTarget): string {
  return 'token' in target ? `token:${target.token}` : `member:${target.memberId}`;
}

/** Arranges `code` for the next `times` calls of the target, replacing any earlier arrangement. */
export function arrangeAuthFailure(store: StubStore, target: AuthFailureTarget, code: AuthFailureCode, times: number): void {
  store.state.authFailures.set(keyOf(target), { code, remaining: times });
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * Before any /api call that carries a live token with an arranged failure (its own, or its
 * member's): counts the call and answers the failure. Calls without a token are never affected.
 */
export function answerArrangedFailure(store: StubStore, request: FastifyRequest): void {
  const token = bearer(request);
  const session = token ? store.state.tokens.get(token) : undefined;
  if (!token || !session) return;
  for (const key of [keyOf({ token }), keyOf({ memberId: session.memberId })]) {
    const arranged = store.state.authFailures.get(key);
    if (!arranged) continue;
    arranged.remaining -= 1;
    if (arranged.remaining <= 0) store.state.authFailures.delete(key);
    fail(AUTH_FAILURES[arranged.code], arranged.code);
  }
}
