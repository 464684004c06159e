import * as v from 'valibot';
import { oneValue } from './answer-kit';
import type { AnswerMode } from './extensions';

/** Whether the wheel is on (spec section 7). */
export function spinActiveAnswers(mode: AnswerMode) {
  return {
    spinActive: oneValue(mode, 'active', v.boolean()),
  };
}
