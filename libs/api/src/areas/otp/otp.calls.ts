import * as v from 'valibot';
import { writeAnswer } from '../../schemas/answer-kit';
import { textField, textOrEmptyField } from '../../schemas/fields';
import type { AnswerMode } from '../../schemas/extensions';
import type { Answer, CallDefinition } from '../../call-definition';

/** The one-time code (spec section 7). */
function answers(mode: AnswerMode) {
  const text = textField(mode);
  return {
    sendOtp: v.object({ otpRef: text, otpToken: text, code: mode === 'spec' ? v.optional(v.string(), '') : textOrEmptyField(mode) }),
    verifyOtp: writeAnswer,
  };
}

/** The one-time code calls of spec section 7. */
export const OTP_CALLS = {
  sendOtp: { method: 'POST', path: '/api/otp/send', answer: (mode: AnswerMode) => answers(mode).sendOtp },
  verifyOtp: { method: 'POST', path: '/api/otp/verify', answer: (mode: AnswerMode) => answers(mode).verifyOtp },
} as const satisfies Record<string, CallDefinition>;

export type OtpSendResponse = Answer<typeof OTP_CALLS.sendOtp>;

export interface OtpSendRequest {
  phoneNumber: string;
}

export interface OtpVerifyRequest {
  otpToken: string;
  otpCode: string;
}
