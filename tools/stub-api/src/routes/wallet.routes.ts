// The wallet overview and the game accounts (activate, credentials, password reset, play drift).
import type { GameAccountCredentials, MessageResponse, WalletResponse } from '@wallet/api';
import { param } from '../http/body';
import { refuse } from '../http/errors';
import { member, type RouteTable } from '../http/route-def';
import { newPassword } from '../store/ids';
import type { MemberState } from '../store/state';
import type { StubStore } from '../store/store';
import { credentialsView, walletView } from '../views/member-view';

/** The app types these answers as MessageResponse; the data rides along for anyone who wants it. */
type WithMessage<T> = MessageResponse & T;

/** The fixture game of a path code (exactly as the wallet lists it), or NO_GAME. */
function gameFromPath(store: StubStore, params: unknown) {
  const game = store.gameOf(param(params, 'code', 'NO_GAME'));
  if (!game) refuse('NO_GAME');
  return game;
}

/**
 * refresh/slot pretends the member played: each active game with money moves by up to
 * playDriftBaht either way (seeded, never below 0). This is the one balance change with no
 * statement entry, on purpose: winnings and losses inside a game are not wallet transactions.
 */
function drift(store: StubStore, me: MemberState): void {
  const span = store.settings.playDrift;
  if (span <= 0) return;
  for (const game of Object.values(me.games)) {
    if (!game.isActive || game.amount <= 0) continue;
    const change = Math.round((store.random() * 2 - 1) * span);
    game.amount = Math.max(0, game.amount + change);
  }
}

export const walletRoutes = {
  getWallet: member(({ store, member: me }): WalletResponse => walletView(store, me)),
  refreshGameBalances: member(({ store, member: me }): MessageResponse => {
    drift(store, me);
    return { message: 'SUCCESS' };
  }),
  activateGame: member(({ store, member: me, params }): WithMessage<GameAccountCredentials> => {
    const game = gameFromPath(store, params);
    const own = me.games[game.code];
    if (own.isActive) refuse('SLOT_ALREADY_ACTIVE');
    own.isActive = true;
    own.username = `${game.code.slice(0, 3).toLowerCase()}${me.username.slice(-6)}`;
    own.password = newPassword();
    return { message: 'SUCCESS', ...credentialsView(game, me) };
  }),
  getGameAccount: member(({ store, member: me, params }): GameAccountCredentials => {
    const game = gameFromPath(store, params);
    if (!me.games[game.code].isActive) refuse('SLOT_NO_ACCOUNT');
    return credentialsView(game, me);
  }),
  resetGamePassword: member(({ store, member: me, params }): WithMessage<GameAccountCredentials> => {
    const game = gameFromPath(store, params);
    const own = me.games[game.code];
    if (!own.isActive) refuse('SLOT_NO_ACCOUNT');
    own.password = newPassword();
    return { message: 'SUCCESS', ...credentialsView(game, me) };
  }),
} satisfies RouteTable;
