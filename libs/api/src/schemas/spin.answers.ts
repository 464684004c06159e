import type { AnswerMode } from './extensions';
import { spinWheelAnswers } from './spin-wheel.answers';
import { spinActiveAnswers } from './spin-active.answers';

/** The spin wheel (spec section 7), every call of it. */
export function spinAnswers(mode: AnswerMode) {
  return { ...spinWheelAnswers(mode), ...spinActiveAnswers(mode) };
}
