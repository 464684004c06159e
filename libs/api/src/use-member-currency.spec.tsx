import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { createTestStore, startMockServer } from './testing';
import { walletApi } from './areas/wallet/wallet.api';
import { clearToken, storeToken } from './token-storage';
import { useMemberCurrency } from './use-member-currency';

const API = 'http://wallet.test';
// The Laos build: kip and baht members, so the wallet's currency extension decides.
const LAOS = regionFromEnv({ VITE_REGION: 'la', VITE_KIP_PER_BAHT: '700' });
const CURRENCY_OF: Record<string, string> = { 'Bearer kip-member': 'LAK', 'Bearer baht-member': 'BAHT' };

// The first member's wallet waits for this, when a test holds it back.
let kipAnswerHeld: Promise<void> = Promise.resolve();

startMockServer(
  http.get(`${API}/api/wallet`, async ({ request }) => {
    if (request.headers.get('Authorization') === 'Bearer kip-member') await kipAnswerHeld;
    return HttpResponse.json({
      profile: { name: 'M', _id: 'm', createdAt: '2025-01-01T00:00:00Z', username: 'm', coin: 0, currency: CURRENCY_OF[request.headers.get('Authorization') ?? ''] },
      bankAccount: { bankAccountName: 'M', bankAccountNo: '1234567890', bank: { nameTH: 'Bank' } },
      wallet: { amount: 10 },
      invite: { amount: 0, success: 0, fail: 0 },
      slots: [],
    });
  }),
);
afterEach(() => {
  clearToken();
  kipAnswerHeld = Promise.resolve();
});

function Currency() {
  return <p>{useMemberCurrency() ?? 'not known yet'}</p>;
}

function renderCurrency(figure = <Currency />) {
  const store = createTestStore({ apiBase: API });
  render(
    <RegionProvider config={LAOS}>
      <Provider store={store}>{figure}</Provider>
    </RegionProvider>,
  );
  return store;
}

describe('the member currency', () => {
  it("follows a new session in the same tab: the next member's wallet is asked for and read", async () => {
    storeToken('kip-member', true);
    renderCurrency();
    expect(await screen.findByText('LAK')).toBeInTheDocument();
    act(() => storeToken('baht-member', true));
    expect(await screen.findByText('BAHT')).toBeInTheDocument();
  });

  it("follows a new session that begins while the first member's wallet is still on its way", async () => {
    let answer = () => undefined as void;
    kipAnswerHeld = new Promise((resolve) => (answer = resolve));
    storeToken('kip-member', true);
    renderCurrency();
    expect(screen.getByText('not known yet')).toBeInTheDocument();
    act(() => storeToken('baht-member', true));
    answer();
    expect(await screen.findByText('BAHT')).toBeInTheDocument();
  });

  it('leaves a figure as it is while the wallet is read again with the same currency', async () => {
    let draws = 0;
    function CountedCurrency() {
      draws += 1;
      return <p>{useMemberCurrency() ?? 'not known yet'}</p>;
    }
    storeToken('kip-member', true);
    const store = renderCurrency(<CountedCurrency />);
    expect(await screen.findByText('LAK')).toBeInTheDocument();
    const drawsOnceKnown = draws;
    await act(async () => {
      await store.dispatch(walletApi.endpoints.getWallet.initiate(undefined, { forceRefetch: true })).unwrap();
    });
    expect(screen.getByText('LAK')).toBeInTheDocument();
    expect(draws).toBe(drawsOnceKnown);
  });
});
