import { baseApi } from '../../base-api';
import { requestFor } from '../../call-request';
import { OTP_CALLS } from './otp.calls';
import type { MessageResponse } from '../../schemas/answer-kit';
import type { OtpSendRequest, OtpSendResponse, OtpVerifyRequest } from './otp.calls';

const request = requestFor(OTP_CALLS);

export const otpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendOtp: build.mutation<OtpSendResponse, OtpSendRequest>({ query: (body) => request('sendOtp', { body }) }),
    verifyOtp: build.mutation<MessageResponse, OtpVerifyRequest>({ query: (body) => request('verifyOtp', { body }) }),
  }),
});

export const { useSendOtpMutation, useVerifyOtpMutation } = otpApi;
