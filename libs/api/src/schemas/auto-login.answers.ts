import * as v from 'valibot';
import { oneValue } from './answer-kit';
import type { AnswerMode } from './extensions';

/** Game auto-login links (spec section 7). */
export function autoLoginAnswers(mode: AnswerMode) {
  return {
    autoLogin: oneValue(mode, 'link', v.string()),
    autoLoginWithPassword: oneValue(mode, 'link', v.string()),
  };
}
