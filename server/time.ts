export type Clock = () => Date;

// Business dates (reference numbers, application dates, "not in the future") are Singapore dates.
export { sgCompactDate, sgDisplayDate, sgIsoDate, sgParts } from '../src/domain/singaporeTime';

/** A yyyy-mm-dd string that names a day of the calendar (2023-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Date.UTC rolls 2023-02-30 over to March; a real day survives the round trip unchanged.
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Whole days of 24 hours: Singapore has no daylight saving, so a day is always 24 hours there. */
export const plusDays = (instant: Date, days: number) => new Date(instant.getTime() + days * 86_400_000);
export const plusMs = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
