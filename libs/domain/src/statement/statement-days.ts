import { dayAndTime, type DateInput } from '../format/date-time';

/** Entries of one day, in the order they were given. */
export interface StatementDay<T> {
  /** 'DD/MM/YYYY' (spec §9's date half), or '-' for entries without a readable date. */
  day: string;
  entries: T[];
}

/**
 * A statement page's entries under their days: each run of consecutive entries of one day is one
 * group, so the page reads as it is sorted (newest first) and each card need only show its time.
 */
export function statementDays<T extends { createdAt?: DateInput | null }>(entries: readonly T[]): StatementDay<T>[] {
  const days: StatementDay<T>[] = [];
  for (const entry of entries) {
    const { day } = dayAndTime(entry.createdAt);
    const last = days.at(-1);
    if (last && last.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}
