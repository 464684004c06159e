// Pending money settles lazily: every request first settles whatever is due by the store's
// clock. No timers to leak, and a test that moves the clock sees the result at once.
import type { MemberState, StatementRecord } from './state';
import type { StubStore } from './store';

function settleEntry(member: MemberState, entry: StatementRecord): void {
  const settlement = entry.settlement;
  entry.settleAt = undefined;
  entry.settlement = undefined;
  if (!settlement || settlement.kind === 'withdraw') {
    // The money left the wallet when the withdrawal was asked for.
    entry.status = 'SUCCESS';
    return;
  }
  if (settlement.kind === 'credit') {
    member.wallet += entry.amount;
    entry.status = 'SUCCESS';
    return;
  }
  const slip = member.slips.find((candidate) => candidate._id === settlement.slipId);
  entry.status = settlement.outcome;
  if (slip) {
    slip.status = settlement.outcome;
    slip.note = settlement.note;
  }
  if (settlement.outcome === 'SUCCESS') member.wallet += entry.amount;
}

/** Settles every pending entry that is due (or all of a member's, when forced by a dev route). */
export function settleDue(store: StubStore): void {
  const now = store.now();
  for (const member of store.state.members.values()) {
    for (const entry of member.statements) {
      if (entry.settleAt !== undefined && entry.settleAt <= now) settleEntry(member, entry);
    }
  }
}

/**
 * Settles one slip now (dev route), crediting `amount` (hundredths) when given: what the operator
 * read off the slip, instead of what was sent with it. False when there is no pending slip of that id.
 */
export function settleSlipNow(store: StubStore, slipId: string, amount?: number): boolean {
  for (const member of store.state.members.values()) {
    const entry = member.statements.find(
      (candidate) => candidate.settlement?.kind === 'slip' && candidate.settlement.slipId === slipId,
    );
    if (entry) {
      if (amount !== undefined) {
        entry.amount = amount;
        const slip = member.slips.find((candidate) => candidate._id === slipId);
        if (slip) slip.amount = amount;
      }
      settleEntry(member, entry);
      return true;
    }
  }
  return false;
}

/** Settles every pending entry of one member now (dev route: the operator confirms what waits). */
export function settleMemberNow(member: MemberState): number {
  const pending = member.statements.filter((entry) => entry.settleAt !== undefined);
  pending.forEach((entry) => settleEntry(member, entry));
  return pending.length;
}
