import { writeAnswer } from '../../schemas/answer-kit';
import type { AnswerMode } from '../../schemas/extensions';
import { defineCalls } from '../../call-definition';

/** Slip and gift-link deposits (spec section 7). */
function answers(_mode: AnswerMode) {
  return {
    uploadSlip: writeAnswer,
    sendTrueLink: writeAnswer,
  };
}

/** The wallet calls of spec section 7. */
export const DEPOSIT_CALLS = defineCalls(answers, {
  uploadSlip: { method: 'POST', path: '/api/wallet/slip', upload: true },
  sendTrueLink: { method: 'POST', path: '/api/wallet/truelink' },
});
