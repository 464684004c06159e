import * as v from 'valibot';
import { writeAnswer } from '../../schemas/answer-kit';
import { textOrEmptyField } from '../../schemas/fields';
import { extension, type AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

/** A game account's credentials, activation and reset (spec section 7). */
function answers(mode: AnswerMode) {
  const credential = mode === 'spec' ? v.nullish(v.string(), '') : textOrEmptyField(mode);
  return {
    activateGame: writeAnswer,
    getGameAccount: v.object({
      username: credential,
      password: credential,
      ...extension(mode, 'gameAccountLinks'),
    }),
    resetGamePassword: writeAnswer,
  };
}

/** The wallet calls of spec section 7. */
export const GAME_ACCOUNT_CALLS = defineCalls(answers, {
  activateGame: { method: 'GET', path: '/api/wallet/activate/{code}' },
  getGameAccount: { method: 'GET', path: '/api/wallet/account/{code}' },
  resetGamePassword: { method: 'GET', path: '/api/wallet/resetpassword/{code}' },
});

export type GameAccountCredentials = Answer<typeof GAME_ACCOUNT_CALLS.getGameAccount>;
