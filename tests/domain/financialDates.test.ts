import {
  latestFinancialYearEndError,
  latestYearEndWindow,
  monthsSinceRegistration,
  parseDate,
  previousFinancialYearEndError,
  showPreviousYearBlock,
} from '../../src/domain/financialDates';
import { messages } from '../../src/domain/messages';

// A fixed application date: 15 June 2025 (local time).
const today = new Date(2025, 5, 15, 14, 30);

describe('latest financial year end window (spec 1 s5.2)', () => {
  it.each([
    [new Date(2025, 5, 15), '2023-12-01', '2025-06-15'],
    [new Date(2025, 0, 1), '2023-12-01', '2025-01-01'],
    [new Date(2024, 11, 31), '2022-12-01', '2024-12-31'],
  ])('today %s: from %s to %s', (day, start, end) => {
    expect(latestYearEndWindow(day)).toEqual({ start, end });
  });
});

describe('latest financial year end must be within 2 years (spec 1 s5.2)', () => {
  it.each([
    ['2023-11-30', messages.latestFinancialOutOfRange, 'day before the window start'],
    ['2023-12-01', undefined, 'window start (first day of December two years ago)'],
    ['2023-12-31', undefined, 'year end two years ago'],
    ['2024-12-31', undefined, 'last year end'],
    ['2025-06-15', undefined, 'today'],
    ['2025-06-16', messages.latestFinancialOutOfRange, 'tomorrow'],
    ['2022-12-31', messages.latestFinancialOutOfRange, 'three year ends ago'],
    ['31-12-2024', undefined, 'displayed format accepted'],
    ['', messages.blankField, 'blank'],
    ['2024-02-30', messages.dateInvalid, 'not a real date'],
    ['yesterday', messages.dateInvalid, 'not a date'],
  ])('%s -> %s (%s)', (date, error, _why) => {
    expect(latestFinancialYearEndError(date, today)).toBe(error);
  });
});

describe('previous financial year end: the calendar year before the latest (spec 1 s5.2)', () => {
  it.each([
    ['2023-01-01', '2024-12-31', undefined, 'first day of the year before'],
    ['2023-12-31', '2024-12-31', undefined, 'last day of the year before'],
    ['2023-03-31', '2024-03-31', undefined, 'a March year end'],
    ['2022-12-31', '2024-12-31', messages.previousFinancialOutOfRange, 'two years before'],
    ['2024-01-01', '2024-12-31', messages.previousFinancialOutOfRange, 'same year as latest'],
    ['2025-12-31', '2024-12-31', messages.previousFinancialOutOfRange, 'after latest'],
    ['2023-12-31', '', messages.previousFinancialOutOfRange, 'latest missing'],
    ['', '2024-12-31', messages.blankField, 'blank'],
    ['2023-13-01', '2024-12-31', messages.dateInvalid, 'not a real date'],
  ])('%s with latest %s -> %s (%s)', (previous, latest, error, _why) => {
    expect(previousFinancialYearEndError(previous, latest)).toBe(error);
  });
});

describe('24 months since registration (spec 1 s4.2)', () => {
  it.each([
    ['2023-06-15', 24],
    ['2023-06-16', 23],
    ['2025-06-15', 0],
    ['2015-01-01', 125],
    ['2026-01-01', 0],
    ['', 0],
    ['15/06/2023', 24],
    ['2023-06-15T00:00:00', 24],
  ])('registered %s -> %i months', (date, months) => {
    expect(monthsSinceRegistration(date, today)).toBe(months);
  });

  it.each([
    ['Online', '2023-06-15', true, 'online, exactly 24 months'],
    ['Online', '2023-06-16', false, 'online, 23 months'],
    ['Online', '2010-01-01', true, 'online, long registered'],
    ['Personalised', '2010-01-01', false, 'not online'],
    ['AIP', '2010-01-01', false, 'not online'],
    ['Online', '', false, 'no registration date'],
  ])('%s registered %s -> %s (%s)', (product, date, shown) => {
    expect(showPreviousYearBlock(product, date, today)).toBe(shown);
  });
});

describe('parseDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['29-02-2024', true],
    ['2024/02/29', false],
    ['', false],
  ])('%s valid: %s', (text, valid) => {
    expect(parseDate(text) !== undefined).toBe(valid);
  });
});
