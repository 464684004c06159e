import * as v from 'valibot';
import { isBearerToken } from '@wallet/domain';
import type { AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

/** The login (spec section 7). */
function answers(_mode: AnswerMode) {
  return {
    // A token no header can carry is no session (domain isBearerToken): the login says so.
    login: v.object({ token: v.pipe(v.string(), v.check((token: string) => isBearerToken(token))) }),
  };
}

/** The login calls of spec section 7. */
export const AUTH_CALLS = defineCalls(answers, {
  login: { method: 'POST', path: '/api/login' },
});

export type LoginResponse = Answer<typeof AUTH_CALLS.login>;

export interface LoginRequest {
  username: string;
  password: string;
}
