import { baseApi } from '../../base-api';
import { requestFor } from '../../call-request';
import type { MessageResponse } from '../../schemas/answer-kit';
import { freshOnReturn } from '../../fresh-on-return';
import { WALLET_CALLS, type WalletResponse } from './wallet.calls';

const request = requestFor(WALLET_CALLS);

/** The wallet as home reads it on arrival; what moves money is in the money area, game accounts and deposits in their own. */
export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWallet: build.query<WalletResponse, void>({ query: () => request('getWallet'), providesTags: [{ type: 'Wallet', id: 'LIST' }, 'Wallet'] }),
    // Only a refresh that went through changed the game balances: a failed one must not read the
    // wallet again behind the member's back, least of all once a stalled reading is given up (issue 38).
    refreshGameBalances: build.mutation<MessageResponse, void>({ query: () => request('refreshGameBalances'), invalidatesTags: (_result, error) => (error ? [] : ['Wallet']) }),
  }),
});

/** The wallet and game balances: read again when the network returns or the tab is shown again. */
export const useGetWalletQuery = freshOnReturn(walletApi.useGetWalletQuery);

export const { useRefreshGameBalancesMutation } = walletApi;
