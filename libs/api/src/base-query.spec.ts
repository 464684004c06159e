import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestI18n } from '@wallet/i18n/testing';
import { authApi } from './areas/auth/auth.api';
import { siteApi } from './areas/site/site.api';
import { qrApi } from './areas/qr/qr.api';
import { refundApi } from './areas/refund/refund.api';
import { createTestStore } from './testing';
import { clearToken, readToken, storeToken } from './token-storage';
import { moneyApi } from './areas/money/money.api';
import { walletApi } from './areas/wallet/wallet.api';
import { spinWheelApi } from './areas/spin-wheel/spin-wheel.api';

const API = 'http://wallet.test';
const cacheModes: string[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const server = setupServer(
  http.get(`${API}/api/lookup/info`, ({ request }) => {
    cacheModes.push(request.cache);
    return HttpResponse.json({ name: 'Wallet', website: 'https://wallet.test' });
  }),
  http.all(`${API}/api/*`, () => HttpResponse.json(answer.body as never, { status: answer.status })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cacheModes.length = 0;
  clearToken();
});
afterAll(() => server.close());

const en = createTestI18n('en');

function answering(status: number, body: unknown) {
  answer = { status, body };
  const navigate = jest.fn();
  const store = createTestStore({ apiBase: API, navigate, translate: (key) => String(en.t(key as never)) });
  return { store, navigate };
}

describe('the base query', () => {
  it('never lets the browser answer a call from its HTTP cache', async () => {
    const store = createTestStore({ apiBase: API });
    await store.dispatch(siteApi.endpoints.lookupInfo.initiate()).unwrap();
    expect(cacheModes).toEqual(['no-store']);
  });
});

describe('a 200 answer that carries an error code', () => {
  it('is the error it names: a login answering WRONG_CREDENTIAL without a token fails and stores nothing', async () => {
    const { store } = answering(200, { message: 'WRONG_CREDENTIAL' });
    const result = await store.dispatch(authApi.endpoints.login.initiate({ username: '0812345678', password: 'nope' }));
    expect(result.error).toEqual({
      status: 200,
      code: 'WRONG_CREDENTIAL',
      messageKey: 'errors:code.WRONG_CREDENTIAL',
      message: en.t('errors:code.WRONG_CREDENTIAL'),
    });
    expect(result.data).toBeUndefined();
    expect(readToken()).toBeNull();
  });

  it('moves the browser like any failure: INVALID_USER_2 clears the token and goes to /login', async () => {
    const { store, navigate } = answering(200, { message: 'INVALID_USER_2' });
    storeToken('a-token', true);
    await store.dispatch(walletApi.endpoints.getWallet.initiate());
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(readToken()).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });

  it('fails a money action whose only answer is a failure code', async () => {
    const { store } = answering(200, { message: 'MONEY_NOT_ENOUGH', detail: null });
    const result = await store.dispatch(moneyApi.endpoints.transfer.initiate({ from: 'WALLET', to: 'PG', amount: 50 }));
    expect(result.error).toMatchObject({ status: 200, code: 'MONEY_NOT_ENOUGH' });
  });

  it.each([
    [{ message: 'SUCCESS' }],
    [{ message: 'OK' }],
    [{ message: 'REFUND_SUCCESS' }],
    [{ message: 'INVITE_BONUS_SUCCESS' }],
    [{ message: 'BONUS_CLEAR' }],
    [{ message: 'OTP_CODE_VALID' }],
  ])('keeps the success words as successes: %j', async (body) => {
    const { store } = answering(200, body);
    const result = await store.dispatch(refundApi.endpoints.receiveRefund.initiate());
    expect(result).toMatchObject({ data: body });
  });

  it('fails a money action that names a failure code next to other fields', async () => {
    const { store } = answering(200, { status: false, message: 'TRANSFER_FAIL' });
    const result = await store.dispatch(moneyApi.endpoints.transfer.initiate({ from: 'WALLET', to: 'PG', amount: 50 }));
    expect(result.error).toMatchObject({ status: 200, code: 'TRANSFER_FAIL', message: en.t('errors:code.TRANSFER_FAIL') });
    expect(result.data).toBeUndefined();
  });

  it('fails a lookup that names a failure code instead of its answer', async () => {
    const { store } = answering(200, { status: false, message: 'TRANSFER_FAIL' });
    const result = await store.dispatch(walletApi.endpoints.getWallet.initiate());
    expect(result.error).toMatchObject({ code: 'TRANSFER_FAIL' });
  });

  it.each(['NO_CLAIMABLE_COUPON', 'INVALID_COUPON_TYPE', 'COUPON_EXPIRED', 'BONUS_REMAINING'])(
    'fails a coupon claim and a spin answered with the spin group code %s, keeping the code for its text',
    async (code) => {
      const { store } = answering(200, { message: code });
      const claim = await store.dispatch(spinWheelApi.endpoints.claimCoupon.initiate({ coupon: 'c-1' }));
      expect(claim.error).toMatchObject({ status: 200, code });
      expect(claim.data).toBeUndefined();
      const spin = await store.dispatch(spinWheelApi.endpoints.spin.initiate());
      expect(spin.error).toMatchObject({ status: 200, code });
    },
  );

  it('keeps a spin group code in a call outside the wheel as its plain answer', async () => {
    const { store } = answering(200, { message: 'NO_CLAIMABLE_COUPON' });
    expect(await store.dispatch(moneyApi.endpoints.transfer.initiate({ from: 'WALLET', to: 'PG', amount: 5 }))).toMatchObject({ data: { message: 'NO_CLAIMABLE_COUPON' } });
  });

  it('keeps a QR state whose message is a code: the message is part of the state', async () => {
    const qr = { qrcodeId: '', hasQrcode: false, qrcode: '', amount: 0, expireIn: 0, message: 'QR_FAIL' };
    const { store } = answering(200, qr);
    expect(await store.dispatch(qrApi.endpoints.createQr.initiate({ provider: 'WW', amount: 50 }))).toMatchObject({ data: qr });
    answer = { status: 200, body: { message: 'Transfer queued' } };
    expect(await store.dispatch(moneyApi.endpoints.transfer.initiate({ from: 'WALLET', to: 'PG', amount: 5 }))).toMatchObject({
      data: { message: 'Transfer queued' },
    });
  });
});

describe('an answer that is not the shape the specification gives', () => {
  const unexpected = { status: 'UNEXPECTED', code: null, messageKey: 'errors:network.unexpected', message: en.t('errors:network.unexpected') };

  it.each([
    ['an empty body', ''],
    ['a wallet without its game accounts', { profile: {}, wallet: { amount: 1 } }],
    ['a list where an object is promised', [1, 2]],
  ])('is a translated error of that call, never a success: %s', async (_name, body) => {
    const { store } = answering(200, body);
    const result = await store.dispatch(walletApi.endpoints.getWallet.initiate());
    expect(result.error).toEqual(unexpected);
    expect(result.data).toBeUndefined();
  });

  it('is a translated error when the body is not JSON', async () => {
    server.use(http.get(`${API}/api/lookup/info`, () => new HttpResponse('<html>oops', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const { store } = answering(200, {});
    const result = await store.dispatch(siteApi.endpoints.lookupInfo.initiate());
    expect(result.error).toEqual(unexpected);
  });

  it('reads the plain readings of an answer the spec names without a shape: a bare notice string', async () => {
    const { store } = answering(200, 'Deposits are open');
    expect((await store.dispatch(siteApi.endpoints.lookupNotice.initiate())).data).toEqual({ notice: 'Deposits are open' });
  });
});
