/**
 * Knowing when a deposit arrived (issue 29): deposits are credited within about a minute (spec
 * section 5), so after a member starts one the app reads the wallet again at a modest pace for a
 * while and says once what arrived. These are the watch's rules; the reading is the screen's.
 */
export const DEPOSIT_WATCH = {
  /** How long after the last deposit started the wallet is watched. */
  DURATION_MS: 180_000,
  /** How long between two readings (one at a time, none while the tab is hidden or offline). */
  INTERVAL_MS: 10_000,
} as const;

export interface DepositWatch {
  /** When the last deposit was started: the watch ends DEPOSIT_WATCH.DURATION_MS after it. */
  startedAt: number;
  /** The balance an arrival is measured from; null until the next reading sets it. */
  baseline: number | null;
}

export type DepositWatchStep = { kind: 'watching'; watch: DepositWatch } | { kind: 'arrived'; amount: number } | { kind: 'over' };

// Figures are compared in hundredths, so 0.1 + 0.2 is 0.3 and kip's whole numbers stay whole.
const hundredths = (amount: number) => Math.round(amount * 100);

/**
 * A deposit was started: the watch runs from now. A start while watching keeps its baseline, so
 * money from the first deposit still counts; otherwise the balance on screen is the baseline
 * (null when none is known yet: the first reading sets it).
 */
export function startDepositWatch(current: DepositWatch | null, now: number, balance: number | null): DepositWatch {
  return { startedAt: now, baseline: current ? current.baseline : readable(balance) };
}

/** Money the member moved themselves (a transfer, a withdrawal, a refund taken): the next reading is the new baseline. */
export function rebaselineDepositWatch(watch: DepositWatch): DepositWatch {
  return { ...watch, baseline: null };
}

export function isDepositWatchOver(watch: DepositWatch, now: number): boolean {
  return now - watch.startedAt >= DEPOSIT_WATCH.DURATION_MS;
}

/**
 * What a reading of the wallet's balance means: the rise since the baseline arrived (the watch
 * then ends); a reading that could not be had changes nothing; a fall (money spent meanwhile) is
 * the new baseline; past the watch's time it is over.
 */
export function readDepositWatch(watch: DepositWatch, { now, balance }: { now: number; balance: number | null }): DepositWatchStep {
  const read = readable(balance);
  if (read !== null && watch.baseline !== null && hundredths(read) > hundredths(watch.baseline)) {
    return { kind: 'arrived', amount: (hundredths(read) - hundredths(watch.baseline)) / 100 };
  }
  if (isDepositWatchOver(watch, now)) return { kind: 'over' };
  if (read === null) return { kind: 'watching', watch };
  return { kind: 'watching', watch: { ...watch, baseline: watch.baseline === null ? read : Math.min(read, watch.baseline) } };
}

function readable(balance: number | null): number | null {
  return balance !== null && Number.isFinite(balance) ? balance : null;
}
