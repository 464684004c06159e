import { MONEY_TAGS } from '../../base-api';
import { requestFor } from '../../call-request';
import { GAME_ACCOUNT_CALLS } from './game-account.calls';
import type { GameAccountCredentials } from './game-account.calls';
import type { MessageResponse } from '../../schemas/answer-kit';
import { walletApi } from '../wallet/wallet.api';

const request = requestFor(GAME_ACCOUNT_CALLS);

const GAME_AND_MONEY = [...MONEY_TAGS, 'GameAccount' as const];

/** A game account's credentials, activation and password reset (spec section 7), for the game's modal. */
export const gameAccountApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    activateGame: build.mutation<MessageResponse, string>({ query: (code) => request('activateGame', { params: { code } }), invalidatesTags: GAME_AND_MONEY }),
    getGameAccount: build.query<GameAccountCredentials, string>({
      query: (code) => request('getGameAccount', { params: { code } }),
      providesTags: (_result, _error, code) => [{ type: 'GameAccount', id: code }],
    }),
    resetGamePassword: build.mutation<MessageResponse, string>({
      query: (code) => request('resetGamePassword', { params: { code } }),
      invalidatesTags: (_result, _error, code) => [{ type: 'GameAccount', id: code }, 'Wallet'],
    }),
  }),
});

export const { useActivateGameMutation, useGetGameAccountQuery, useResetGamePasswordMutation } = gameAccountApi;
