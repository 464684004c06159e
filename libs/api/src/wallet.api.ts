import { baseApi, requestFor } from './base-api';
import { WALLET_CALLS } from './calls/wallet.calls';
import { freshOnReturn } from './fresh-on-return';
import type { MessageResponse, WalletResponse } from './contract';
import { walletReadAnswers } from './schemas/wallet-read.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(WALLET_CALLS);

registerAnswers(walletReadAnswers('client'));

/** The wallet as home reads it on arrival; what moves money is in money.api, game accounts and deposits in their own files. */
export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWallet: build.query<WalletResponse, void>({ query: () => request('getWallet'), providesTags: [{ type: 'Wallet', id: 'LIST' }, 'Wallet'] }),
    refreshGameBalances: build.mutation<MessageResponse, void>({ query: () => request('refreshGameBalances'), invalidatesTags: ['Wallet'] }),
  }),
});

/** The wallet and game balances: read again when the network returns or the tab is shown again. */
export const useGetWalletQuery = freshOnReturn(walletApi.useGetWalletQuery);

export const { useRefreshGameBalancesMutation } = walletApi;
