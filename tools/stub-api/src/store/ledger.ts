// The only place balances change (apart from the play drift of refresh/slot): every change
// writes a statement entry, so the statement always explains the money.
import type { StatementLinkKind } from './fixture';
import type { StatementRecord, MemberState, Settlement } from './state';
import type { StubStore } from './store';
import { newId } from './ids';

type EntryInput = Pick<StatementRecord, 'statementType' | 'from' | 'to' | 'amount'> &
  Partial<Pick<StatementRecord, 'linked' | 'status'>>;

/** Appends a statement entry (SUCCESS unless told otherwise) and returns it. */
export function writeEntry(store: StubStore, member: MemberState, input: EntryInput): StatementRecord {
  const entry: StatementRecord = { status: 'SUCCESS', ...input, _id: newId(), createdAt: store.now() };
  member.statements.push(entry);
  return entry;
}

/** Money arriving in the wallet from outside (deposit, bonus, refund, prize). */
export function creditWallet(store: StubStore, member: MemberState, input: EntryInput): StatementRecord {
  member.wallet += input.amount;
  return writeEntry(store, member, input);
}

/**
 * A bonus, promotion, invite bonus, refund or lucky-draw prize reaching the wallet: a 'bonus'
 * entry from the kind in capitals (BONUS, PROMOTION, INVITE, REFUND, LUCKYDRAW), linked to it.
 */
export function creditBonus(
  store: StubStore,
  member: MemberState,
  kind: StatementLinkKind,
  amount: number,
  description: string,
): StatementRecord {
  return creditWallet(store, member, {
    statementType: 'bonus',
    from: kind.toUpperCase(),
    to: 'WALLET',
    amount,
    linked: { kind, description },
  });
}

/**
 * Money credited later (a slip being checked, a gift link being redeemed): the entry is written
 * now as PENDING and settlement.ts credits the wallet when it settles.
 */
export function pendingEntry(
  store: StubStore,
  member: MemberState,
  input: EntryInput,
  settlement: Settlement,
): StatementRecord {
  const entry = writeEntry(store, member, { ...input, status: 'PENDING' });
  entry.settleAt = store.now() + store.settings.settleMs;
  entry.settlement = settlement;
  return entry;
}

/** Reads the balance of 'WALLET' or an active game account, in hundredths. */
export function balanceOf(member: MemberState, account: string): number {
  return account === 'WALLET' ? member.wallet : (member.games[account]?.amount ?? 0);
}

/** Moves money between the wallet and game accounts; callers have checked every rule first. */
export function moveMoney(store: StubStore, member: MemberState, from: string, to: string, amount: number): void {
  if (from === 'WALLET') member.wallet -= amount;
  else member.games[from].amount -= amount;
  if (to === 'WALLET') member.wallet += amount;
  else member.games[to].amount += amount;
  writeEntry(store, member, { statementType: 'transfer', from, to, amount });
}

/** Wallet plus every game account, in hundredths. */
export function totalMoney(member: MemberState): number {
  return Object.values(member.games).reduce((sum, game) => sum + game.amount, member.wallet);
}
