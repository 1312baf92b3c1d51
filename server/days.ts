import { isCalendarDate, sgIsoDate } from './time';

/**
 * Calendar days of the offer stage (letter of offer, board meeting, deadline, expiry) are kept as
 * yyyy-mm-dd strings: a day in Singapore, never an instant that a time zone could move.
 */
export type IsoDay = string;

export const todaySg = (now: Date): IsoDay => sgIsoDate(now);

/** yyyy-mm-dd plus whole days (negative goes back), by the calendar. */
export function addDays(day: IsoDay, days: number): IsoDay {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** '2026-03-15' -> '15-03-2026', the bank's display format (AppDate, Deadline); '' for none. */
export function displayDay(day: IsoDay | null | undefined): string {
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

/** '20260315' -> '2026-03-15'; null when it is not 8 digits naming a day of the calendar (20260231 is not). */
export function compactToDay(compact: string): IsoDay | null {
  if (!/^\d{8}$/.test(compact)) return null;
  const day = `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
  return isCalendarDate(day) ? day : null;
}
