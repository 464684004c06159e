import { oneValue } from './answer-kit';
import { flagField } from './fields';
import type { AnswerMode } from './extensions';

/** Whether the wheel is on (spec section 7). */
export function spinActiveAnswers(mode: AnswerMode) {
  return {
    spinActive: oneValue(mode, 'active', flagField(mode)),
  };
}
