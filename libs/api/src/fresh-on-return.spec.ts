import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createTestStore, minimalWallet, startMockServer, withStore } from './testing';
import { moneyApi } from './areas/money/money.api';
import { useGetWalletQuery } from './areas/wallet/wallet.api';
import { useLazySlipUrlQuery, useListSlipsQuery } from './areas/statement/statement.api';

const API = 'http://wallet.test';
let amount = 10;
const sent = { wallet: 0, slips: 0, transfer: 0, slipUrl: 0 };
startMockServer(
  http.get(`${API}/api/wallet`, () => {
    sent.wallet += 1;
    return HttpResponse.json(minimalWallet({ amount }));
  }),
  http.post(`${API}/api/statement/slip`, () => {
    sent.slips += 1;
    return HttpResponse.json({ slips: [], total: 0 });
  }),
  http.get(`${API}/api/statement/slip/reference/:reference`, () => {
    sent.slipUrl += 1;
    return HttpResponse.json({ url: 'https://slips.test/1.png' });
  }),
  http.post(`${API}/api/wallet/transfer`, () => {
    sent.transfer += 1;
    return HttpResponse.json({ message: 'SUCCESS' });
  }),
);

beforeEach(() => {
  amount = 10;
  Object.assign(sent, { wallet: 0, slips: 0, transfer: 0, slipUrl: 0 });
});

function showWallet() {
  const store = createTestStore({ apiBase: API });
  const view = renderHook(() => ({ wallet: useGetWalletQuery(), slips: useListSlipsQuery({ page: 1, limit: 10 }) }), { wrapper: ({ children }) => withStore(store)(children) });
  return { ...view, store };
}

describe('readings that must not be stale after the member was away (issue 19)', () => {
  it('reads the wallet and game balances again when the tab is shown again, and only those that opted in', async () => {
    const { result } = showWallet();
    await waitFor(() => expect(result.current.wallet.data?.wallet.amount).toBe(10));
    await waitFor(() => expect(result.current.slips.isSuccess).toBe(true));
    amount = 25;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(result.current.wallet.data?.wallet.amount).toBe(25));
    expect(sent).toMatchObject({ wallet: 2, slips: 1 });
  });

  it('reads every reading on screen again when the network returns (issue 38)', async () => {
    const { result } = showWallet();
    await waitFor(() => expect(result.current.wallet.data?.wallet.amount).toBe(10));
    await waitFor(() => expect(result.current.slips.isSuccess).toBe(true));
    amount = 25;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.wallet.data?.wallet.amount).toBe(25));
    await waitFor(() => expect(sent).toMatchObject({ wallet: 2, slips: 2 }));
  });

  it('does not fetch a one-shot link again when the network returns', async () => {
    const store = createTestStore({ apiBase: API });
    const { result } = renderHook(() => ({ wallet: useGetWalletQuery(), slipUrl: useLazySlipUrlQuery() }), { wrapper: ({ children }) => withStore(store)(children) });
    await waitFor(() => expect(result.current.wallet.isSuccess).toBe(true));
    await act(async () => {
      await result.current.slipUrl[0]('REF-1');
    });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // The wallet read again: the return's readings have gone out, and the link was not among them.
    await waitFor(() => expect(sent.wallet).toBe(2));
    expect(sent.slipUrl).toBe(1);
  });

  it('never sends a money action again when the network returns', async () => {
    const { result, store } = showWallet();
    await waitFor(() => expect(result.current.wallet.isSuccess).toBe(true));
    await store.dispatch(moneyApi.endpoints.transfer.initiate({ from: 'WALLET', to: 'PG', amount: 5 }));
    // The transfer reads the wallet again itself (its cache tags).
    await waitFor(() => expect(sent.wallet).toBe(2));
    await waitFor(() => expect(result.current.wallet.isFetching).toBe(false));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // The wallet read that the return starts has answered: anything else it started would have gone out with it.
    await waitFor(() => expect(sent.wallet).toBe(3));
    expect(sent.transfer).toBe(1);
  });
});
