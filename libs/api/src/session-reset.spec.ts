import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { followSessionElsewhere } from './session-elsewhere';
import { createTestStore, memberWallet as wallet } from './testing';
import { clearToken, storeToken, TOKEN_STORAGE_KEY } from './token-storage';
import { walletApi } from './areas/wallet/wallet.api';

const API = 'http://wallet.test';
const server = setupServer(http.get(`${API}/api/wallet`, ({ request }) => HttpResponse.json(wallet(request.headers.get('Authorization') ?? 'none'))));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => clearToken());
afterAll(() => server.close());

describe('one session at a time', () => {
  it.each([
    ['logs out', () => clearToken()],
    ['logs in as another member', () => storeToken('token-of-B', true)],
  ])("drops every cached answer of the member when the session %s", async (_when, change) => {
    const store = createTestStore({ apiBase: API });
    storeToken('token-of-A', false);
    await store.dispatch(walletApi.endpoints.getWallet.initiate()).unwrap();
    expect(walletApi.endpoints.getWallet.select()(store.getState()).data?.profile?.name).toBe('Bearer token-of-A');
    change();
    expect(walletApi.endpoints.getWallet.select()(store.getState()).data).toBeUndefined();
    expect(store.getState().api.queries).toEqual({});
  });

  it('keeps the cache when the same token is stored again', async () => {
    const store = createTestStore({ apiBase: API });
    storeToken('token-of-A', false);
    await store.dispatch(walletApi.endpoints.getWallet.initiate()).unwrap();
    storeToken('token-of-A', false);
    expect(walletApi.endpoints.getWallet.select()(store.getState()).data).toBeDefined();
  });

  it("drops every cached answer of the member when another tab logs in as another member (issue 19)", async () => {
    const store = createTestStore({ apiBase: API });
    const stop = followSessionElsewhere();
    storeToken('token-of-A', true);
    await store.dispatch(walletApi.endpoints.getWallet.initiate()).unwrap();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-of-B');
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: 'token-of-B', storageArea: window.localStorage }));
    stop();
    expect(store.getState().api.queries).toEqual({});
  });
});
