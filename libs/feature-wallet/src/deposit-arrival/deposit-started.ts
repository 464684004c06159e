// Where a member starts a deposit (a QR created, a slip uploaded, a gift link sent, an account
// number copied) and the watch that reads the wallet afterwards (deposit-arrival-watch.tsx) meet.
// The last start is kept, as the watch loads a moment after the member frame and may miss it.
// Both the paid QR and the watch say a deposit; what each has said is kept here, so the same
// money is said once (domain deposit-notices).
import { arrivalNotice, NO_DEPOSIT_NOTICES, qrPaidNotice, type DepositNotices } from '@wallet/domain';

type Listener = (at: number) => void;

const listeners = new Set<Listener>();
let lastStart: number | null = null;
let notices: DepositNotices = NO_DEPOSIT_NOTICES;

/** A deposit was started now: the wallet is watched for its arrival. */
export function depositStarted(at = Date.now()): void {
  lastStart = at;
  for (const listener of listeners) listener(at);
}

/** Calls `listener` with each start from now on; the returned function stops it. */
export function onDepositStarted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the last deposit was started, or null: none since the watch last forgot. */
export function lastDepositStart(): number | null {
  return lastStart;
}

/** The member left (the watch unmounts with the member area): the next member starts afresh. */
export function forgetDepositStarts(): void {
  lastStart = null;
  notices = NO_DEPOSIT_NOTICES;
}

/** A QR of `amount` was paid: whether "payment received" is still news (the watch may have said it arrived). */
export function qrPaidIsNews(amount: number): boolean {
  const step = qrPaidNotice(notices, amount);
  notices = step.notices;
  return step.say;
}

/** The watch saw the wallet rise by `rise`: how much of it to say arrived (0: a paid QR has said it). */
export function arrivalToSay(rise: number): number {
  const step = arrivalNotice(notices, rise);
  notices = step.notices;
  return step.amount;
}
