import * as v from 'valibot';
import { isBearerToken } from '@wallet/domain';
import type { AnswerMode } from './extensions';

/** The login (spec section 7). */
export function loginAnswers(_mode: AnswerMode) {
  return {
    // A token no header can carry is no session (domain isBearerToken): the login says so.
    login: v.object({ token: v.pipe(v.string(), v.check((token: string) => isBearerToken(token))) }),
  };
}
