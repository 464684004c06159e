// Dev-only controls for browser tests and demos, outside /api so the app can never call them and
// the client header, the 'gone' switch and tokens do not apply.
import type { FastifyInstance } from 'fastify';
import { amountCents, fieldsOf, param } from '../http/body';
import { fail, refuse } from '../http/errors';
import { arrangeAuthFailure, isAuthFailureCode, type AuthFailureTarget } from '../rules/auth-failures';
import { payQr, qrStatus } from '../rules/qr';
import type { SiteFlags } from '../store/fixture';
import { hostileFixture } from '../store/hostile-fixture';
import { settleDue, settleSlipNow } from '../store/settlement';
import type { StubStore } from '../store/store';

const SITE_FLAGS: (keyof SiteFlags)[] = ['active', 'registerOTP', 'enableChatWidget', 'isManual'];

export function registerDevRoutes(app: FastifyInstance, store: StubStore): void {
  app.post('/__dev/reset', async () => {
    store.reset();
    return { message: 'SUCCESS' };
  });

  // Like reset, but every text, markup and address the app shows or follows carries script
  // payloads (store/hostile-fixture.ts); reset goes back to the plain fixture.
  app.post('/__dev/hostile', async () => {
    store.resetWith(hostileFixture);
    return { message: 'SUCCESS' };
  });

  app.post('/__dev/site', async (request) => {
    const fields = fieldsOf(request.body);
    const unknown = Object.keys(fields).filter((key) => !SITE_FLAGS.includes(key as keyof SiteFlags));
    if (unknown.length > 0 || Object.values(fields).some((value) => typeof value !== 'boolean')) refuse('KEY_INVALID');
    Object.assign(store.state.site, fields);
    return store.state.site;
  });

  // { token | username, code, times = 1 }: the next `times` calls with that token (or any token of
  // that member) answer `code`, one of EXPIRED_AUTH_TOKEN, UNAUTHORIZED, INVALID_USER_1..4, INACTIVE_USER.
  app.post('/__dev/auth-failure', async (request) => {
    const { token, username, code, times = 1, ...rest } = fieldsOf(request.body);
    if (Object.keys(rest).length > 0 || !isAuthFailureCode(code)) refuse('KEY_INVALID');
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 1000) refuse('KEY_INVALID');
    let target: AuthFailureTarget;
    if (typeof token === 'string' && username === undefined) {
      if (!store.state.tokens.has(token)) fail(404, 'NO_DATA');
      target = { token };
    } else if (typeof username === 'string' && token === undefined) {
      const found = store.memberByUsername(username);
      if (!found) fail(404, 'NO_DATA');
      target = { memberId: found._id };
    } else {
      refuse('KEY_INVALID');
    }
    arrangeAuthFailure(store, target, code, times);
    return { message: 'SUCCESS', code, times };
  });

  app.post('/__dev/qrcode/:qrcodeId/pay', async (request) => {
    settleDue(store);
    const qr = store.state.qrcodes.get(param(request.params, 'qrcodeId', 'NO_DATA'));
    if (!qr) fail(404, 'NO_DATA');
    if (!payQr(store, qr)) refuse('QR_FAIL');
    return { message: 'SUCCESS', status: qrStatus(store, qr) };
  });

  // `{ amount }` (optional): the amount read off the slip, credited instead of the one sent with it.
  app.post('/__dev/slip/:slipId/settle', async (request) => {
    const fields = request.body === undefined ? {} : fieldsOf(request.body);
    const amount = fields.amount === undefined ? undefined : amountCents(fields, 'amount');
    if (amount !== undefined && amount <= 0) refuse('KEY_INVALID');
    if (!settleSlipNow(store, param(request.params, 'slipId', 'NO_DATA'), amount)) fail(404, 'NO_DATA');
    return { message: 'SUCCESS' };
  });

  app.get('/__dev/otp/:phone', async (request) => {
    const otp = store.state.otps.get(param(request.params, 'phone', 'NO_DATA'));
    if (!otp) fail(404, 'NO_DATA');
    return { phoneNumber: otp.phone, code: otp.code, otpRef: otp.otpRef, otpToken: otp.otpToken };
  });
}
