// Live state -> the contract's member shapes. Hundredths become baht only here, at the edge.
import type { GameAccount, GameAccountCredentials, Profile, WalletResponse } from '@wallet/api';
import type { FixtureGame } from '../store/fixture';
import type { MemberState } from '../store/state';
import type { StubStore } from '../store/store';

/** Hundredths to baht for a response. */
export function baht(cents: number): number {
  return cents / 100;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function profileView(member: MemberState): Profile {
  return {
    _id: member._id,
    username: member.username,
    name: member.name,
    createdAt: iso(member.createdAt),
    coin: member.coin,
    currency: member.currency,
    bankCode: member.bankCode,
    bankAccountName: member.bankAccountName,
    bankAccountNo: member.bankAccountNo,
  };
}

export function gameAccountView(game: FixtureGame, member: MemberState): GameAccount {
  const own = member.games[game.code];
  return {
    code: game.code,
    name: game.name,
    logo: game.logo,
    background: game.background,
    category: game.category,
    isActive: own.isActive,
    amount: baht(own.amount),
    ftWalletSlot: game.ftWalletSlot,
    web: game.web,
    android: game.android,
    ios: game.ios,
    username: own.username,
    password: own.password,
  };
}

export function credentialsView(game: FixtureGame, member: MemberState): GameAccountCredentials {
  const own = member.games[game.code];
  return { code: game.code, username: own.username, password: own.password, web: game.web, android: game.android, ios: game.ios };
}

export function walletView(store: StubStore, member: MemberState): WalletResponse {
  const bank = store.fixture.banks.find((candidate) => candidate.code === member.bankCode);
  return {
    profile: {
      name: member.name,
      _id: member._id,
      createdAt: iso(member.createdAt),
      username: member.username,
      coin: member.coin,
      currency: member.currency,
    },
    bankAccount: {
      bankCode: member.bankCode,
      bankAccountName: member.bankAccountName,
      bankAccountNo: member.bankAccountNo,
      bank: { nameTH: bank?.nameTH ?? member.bankCode },
    },
    wallet: { amount: baht(member.wallet) },
    invite: { amount: baht(member.invite.amount), success: member.invite.success, fail: member.invite.fail },
    slots: store.fixture.games.map((game) => gameAccountView(game, member)),
  };
}
