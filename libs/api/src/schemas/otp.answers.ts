import * as v from 'valibot';
import { writeAnswer } from './answer-kit';
import { fields } from './fields';
import type { AnswerMode } from './extensions';

/** The one-time code (spec section 7). */
export function otpAnswers(mode: AnswerMode) {
  const { text } = fields(mode);
  return {
    sendOtp: v.object({ otpRef: text, otpToken: text, code: mode === 'spec' ? v.optional(v.string(), '') : fields(mode).textOrEmpty }),
    verifyOtp: writeAnswer,
  };
}
