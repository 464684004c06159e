import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createTestStore, minimalWallet, startMockServer, withStore } from './testing';
import { useGetWalletQuery, useRefreshGameBalancesMutation } from './areas/wallet/wallet.api';

const API = 'http://wallet.test';
const WALLET = minimalWallet();
let walletAsked = 0;
let answerWallet: () => Promise<Response> = async () => HttpResponse.json(WALLET);
let refreshFails = true;
startMockServer(
  http.get(`${API}/api/wallet`, () => {
    walletAsked += 1;
    return answerWallet();
  }),
  http.get(`${API}/api/wallet/refresh/slot`, () => (refreshFails ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ message: 'SUCCESS' }))),
);

beforeEach(() => {
  walletAsked = 0;
  refreshFails = true;
  answerWallet = async () => HttpResponse.json(WALLET);
});

function homeReadings() {
  const store = createTestStore({ apiBase: API });
  return renderHook(() => ({ wallet: useGetWalletQuery(), refresh: useRefreshGameBalancesMutation()[0] }), { wrapper: ({ children }) => withStore(store)(children) });
}

describe("home's game balances refresh and its wallet (issue 38 item 11)", () => {
  it('a failed refresh starts no second, hidden wallet request once a stalled one is given up; Try again starts a fresh one', async () => {
    let giveUp: () => void = () => undefined;
    answerWallet = () => new Promise((resolve) => (giveUp = () => resolve(new HttpResponse(null, { status: 504 }))));
    const { result } = homeReadings();
    await waitFor(() => expect(walletAsked).toBe(1));
    await act(async () => void (await result.current.refresh().unwrap().catch(() => undefined)));
    act(() => giveUp());
    // A refetch the refresh's failure had asked for would start as the stalled request ends: the
    // reading would turn pending at once instead of showing its failure.
    await waitFor(() => expect(result.current.wallet.isError).toBe(true));
    expect(walletAsked).toBe(1);
    expect(result.current.wallet.isFetching).toBe(false);

    answerWallet = async () => HttpResponse.json(WALLET);
    await act(async () => void (await result.current.wallet.refetch()));
    expect(walletAsked).toBe(2);
    expect(result.current.wallet.data?.wallet.amount).toBe(10);
  });

  it('a refresh that went through reads the wallet again, with the game balances it brought', async () => {
    refreshFails = false;
    const { result } = homeReadings();
    await waitFor(() => expect(result.current.wallet.isSuccess).toBe(true));
    await act(async () => void (await result.current.refresh().unwrap()));
    await waitFor(() => expect(walletAsked).toBe(2));
  });
});
