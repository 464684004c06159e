import dayjs from 'dayjs';

/** A moment as the server or the browser gives it: Date, ISO string or epoch milliseconds. */
export type DateInput = Date | string | number;

/** Date display pattern of spec §9. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';

/**
 * Formats a moment as 'DD/MM/YYYY HH:mm:ss' in local time, spec §9 "Date display"; an invalid or
 * missing date gives '-'.
 */
export function formatDateTime(date: DateInput | null | undefined): string {
  if (date === null || date === undefined || date === '') return '-';
  const value = dayjs(date);
  return value.isValid() ? value.format(DATE_TIME_FORMAT) : '-';
}

/** A moment's day and time of day, the two halves of {@link formatDateTime} ('25/11/2026', '00:13:19'). */
export function dayAndTime(date: DateInput | null | undefined): { day: string; time: string } {
  const [day, time = ''] = formatDateTime(date).split(' ');
  return { day, time };
}
