import type { ApiContext } from './api-context';
import type { ApiError } from './api-error';
import { baseApi, MONEY_TAGS, requestFor } from './base-api';
import { freshOnReturn } from './fresh-on-return';
import { WALLET_CALLS } from './calls/wallet.calls';
import type { AmountRequest, GameAccountCredentials, MessageResponse, TransferAllRequest, TransferRequest, WalletResponse } from './contract';
import type { UploadProgress } from './upload-file';
import { walletAnswers } from './schemas/wallet.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(WALLET_CALLS);

export interface TrueLinkInput {
  link: string;
  walletAccountName: string;
}

/** A slip image to upload, with where to report its progress. */
export interface SlipUpload {
  file: File;
  onProgress?: UploadProgress;
}

const GAME_AND_MONEY = [...MONEY_TAGS, 'GameAccount' as const];

// Money mutations are sent once: RTK Query never retries a mutation, and no retry wrapper is used.
registerAnswers(walletAnswers('client'));

export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWallet: build.query<WalletResponse, void>({ query: () => request('getWallet'), providesTags: [{ type: 'Wallet', id: 'LIST' }, 'Wallet'] }),
    refreshGameBalances: build.mutation<MessageResponse, void>({ query: () => request('refreshGameBalances'), invalidatesTags: ['Wallet'] }),
    activateGame: build.mutation<MessageResponse, string>({ query: (code) => request('activateGame', { params: { code } }), invalidatesTags: GAME_AND_MONEY }),
    getGameAccount: build.query<GameAccountCredentials, string>({
      query: (code) => request('getGameAccount', { params: { code } }),
      providesTags: (_result, _error, code) => [{ type: 'GameAccount', id: code }],
    }),
    resetGamePassword: build.mutation<MessageResponse, string>({
      query: (code) => request('resetGamePassword', { params: { code } }),
      invalidatesTags: (_result, _error, code) => [{ type: 'GameAccount', id: code }, 'Wallet'],
    }),
    addToWallet: build.mutation<MessageResponse, AmountRequest>({ query: (body) => request('addToWallet', { body }), invalidatesTags: MONEY_TAGS }),
    transfer: build.mutation<MessageResponse, TransferRequest>({ query: (body) => request('transfer', { body }), invalidatesTags: MONEY_TAGS }),
    transferAll: build.mutation<MessageResponse, TransferAllRequest>({ query: (body) => request('transferAll', { body }), invalidatesTags: MONEY_TAGS }),
    withdraw: build.mutation<MessageResponse, AmountRequest>({ query: (body) => request('withdraw', { body }), invalidatesTags: MONEY_TAGS }),
    withdrawAll: build.mutation<MessageResponse, AmountRequest>({ query: (body) => request('withdrawAll', { body }), invalidatesTags: MONEY_TAGS }),
    uploadSlip: build.mutation<MessageResponse, SlipUpload>({
      async queryFn({ file, onProgress }, api) {
        // The upload code comes with the first slip sent, not with every screen that reads the wallet.
        const { uploadFile } = await import('./upload-file');
        const answer = await uploadFile(api.extra as ApiContext, 'uploadSlip', file, onProgress);
        return 'error' in answer ? answer : { data: answer.data as MessageResponse };
      },
      invalidatesTags: [{ type: 'Slip', id: 'LIST' }],
    }),
    // The link travels encrypted with the region's shared secret (spec section 7).
    sendTrueLink: build.mutation<MessageResponse, TrueLinkInput>({
      async queryFn({ link, walletAccountName }, api, _extra, baseQuery) {
        const { trueLinkSecret } = api.extra as ApiContext;
        const { encryptTrueLink } = await import('./true-link-cipher');
        const encrypted = await encryptTrueLink(link, walletAccountName, trueLinkSecret);
        const result = await baseQuery(request('sendTrueLink', { body: { link: encrypted } }));
        return result.error ? { error: result.error as ApiError } : { data: result.data as MessageResponse };
      },
      invalidatesTags: MONEY_TAGS,
    }),
  }),
});

/** The wallet and game balances: read again when the network returns or the tab is shown again. */
export const useGetWalletQuery = freshOnReturn(walletApi.useGetWalletQuery);

export const {
  useRefreshGameBalancesMutation,
  useActivateGameMutation,
  useGetGameAccountQuery,
  useResetGamePasswordMutation,
  useAddToWalletMutation,
  useTransferMutation,
  useTransferAllMutation,
  useWithdrawMutation,
  useWithdrawAllMutation,
  useUploadSlipMutation,
  useSendTrueLinkMutation,
} = walletApi;
