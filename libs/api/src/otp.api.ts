import { baseApi, requestFor } from './base-api';
import { OTP_CALLS } from './calls/otp.calls';
import type { MessageResponse, OtpSendRequest, OtpSendResponse, OtpVerifyRequest } from './contract';
import { otpAnswers } from './schemas/otp.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(OTP_CALLS);

registerAnswers(otpAnswers('client'));

export const otpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendOtp: build.mutation<OtpSendResponse, OtpSendRequest>({ query: (body) => request('sendOtp', { body }) }),
    verifyOtp: build.mutation<MessageResponse, OtpVerifyRequest>({ query: (body) => request('verifyOtp', { body }) }),
  }),
});

export const { useSendOtpMutation, useVerifyOtpMutation } = otpApi;
