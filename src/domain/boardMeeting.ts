import * as yup from 'yup';
import { BOARD_MEETING_MAX_DAYS } from './constants';
import { messages } from './messages';
import { pageMessages } from './pageMessages';
import type { Option } from './reference';

/**
 * Board meeting date (spec 2, 2.13, 5 "Board meeting date" and 9): day, month and year dropdowns,
 * each required; the day must not exceed the days of the month; years are the current and the next.
 */

export const MONTHS: readonly Option[] = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
].map((label, i) => ({ code: String(i + 1), label }));

export const DAYS: readonly Option[] = Array.from({ length: 31 }, (_, i) => ({ code: String(i + 1), label: String(i + 1) }));

/** The year choices: current and next (spec 2, section 9). */
export function boardMeetingYears(today: Date): readonly Option[] {
  const y = today.getFullYear();
  return [y, y + 1].map((n) => ({ code: String(n), label: String(n) }));
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1-12) of a year; without a year February counts 29, so no valid day is refused early. */
export function daysInMonth(month: number, year?: number): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const toInt = (v: string | number | null | undefined): number | undefined => {
  if (v === null || v === undefined || String(v).trim() === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) ? n : undefined;
};

/**
 * 'Invaild day! Please choose day equal or lesser than {n}' when the day is past the month's end;
 * undefined while the day or month is not chosen yet (their own required messages say so).
 */
export function boardMeetingDayError(
  day: string | number | null | undefined,
  month: string | number | null | undefined,
  year?: string | number | null,
): string | undefined {
  const d = toInt(day);
  const m = toInt(month);
  if (d === undefined || m === undefined || m < 1 || m > 12) return undefined;
  const n = daysInMonth(m, toInt(year));
  return d > n ? messages.invalidDay(n) : undefined;
}

/** A day of the calendar as the contract gives it. */
export interface CalendarDay {
  day: number;
  month: number;
  year: number;
}

/** The first and last day (yyyy-mm-dd) a board meeting may fall on. */
export interface BoardMeetingWindow {
  first: string;
  last: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoOf = (d: CalendarDay) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
/** The UTC calendar's day, so the arithmetic is the same in the browser and the bank, whatever their time zone. */
const calendarDayOf = (at: Date): CalendarDay => ({ day: at.getUTCDate(), month: at.getUTCMonth() + 1, year: at.getUTCFullYear() });

/** Whether day, month and year name a day of the calendar (31 April does not). */
export const isCalendarDay = (d: CalendarDay): boolean =>
  Number.isInteger(d.day) && Number.isInteger(d.month) && Number.isInteger(d.year) && d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= daysInMonth(d.month, d.year);

/**
 * Spec 2, sections 5 and 9: on or after the day the letter of offer was generated and within 14 days of
 * it. Ours: "within 14 days" is inclusive, so with a letter generated on 1 March the first valid day is
 * 1 March and the last is 15 March; 16 March is refused.
 */
export function boardMeetingWindow(letterOfOfferOn: string): BoardMeetingWindow {
  const [y, m, d] = letterOfOfferOn.split('-').map(Number);
  return { first: letterOfOfferOn, last: isoOf(calendarDayOf(new Date(Date.UTC(y, m - 1, d + BOARD_MEETING_MAX_DAYS)))) };
}

/** The one rule the page and the bank both apply: a day of the calendar within the window. */
export function isWithinBoardMeetingWindow(date: CalendarDay, window: BoardMeetingWindow): boolean {
  if (!isCalendarDay(date)) return false;
  const day = isoOf(date);
  // yyyy-mm-dd strings compare as the days they name.
  return day >= window.first && day <= window.last;
}

/** The window from the status's BoardMeetingFrom and BoardMeetingTo ('dd-mm-yyyy'); null when the bank gives none. */
export function windowOfStatus(from: string | null | undefined, to: string | null | undefined): BoardMeetingWindow | null {
  const iso = (display: string | null | undefined) => {
    const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(display ?? '');
    return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
  };
  const first = iso(from);
  const last = iso(to);
  return first && last && first <= last ? { first, last } : null;
}

/** Every day of the window, in order. */
function windowDays(window: BoardMeetingWindow): CalendarDay[] {
  const [y, m, d] = window.first.split('-').map(Number);
  const days: CalendarDay[] = [];
  for (let i = 0; ; i += 1) {
    const day = calendarDayOf(new Date(Date.UTC(y, m - 1, d + i)));
    if (isoOf(day) > window.last) return days;
    days.push(day);
  }
}

const numbered = (ns: Iterable<number>, label: (n: number) => string = String): Option[] =>
  [...new Set(ns)].sort((a, b) => a - b).map((n) => ({ code: String(n), label: label(n) }));

/**
 * What each dropdown offers: the days, months and years of the window that fit what is already chosen;
 * without a window, every day and month and the current and next year (spec 2, section 9).
 */
export function boardMeetingChoices(
  window: BoardMeetingWindow | null,
  chosen: BoardMeetingValues,
  today: Date,
): { days: readonly Option[]; months: readonly Option[]; years: readonly Option[] } {
  if (!window) return { days: DAYS, months: MONTHS, years: boardMeetingYears(today) };
  const all = windowDays(window);
  const fits = (d: CalendarDay, field: keyof BoardMeetingValues) => chosen[field] === '' || String(d[field]) === chosen[field];
  return {
    days: numbered(all.filter((d) => fits(d, 'month') && fits(d, 'year')).map((d) => d.day)),
    months: numbered(all.filter((d) => fits(d, 'year')).map((d) => d.month), (n) => MONTHS[n - 1]!.label),
    years: numbered(all.map((d) => d.year)),
  };
}

export interface BoardMeetingValues {
  day: string;
  month: string;
  year: string;
}

export const emptyBoardMeeting: BoardMeetingValues = { day: '', month: '', year: '' };

/**
 * Each of day, month and year required, the day within its month; with the window the bank states, the
 * date within it too, so a date the bank would refuse is said before the confirm dialog (the bank still checks).
 */
export const boardMeetingSchemaFor = (window: BoardMeetingWindow | null) =>
  yup.object({
    day: yup
      .string()
      .required(messages.boardMeetingDayRequired)
      .test('daysInMonth', function (value) {
        const message = boardMeetingDayError(value, this.parent.month, this.parent.year);
        return message === undefined ? true : this.createError({ message });
      })
      .test('window', pageMessages.invalidBoardMeetingDate, function (value) {
        const { month, year } = this.parent as BoardMeetingValues;
        if (!window || !value || !month || !year) return true;
        return isWithinBoardMeetingWindow(toBoardMeetingDate({ day: value, month, year }), window);
      }),
    month: yup.string().required(messages.boardMeetingMonthRequired),
    year: yup.string().required(messages.boardMeetingYearRequired),
  });

export const boardMeetingSchema = boardMeetingSchemaFor(null);

/** The form's strings as the chart's date, and back. */
export const toBoardMeetingDate = (v: BoardMeetingValues) => ({ day: Number(v.day), month: Number(v.month), year: Number(v.year) });
export const fromBoardMeetingDate = (d: { day: number; month: number; year: number } | null | undefined): BoardMeetingValues =>
  d ? { day: String(d.day), month: String(d.month), year: String(d.year) } : emptyBoardMeeting;

/** '5 March 2026' for the confirm dialog. */
export const formatBoardMeetingDate = (d: { day: number; month: number; year: number }): string =>
  `${d.day} ${MONTHS[d.month - 1]?.label ?? d.month} ${d.year}`;
