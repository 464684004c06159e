// Money moves: demo deposit, transfers between wallet and games, withdrawals. Every rule is
// checked before anything changes; the ledger writes the statement entry of each change.
import type { MessageResponse } from '@wallet/api';
import { LIMITS, toCents } from '@wallet/domain';
import { amountCents, fieldsOf, text } from '../http/body';
import { refuse } from '../http/errors';
import { member, type RouteTable } from '../http/route-def';
import { balanceOf, creditWallet, moveMoney, writeEntry } from '../store/ledger';
import type { MemberState } from '../store/state';
import type { StubStore } from '../store/store';

const OK: MessageResponse = { message: 'SUCCESS' };
/** The demo deposit refuses absurd amounts rather than overflow anything. */
const MAX_DEMO_DEPOSIT = toCents(1_000_000);

/** 'WALLET' or the code of an active game account of the member, exactly as the wallet lists it. */
function account(store: StubStore, me: MemberState, code: string): string {
  if (code === 'WALLET') return code;
  if (!store.gameOf(code)) refuse('NO_GAME');
  if (!me.games[code].isActive) refuse('SLOT_NO_ACCOUNT');
  return code;
}

/** Checks a withdrawal against the limits in the member's currency and the balance; the caller debits. */
function checkWithdrawal(store: StubStore, me: MemberState, available: number, amount: number): void {
  const { withdrawMin, withdrawMax } = store.pricedFor(me).withdraw;
  if (amount <= 0) refuse('TRANSFER_MINIMUM');
  if (amount < toCents(withdrawMin) || amount > toCents(withdrawMax)) refuse('KEY_INVALID');
  if (amount > available) refuse('MONEY_NOT_ENOUGH');
}

function withdraw(store: StubStore, me: MemberState, amount: number): void {
  me.wallet -= amount;
  const entry = writeEntry(store, me, { statementType: 'withdraw', from: 'WALLET', to: me.bankCode, amount, status: 'PENDING' });
  entry.settleAt = store.now() + store.settings.settleMs;
  entry.settlement = { kind: 'withdraw' };
}

export const transferRoutes = {
  addToWallet: member(({ store, member: me, body }): MessageResponse => {
    const amount = amountCents(fieldsOf(body), 'amount');
    if (amount <= 0 || amount > MAX_DEMO_DEPOSIT) refuse('KEY_INVALID');
    creditWallet(store, me, { statementType: 'deposit', from: 'DEMO', to: 'WALLET', amount });
    return OK;
  }),
  transfer: member(({ store, member: me, body }): MessageResponse => {
    const fields = fieldsOf(body);
    const from = account(store, me, text(fields, 'from', undefined, 30));
    const to = account(store, me, text(fields, 'to', undefined, 30));
    const amount = amountCents(fields, 'amount');
    if (from === to) refuse('KEY_INVALID');
    if (amount < toCents(LIMITS.TRANSFER_MINIMUM)) refuse('TRANSFER_MINIMUM');
    if (balanceOf(me, from) < amount) refuse('MONEY_NOT_ENOUGH');
    moveMoney(store, me, from, to, amount);
    return OK;
  }),
  transferAll: member(({ store, member: me, body }): MessageResponse => {
    const to = account(store, me, text(fieldsOf(body), 'to', undefined, 30));
    if (to === 'WALLET') refuse('KEY_INVALID');
    // An empty wallet is not an error: the play buttons call this before opening any game.
    if (me.wallet > 0) moveMoney(store, me, 'WALLET', to, me.wallet);
    return OK;
  }),
  withdraw: member(({ store, member: me, body }): MessageResponse => {
    const amount = amountCents(fieldsOf(body), 'amount');
    checkWithdrawal(store, me, me.wallet, amount);
    withdraw(store, me, amount);
    return OK;
  }),
  withdrawAll: member(({ store, member: me, body }): MessageResponse => {
    // Withdraw from everything: game balances come back to the wallet first, then the amount leaves.
    const amount = amountCents(fieldsOf(body), 'amount');
    const inGames = Object.values(me.games).reduce((sum, game) => sum + (game.isActive ? game.amount : 0), 0);
    checkWithdrawal(store, me, me.wallet + inGames, amount);
    for (const [code, game] of Object.entries(me.games)) {
      if (game.isActive && game.amount > 0) moveMoney(store, me, code, 'WALLET', game.amount);
    }
    withdraw(store, me, amount);
    return OK;
  }),
} satisfies RouteTable;
