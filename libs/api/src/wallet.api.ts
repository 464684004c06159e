import { baseApi, requestFor } from './base-api';
import { WALLET_CALLS } from './calls/wallet.calls';
import type { MessageResponse, WalletResponse } from './contract';
import { walletAnswers } from './schemas/wallet.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(WALLET_CALLS);

// The wallet's answers, registered once for every wallet endpoint file (game accounts, money, deposits).
registerAnswers(walletAnswers('client'));

/** The wallet as home reads it on arrival; what moves money is in money.api, game accounts and deposits in their own files. */
export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWallet: build.query<WalletResponse, void>({ query: () => request('getWallet'), providesTags: [{ type: 'Wallet', id: 'LIST' }, 'Wallet'] }),
    refreshGameBalances: build.mutation<MessageResponse, void>({ query: () => request('refreshGameBalances'), invalidatesTags: ['Wallet'] }),
  }),
});

export const { useGetWalletQuery, useRefreshGameBalancesMutation } = walletApi;
