import * as v from 'valibot';
import { writeAnswer } from '../../schemas/answer-kit';
import { textField, textOrEmptyField } from '../../schemas/fields';
import type { AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

/** The one-time code (spec section 7). */
function answers(mode: AnswerMode) {
  const text = textField(mode);
  return {
    sendOtp: v.object({ otpRef: text, otpToken: text, code: mode === 'spec' ? v.optional(v.string(), '') : textOrEmptyField(mode) }),
    verifyOtp: writeAnswer,
  };
}

/** The one-time code calls of spec section 7. */
export const OTP_CALLS = defineCalls(answers, {
  sendOtp: { method: 'POST', path: '/api/otp/send' },
  verifyOtp: { method: 'POST', path: '/api/otp/verify' },
});

export type OtpSendResponse = Answer<typeof OTP_CALLS.sendOtp>;

export interface OtpSendRequest {
  phoneNumber: string;
}

export interface OtpVerifyRequest {
  otpToken: string;
  otpCode: string;
}
