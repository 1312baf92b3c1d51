import {
  boardMeetingDayError,
  boardMeetingSchema,
  boardMeetingYears,
  daysInMonth,
  formatBoardMeetingDate,
  fromBoardMeetingDate,
  MONTHS,
  toBoardMeetingDate,
} from '../../src/domain/boardMeeting';
import { messages } from '../../src/domain/messages';
import { validationErrors } from '../../src/domain/schemas';

describe('days in a month (spec 2 s5 board meeting date)', () => {
  it.each([
    [1, 2025, 31, ''],
    [2, 2025, 28, 'non-leap'],
    [2, 2024, 29, 'leap'],
    [2, 2000, 29, 'leap: divisible by 400'],
    [2, 2100, 28, 'non-leap: divisible by 100'],
    [3, 2025, 31, ''],
    [4, 2025, 30, ''],
    [5, 2025, 31, ''],
    [6, 2025, 30, ''],
    [7, 2025, 31, ''],
    [8, 2025, 31, ''],
    [9, 2025, 30, ''],
    [10, 2025, 31, ''],
    [11, 2025, 30, ''],
    [12, 2025, 31, ''],
  ])('month %i of %i has %i days %s', (month, year, days, _note) => {
    expect(daysInMonth(month, year)).toBe(days);
  });

  it('February without a year counts 29 (no valid day is refused before the year is chosen)', () => {
    expect(daysInMonth(2)).toBe(29);
  });
});

describe('the day must not exceed the days in the month', () => {
  it.each([
    ['29', '2', '2025', 'Invaild day! Please choose day equal or lesser than 28'],
    ['28', '2', '2025', undefined],
    ['29', '2', '2024', undefined],
    ['30', '2', '2024', 'Invaild day! Please choose day equal or lesser than 29'],
    ['31', '2', '2026', 'Invaild day! Please choose day equal or lesser than 28'],
    ['31', '4', '2025', 'Invaild day! Please choose day equal or lesser than 30'],
    ['30', '4', '2025', undefined],
    ['31', '6', '2025', 'Invaild day! Please choose day equal or lesser than 30'],
    ['31', '9', '2025', 'Invaild day! Please choose day equal or lesser than 30'],
    ['31', '11', '2025', 'Invaild day! Please choose day equal or lesser than 30'],
    ['31', '1', '2025', undefined],
    ['31', '12', '2025', undefined],
    ['30', '2', '', 'Invaild day! Please choose day equal or lesser than 29'],
    ['29', '2', '', undefined],
    ['31', '', '2025', undefined],
    ['', '2', '2025', undefined],
  ])('day %s, month %s, year %s -> %s', (day, month, year, error) => {
    expect(boardMeetingDayError(day, month, year)).toBe(error);
  });

  it('uses the catalogue message with the day count', () => {
    expect(boardMeetingDayError(31, 4, 2025)).toBe(messages.invalidDay(30));
  });
});

describe('board meeting form schema', () => {
  it('requires day, month and year', () => {
    expect(validationErrors(boardMeetingSchema, { day: '', month: '', year: '' })).toEqual({
      day: messages.boardMeetingDayRequired,
      month: messages.boardMeetingMonthRequired,
      year: messages.boardMeetingYearRequired,
    });
  });

  it('refuses 29 February of a non-leap year and accepts it in a leap year', () => {
    expect(validationErrors(boardMeetingSchema, { day: '29', month: '2', year: '2027' })).toEqual({ day: messages.invalidDay(28) });
    expect(validationErrors(boardMeetingSchema, { day: '29', month: '2', year: '2028' })).toEqual({});
  });
});

describe('choices and conversions', () => {
  it('offers the current and the next year', () => {
    expect(boardMeetingYears(new Date(2025, 11, 31)).map((o) => o.code)).toEqual(['2025', '2026']);
  });

  it('names the twelve months with codes 1 to 12', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toEqual({ code: '1', label: 'January' });
    expect(MONTHS[11]).toEqual({ code: '12', label: 'December' });
  });

  it('converts between the form and the chart date', () => {
    expect(toBoardMeetingDate({ day: '5', month: '3', year: '2026' })).toEqual({ day: 5, month: 3, year: 2026 });
    expect(fromBoardMeetingDate({ day: 5, month: 3, year: 2026 })).toEqual({ day: '5', month: '3', year: '2026' });
    expect(fromBoardMeetingDate(null)).toEqual({ day: '', month: '', year: '' });
    expect(formatBoardMeetingDate({ day: 5, month: 3, year: 2026 })).toBe('5 March 2026');
  });
});
