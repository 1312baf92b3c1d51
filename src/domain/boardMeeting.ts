import * as yup from 'yup';
import { messages } from './messages';
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

export interface BoardMeetingValues {
  day: string;
  month: string;
  year: string;
}

export const emptyBoardMeeting: BoardMeetingValues = { day: '', month: '', year: '' };

export const boardMeetingSchema = yup.object({
  day: yup
    .string()
    .required(messages.boardMeetingDayRequired)
    .test('daysInMonth', function (value) {
      const message = boardMeetingDayError(value, this.parent.month, this.parent.year);
      return message === undefined ? true : this.createError({ message });
    }),
  month: yup.string().required(messages.boardMeetingMonthRequired),
  year: yup.string().required(messages.boardMeetingYearRequired),
});

/** The form's strings as the chart's date, and back. */
export const toBoardMeetingDate = (v: BoardMeetingValues) => ({ day: Number(v.day), month: Number(v.month), year: Number(v.year) });
export const fromBoardMeetingDate = (d: { day: number; month: number; year: number } | null | undefined): BoardMeetingValues =>
  d ? { day: String(d.day), month: String(d.month), year: String(d.year) } : emptyBoardMeeting;

/** '5 March 2026' for the confirm dialog. */
export const formatBoardMeetingDate = (d: { day: number; month: number; year: number }): string =>
  `${d.day} ${MONTHS[d.month - 1]?.label ?? d.month} ${d.year}`;
