import { MONEY_TAGS } from '../../base-api';
import { requestFor } from '../../call-request';
import { MONEY_CALLS } from './money.calls';
import type { AmountRequest, TransferAllRequest, TransferRequest } from './money.calls';
import type { MessageResponse } from '../../schemas/answer-kit';
import { walletApi } from '../wallet/wallet.api';

const request = requestFor(MONEY_CALLS);

// Money mutations are sent once: RTK Query never retries a mutation, and no retry wrapper is used.
/** What moves money between the wallet, the games and the member's bank (spec section 7). */
export const moneyApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    addToWallet: build.mutation<MessageResponse, AmountRequest>({ query: (body) => request('addToWallet', { body }), invalidatesTags: MONEY_TAGS }),
    transfer: build.mutation<MessageResponse, TransferRequest>({ query: (body) => request('transfer', { body }), invalidatesTags: MONEY_TAGS }),
    transferAll: build.mutation<MessageResponse, TransferAllRequest>({ query: (body) => request('transferAll', { body }), invalidatesTags: MONEY_TAGS }),
    withdraw: build.mutation<MessageResponse, AmountRequest>({ query: (body) => request('withdraw', { body }), invalidatesTags: MONEY_TAGS }),
    withdrawAll: build.mutation<MessageResponse, AmountRequest>({ query: (body) => request('withdrawAll', { body }), invalidatesTags: MONEY_TAGS }),
  }),
});

export const { useAddToWalletMutation, useTransferMutation, useTransferAllMutation, useWithdrawMutation, useWithdrawAllMutation } = moneyApi;
