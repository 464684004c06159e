// One-time codes for registration. The code is the fixture's demo code (printed at start and
// readable at GET /__dev/otp/:phone) because no SMS leaves a stand-in server.
import type { MessageResponse, OtpSendResponse } from '@wallet/api';
import { fieldsOf, text } from '../http/body';
import { fail, refuse } from '../http/errors';
import { open, type RouteTable } from '../http/route-def';
import { readPhone } from '../rules/registration';
import { newOtpRef, newToken } from '../store/ids';

/** Wrong codes allowed per OTP before it is blocked. */
const MAX_WRONG_CODES = 5;

export const otpRoutes = {
  sendOtp: open(({ store, body }): OtpSendResponse => {
    const phone = readPhone(store, fieldsOf(body), 'phoneNumber');
    if (store.state.verifiedPhones.has(phone)) refuse('OTP_VERIFIED');
    if (store.memberByUsername(phone)) refuse('EXISTING_USER');
    const now = store.now();
    const previous = store.state.otps.get(phone);
    if (previous && now - previous.sentAt < store.settings.otpResendMs) fail(429, 'REQUEST_LIMIT_1MIN');
    const record = {
      phone,
      code: store.settings.otpCode,
      otpRef: newOtpRef(),
      otpToken: newToken(),
      sentAt: now,
      expiresAt: now + store.settings.otpTtlMs,
      wrongAttempts: 0,
    };
    store.state.otps.set(phone, record);
    return { otpRef: record.otpRef, otpToken: record.otpToken, code: 'OK' };
  }),
  verifyOtp: open(({ store, body }): MessageResponse => {
    const fields = fieldsOf(body);
    const otpToken = text(fields, 'otpToken', 'OTP_TOKEN_INVALID', 100);
    const otpCode = text(fields, 'otpCode', 'OTP_CODE_INVALID', 12);
    const record = [...store.state.otps.values()].find((candidate) => candidate.otpToken === otpToken);
    if (!record) refuse('OTP_TOKEN_INVALID');
    if (store.state.verifiedPhones.has(record.phone)) refuse('OTP_VERIFIED');
    if (record.expiresAt <= store.now()) refuse('OTP_EXPIRED');
    if (record.wrongAttempts >= MAX_WRONG_CODES) fail(429, 'OTP_BLOCK');
    if (otpCode !== record.code) {
      record.wrongAttempts += 1;
      refuse('OTP_CODE_INVALID');
    }
    store.state.verifiedPhones.add(record.phone);
    return { message: 'OTP_CODE_VALID' };
  }),
} satisfies RouteTable;
