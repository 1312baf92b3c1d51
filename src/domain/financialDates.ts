import { differenceInMonths, format, isValid } from 'date-fns';
import { PREVIOUS_YEAR_MIN_MONTHS_REGISTERED } from './constants';
import { messages } from './messages';

/**
 * Financial highlight dates (spec 1, 4.2 and 5.2). Dates travel as 'yyyy-mm-dd' strings; `today` is
 * injected so rules are testable. All comparisons are on calendar dates in local time.
 */

/**
 * Parse 'yyyy-mm-dd' (optionally followed by a time, as in '2020-01-31T00:00:00'), or 'dd-mm-yyyy' /
 * 'dd/mm/yyyy' as displayed. Returns a local-midnight Date, or undefined when it is not a real date.
 */
export function parseDate(text: string | null | undefined): Date | undefined {
  if (!text) return undefined;
  const t = text.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(t);
  if (match) {
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    match = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(t);
    if (!match) return undefined;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = new Date(y, m - 1, d);
  if (!isValid(date) || date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return undefined;
  return date;
}

/** '2024-12-31' -> '31-12-2024' (spec 1, 2.5); separator '/' gives '31/12/2024'. Unparseable input is returned as is. */
export function toDisplayDate(iso: string | null | undefined, separator: '-' | '/' = '-'): string {
  if (!iso) return '';
  const date = parseDate(iso);
  return date ? format(date, `dd${separator}MM${separator}yyyy`) : iso;
}

/** 'dd-mm-yyyy' or 'dd/mm/yyyy' -> 'yyyy-mm-dd'; '' when not a date. */
export function fromDisplayDate(display: string | null | undefined): string {
  const date = parseDate(display);
  return date ? format(date, 'yyyy-MM-dd') : '';
}

/** A Date as 'yyyy-mm-dd' (local calendar date). */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * The window for the latest financial year end (spec 1, 5.2): from the first day of December of the
 * year two years ago ("the last month of the year two years ago") to today, both inclusive.
 */
export function latestYearEndWindow(today: Date): { start: string; end: string } {
  return { start: `${today.getFullYear() - 2}-12-01`, end: toIsoDate(today) };
}

/**
 * Error for the latest financial year end date, or undefined when valid.
 * Blank -> blankField; not a date -> dateInvalid; outside [start, today] -> latestFinancialOutOfRange.
 */
export function latestFinancialYearEndError(latest: string, today: Date): string | undefined {
  if (!latest || !latest.trim()) return messages.blankField;
  const date = parseDate(latest);
  if (!date) return messages.dateInvalid;
  const iso = toIsoDate(date);
  const { start, end } = latestYearEndWindow(today);
  return iso >= start && iso <= end ? undefined : messages.latestFinancialOutOfRange;
}

/**
 * Error for the previous financial year end date, or undefined when valid: it must fall in the
 * calendar year before the latest year end's year (spec 1, 5.2). Blank -> blankField; not a date ->
 * dateInvalid; a latest date that is missing or invalid makes any previous date out of range.
 */
export function previousFinancialYearEndError(previous: string, latest: string): string | undefined {
  if (!previous || !previous.trim()) return messages.blankField;
  const prev = parseDate(previous);
  if (!prev) return messages.dateInvalid;
  const last = parseDate(latest);
  if (!last) return messages.previousFinancialOutOfRange;
  return prev.getFullYear() === last.getFullYear() - 1 ? undefined : messages.previousFinancialOutOfRange;
}

/** Whole months from the registration date to today (0 when the date is missing, invalid or in the future). */
export function monthsSinceRegistration(registrationDate: string, today: Date): number {
  const reg = parseDate(registrationDate);
  if (!reg) return 0;
  const todayMidnight = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.max(0, differenceInMonths(todayMidnight, reg));
}

/**
 * The previous-year block is offered for the online product only, and only when the company has been
 * registered for at least 24 months (spec 1, 4.2).
 */
export function showPreviousYearBlock(product: string, registrationDate: string, today: Date): boolean {
  return product === 'Online' && monthsSinceRegistration(registrationDate, today) >= PREVIOUS_YEAR_MIN_MONTHS_REGISTERED;
}
