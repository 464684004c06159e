/**
 * The endpoints over real HTTP against the stand-in API: what a member's actions do to the
 * server and what comes back, including the redirects and translated errors.
 */
import { waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locale } from '@wallet/config';
import { bankAccountHolderName } from '@wallet/domain';
import { createTestI18n } from '@wallet/i18n/testing';
import { createTestStore, uploadOverNodeFetch } from './testing';
import { startStubApi, type StubApiProcess } from './stub-api-process';
import { clearToken, readToken, storeToken } from './token-storage';
import { accountApi } from './areas/account/account.api';
import { authApi } from './areas/auth/auth.api';
import { autoLoginApi } from './areas/auto-login/auto-login.api';
import { siteApi } from './areas/site/site.api';
import { promotionApi } from './areas/promotion/promotion.api';
import { statementApi } from './areas/statement/statement.api';
import { depositApi } from './areas/deposit/deposit.api';
import { moneyApi } from './areas/money/money.api';
import { walletApi } from './areas/wallet/wallet.api';
import type { ApiError } from './api-error';
import { profileApi } from './areas/profile/profile.api';

let stub: StubApiProcess;
uploadOverNodeFetch();
beforeAll(async () => {
  stub = await startStubApi();
}, 30_000);
afterAll(() => stub.stop());
beforeEach(async () => {
  await stub.dev('reset');
  clearToken();
});

function storeFor(locale: Locale = 'en', navigate = jest.fn()) {
  const i18n = createTestI18n(locale);
  const store = createTestStore({ apiBase: stub.url, navigate, translate: (key, options) => String(i18n.t(key as never, options as never)) });
  return { store, navigate, i18n };
}

async function logIn(store: ReturnType<typeof storeFor>['store']) {
  const { token } = await store.dispatch(authApi.endpoints.login.initiate({ username: '0812345678', password: 'demo1234' })).unwrap();
  storeToken(token, false);
}

describe('the api against the stand-in server', () => {
  it('logs in, reads the wallet, and sends the bearer token and client header', async () => {
    const { store } = storeFor();
    await logIn(store);
    expect(readToken()).toMatch(/\S{16,}/);
    const wallet = await store.dispatch(walletApi.endpoints.getWallet.initiate()).unwrap();
    expect(wallet.profile?.username).toBe('0812345678');
    expect(wallet.profile?.currency).toBe('BAHT');
    expect(wallet.wallet.amount).toBeGreaterThan(0);
    expect(wallet.slots.map((game) => game.category)).toEqual(expect.arrayContaining(['slot', 'sport', 'lotto']));
  });

  it('moves money with a transfer and refreshes the wallet on screen', async () => {
    const { store } = storeFor();
    await logIn(store);
    const subscription = store.dispatch(walletApi.endpoints.getWallet.initiate());
    const before = await subscription.unwrap();
    const game = before.slots.find((slot) => slot.isActive);
    if (!game) throw new Error('the fixture needs an active game');

    await store.dispatch(moneyApi.endpoints.transfer.initiate({ from: 'WALLET', to: game.code, amount: 100 })).unwrap();

    // The invalidated wallet refetches by itself: no component asked again. Waited for until it
    // has arrived, however long the stand-in takes on a busy machine.
    const after = () => walletApi.endpoints.getWallet.select()(store.getState()).data;
    await waitFor(() => expect(after()?.wallet.amount).toBeCloseTo(before.wallet.amount - 100, 2));
    expect(after()?.slots.find((slot) => slot.code === game.code)?.amount).toBeCloseTo(game.amount + 100, 2);
    subscription.unsubscribe();
  });

  it.each<[Locale, RegExp]>([
    ['en', /[A-Za-z]/],
    ['th', /\p{Script=Thai}/u],
    ['lo', /\p{Script=Lao}/u],
  ])('translates an error code in %s', async (locale, script) => {
    const { store, i18n } = storeFor(locale);
    await logIn(store);
    const result = await store.dispatch(moneyApi.endpoints.transfer.initiate({ from: 'WALLET', to: 'PG', amount: 99_999_999 }));
    const error = result.error as ApiError;
    expect(error.code).toBe('MONEY_NOT_ENOUGH');
    expect(error.message).toBe(i18n.t('errors:code.MONEY_NOT_ENOUGH'));
    expect(error.message).toMatch(script);
  });

  it("sends the browser to /terminated when the site is 'gone'", async () => {
    const { store, navigate } = storeFor();
    await stub.dev('site', { active: false });
    await store.dispatch(siteApi.endpoints.lookupActive.initiate());
    expect(navigate).toHaveBeenCalledWith('/terminated');
  });

  it("clears the token and sends the browser to /login on 'invalid-token'", async () => {
    const { store, navigate } = storeFor();
    storeToken('not-a-real-token', true);
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(readToken()).toBeNull();
    // The session ended: nothing it read stays cached.
    expect(store.getState().api.queries).toEqual({});
  });

  it('uploads a slip as multipart and lists it', async () => {
    const { store } = storeFor();
    await logIn(store);
    // Node's File: the environment's FormData (Node's) takes no jsdom File.
    const file = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'slip.png', { type: 'image/png' }) as unknown as File;
    await store.dispatch(depositApi.endpoints.uploadSlip.initiate({ file })).unwrap();
    const { slips } = await store.dispatch(statementApi.endpoints.listSlips.initiate({ page: 1, limit: 10 })).unwrap();
    expect(slips[0]).toMatchObject({ status: 'PENDING' });
  });
});

describe('every auth failure of section 8', () => {
  it.each(['INVALID_USER_1', 'INVALID_USER_2', 'INVALID_USER_3', 'INVALID_USER_4'])('%s clears the token and sends the browser to /login', async (code) => {
    const { store, navigate } = storeFor('th');
    await logIn(store);
    await stub.dev('auth-failure', { username: '0812345678', code });
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(readToken()).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });

  it.each<[string, Locale, RegExp]>([
    ['EXPIRED_AUTH_TOKEN', 'en', /[A-Za-z]/],
    ['UNAUTHORIZED', 'th', /\p{Script=Thai}/u],
    ['INACTIVE_USER', 'lo', /\p{Script=Lao}/u],
  ])('%s keeps the member where they are, with its translated message (%s)', async (code, locale, script) => {
    const { store, navigate, i18n } = storeFor(locale);
    await logIn(store);
    await stub.dev('auth-failure', { username: '0812345678', code });
    const result = await store.dispatch(walletApi.endpoints.getWallet.initiate());
    expect(result.error).toMatchObject({ code, messageKey: `errors:code.${code}`, message: i18n.t(`errors:code.${code}` as never) });
    expect((result.error as ApiError).message).toMatch(script);
    expect(navigate).not.toHaveBeenCalled();
    expect(readToken()).not.toBeNull();
  });
});

describe('clean input for a server that repairs nothing', () => {
  it('registers with the holder name as the wizard builds it from what the member typed', async () => {
    const { store } = storeFor();
    await stub.dev('site', { registerOTP: false });
    const payload = {
      name: 'Mali',
      username: '0861112222',
      password: 'secret12',
      sourceCode: 'LINE',
      inviteCode: '',
      bankCode: 'SCB',
      bankAccountNo: '5550001111',
      currency: 'BAHT' as const,
    };
    const raw = await store.dispatch(accountApi.endpoints.createAccount.initiate({ ...payload, bankAccountName: ' mali  deejai' }));
    expect((raw.error as ApiError).code).toBe('INVALID_USER_INFO');
    const clean = await store.dispatch(accountApi.endpoints.createAccount.initiate({ ...payload, bankAccountName: bankAccountHolderName(' mali ', 'deejai') }));
    expect(clean.error).toBeUndefined();
    const { token } = await store.dispatch(authApi.endpoints.login.initiate({ username: payload.username, password: payload.password })).unwrap();
    expect(token).toEqual(expect.any(String));
  });

  it('asks for a game link on the path the server knows, from the code as the wallet lists it', async () => {
    const { store } = storeFor();
    await logIn(store);
    const wallet = await store.dispatch(walletApi.endpoints.getWallet.initiate()).unwrap();
    for (const code of ['PG', 'ASKMEBET']) {
      const game = wallet.slots.find((slot) => slot.code === code);
      if (!game) throw new Error(`the fixture needs an active ${code}`);
      const { link } = await store.dispatch(autoLoginApi.endpoints.gameLink.initiate({ provider: game.code, username: game.username, password: game.password })).unwrap();
      expect(link).toMatch(/^https:\/\//);
    }
  });

  it('upper-cases a promotion code before looking it up', async () => {
    const { store } = storeFor();
    await logIn(store);
    const found = await store.dispatch(promotionApi.endpoints.findPromotion.initiate(' welcome100 ')).unwrap();
    expect(found).toMatchObject({ code: 'WELCOME100' });
  });
});

describe('a server that never answers', () => {
  let silent: Server;
  beforeAll(async () => {
    silent = createServer(() => undefined); // accepts, never responds
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives a translated time-out after 60 seconds, never an unhandled rejection', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const i18n = createTestI18n('th');
    const { port } = silent.address() as AddressInfo;
    const store = createTestStore({ apiBase: `http://127.0.0.1:${port}`, translate: (key) => String(i18n.t(key as never)) });
    const pending = store.dispatch(siteApi.endpoints.lookupInfo.initiate());
    await jest.advanceTimersByTimeAsync(59_999);
    expect(siteApi.endpoints.lookupInfo.select()(store.getState()).status).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    const result = await pending;
    jest.useRealTimers();
    expect(result.error).toMatchObject({ status: 'TIMEOUT', message: i18n.t('errors:network.timeout') });
  });
});
