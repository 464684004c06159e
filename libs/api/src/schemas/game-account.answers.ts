import * as v from 'valibot';
import { writeAnswer } from './answer-kit';
import { extension, type AnswerMode } from './extensions';

/** A game account's credentials, activation and reset (spec section 7). */
export function gameAccountAnswers(mode: AnswerMode) {
  return {
    activateGame: writeAnswer,
    getGameAccount: v.object({
      username: v.nullish(v.string(), ''),
      password: v.nullish(v.string(), ''),
      ...extension(mode, 'gameAccountLinks'),
    }),
    resetGamePassword: writeAnswer,
  };
}
