import type { DateInput } from './date-time';

/** A unit of a relative time (spec §9 "Time-ago units"). */
export type TimeAgoUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/** A relative time: count whole units ago. */
export interface TimeAgo {
  unit: TimeAgoUnit;
  count: number;
}

/**
 * Seconds per unit, largest first, spec §9: year 31536000, month 2592000, day 86400, hour 3600,
 * minute 60 (and second 1).
 */
export const TIME_AGO_UNITS: ReadonlyArray<{ unit: TimeAgoUnit; seconds: number }> = [
  { unit: 'year', seconds: 31536000 },
  { unit: 'month', seconds: 2592000 },
  { unit: 'day', seconds: 86400 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
];

/**
 * How long ago date was at now, spec §9: the largest unit whose whole count is at least 1
 * (counts floored), else seconds. A date in the future or an invalid date gives 0 seconds.
 */
export function timeAgo(date: DateInput, now: DateInput): TimeAgo {
  // Plain Date arithmetic: home shows this on arrival, and needs no date library for it.
  const elapsedMs = new Date(now).getTime() - new Date(date).getTime();
  const seconds = Number.isFinite(elapsedMs) && elapsedMs > 0 ? Math.floor(elapsedMs / 1000) : 0;
  for (const { unit, seconds: size } of TIME_AGO_UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return { unit, count };
  }
  return { unit: 'second', count: 0 };
}
