import { writeAnswer } from './answer-kit';
import type { AnswerMode } from './extensions';

/** Slip and gift-link deposits (spec section 7). */
export function depositAnswers(_mode: AnswerMode) {
  return {
    uploadSlip: writeAnswer,
    sendTrueLink: writeAnswer,
  };
}
