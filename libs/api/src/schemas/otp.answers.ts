import * as v from 'valibot';
import { writeAnswer } from './answer-kit';
import { textField, textOrEmptyField } from './fields';
import type { AnswerMode } from './extensions';

/** The one-time code (spec section 7). */
export function otpAnswers(mode: AnswerMode) {
  const text = textField(mode);
  return {
    sendOtp: v.object({ otpRef: text, otpToken: text, code: mode === 'spec' ? v.optional(v.string(), '') : textOrEmptyField(mode) }),
    verifyOtp: writeAnswer,
  };
}
