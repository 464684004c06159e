import { oneValue } from '../../schemas/answer-kit';
import { flagField } from '../../schemas/fields';
import type { AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

/** Whether the wheel is on (spec section 7). */
function answers(mode: AnswerMode) {
  return {
    spinActive: oneValue(mode, 'active', flagField(mode)),
  };
}

/** The spin wheel calls of spec section 7. */
export const SPIN_ACTIVE_CALLS = defineCalls(answers, {
  spinActive: { method: 'GET', path: '/api/spinwheel/active' },
});

export type SpinActiveResponse = Answer<typeof SPIN_ACTIVE_CALLS.spinActive>;
