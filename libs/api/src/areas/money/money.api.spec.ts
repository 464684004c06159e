import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { decryptTrueLink } from '@wallet/domain';
import { CLIENT_HEADER } from '../../contract';
import { createTestStore } from '../../testing';
import { depositApi } from '../deposit/deposit.api';
import { moneyApi } from './money.api';

const API = 'http://wallet.test';
const seen: { path: string; body: unknown; client: string | null }[] = [];
const server = setupServer(
  http.post(`${API}/api/wallet/transfer`, async ({ request }) => {
    seen.push({ path: 'transfer', body: await request.json(), client: request.headers.get(CLIENT_HEADER.name) });
    return HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 });
  }),
  http.post(`${API}/api/wallet/truelink`, async ({ request }) => {
    seen.push({ path: 'truelink', body: await request.json(), client: request.headers.get(CLIENT_HEADER.name) });
    return HttpResponse.json({ message: 'SUCCESS' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

describe('money actions', () => {
  it('are sent exactly once, even when the server fails', async () => {
    const store = createTestStore({ apiBase: API });
    const result = await store.dispatch(moneyApi.endpoints.transfer.initiate({ from: 'WALLET', to: 'PG', amount: 50 }));
    expect(result.error).toMatchObject({ status: 500, code: 'INTERNAL_SERVER_ERROR' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([{ path: 'transfer', body: { from: 'WALLET', to: 'PG', amount: 50 }, client: 'wallet-user' }]);
  });

  it('send the phone-wallet link encrypted with the region secret, with the wallet account name', async () => {
    const store = createTestStore({ apiBase: API, trueLinkSecret: 'region-secret' });
    const link = 'https://gift.truemoney.com/campaign/?v=abc';
    await store.dispatch(depositApi.endpoints.sendTrueLink.initiate({ link, walletAccountName: 'WALLET SHOP' })).unwrap();
    const sent = (seen[0].body as { link: string }).link;
    expect(sent).not.toContain('truemoney');
    await expect(decryptTrueLink(sent, 'region-secret')).resolves.toEqual({ link, walletAccountName: 'WALLET SHOP' });
  });
});
