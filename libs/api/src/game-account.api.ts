import { MONEY_TAGS, requestFor } from './base-api';
import { WALLET_CALLS } from './calls/wallet.calls';
import type { GameAccountCredentials, MessageResponse } from './contract';
import { registerAnswers } from './schemas/read-answer';
import { gameAccountAnswers } from './schemas/game-account.answers';
import { walletApi } from './wallet.api';

const request = requestFor(WALLET_CALLS);

registerAnswers(gameAccountAnswers('client'));

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
