// Statement entries and slips as the contract shows them.
import type { Slip, StatementEntry } from '@wallet/api';
import type { SlipRecord, StatementRecord } from '../store/state';
import { baht, iso } from './member-view';

export function statementView(entry: StatementRecord): StatementEntry {
  const view: StatementEntry = {
    _id: entry._id,
    statementType: entry.statementType,
    from: entry.from,
    to: entry.to,
    amount: baht(entry.amount),
    status: entry.status,
    createdAt: iso(entry.createdAt),
  };
  if (entry.linked) view[entry.linked.kind] = { description: entry.linked.description };
  return view;
}

export function slipView(slip: SlipRecord): Slip {
  return {
    _id: slip._id,
    createdAt: iso(slip.createdAt),
    amount: baht(slip.amount),
    status: slip.status,
    note: slip.note,
    link: slip.link,
    reference: slip.reference,
  };
}
