import * as v from 'valibot';
import { writeAnswer } from './answer-kit';
import type { AnswerMode } from './extensions';

/** The one-time code (spec section 7). */
export function otpAnswers(_mode: AnswerMode) {
  return {
    sendOtp: v.object({ otpRef: v.string(), otpToken: v.string(), code: v.optional(v.string(), '') }),
    verifyOtp: writeAnswer,
  };
}
