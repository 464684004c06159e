import { writeAnswer } from './answer-kit';
import type { AnswerMode } from './extensions';

/** What moves money (spec section 7). */
export function moneyAnswers(_mode: AnswerMode) {
  return {
    addToWallet: writeAnswer,
    transfer: writeAnswer,
    transferAll: writeAnswer,
    withdraw: writeAnswer,
    withdrawAll: writeAnswer,
  };
}
