import * as v from 'valibot';
import { writeAnswer } from './answer-kit';
import { textOrEmptyField } from './fields';
import { extension, type AnswerMode } from './extensions';

/** A game account's credentials, activation and reset (spec section 7). */
export function gameAccountAnswers(mode: AnswerMode) {
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
