import { describe, expect, it } from 'vitest';
import { paths } from '../../src/contract';
import { latestFinancialYearEndError, previousFinancialYearEndError } from '../../src/domain/financialDates';
import { mailingAndFinancials, MERLION, retrieved } from '../server/helpers/journey';
import { describeBank } from '../server/helpers/suite';

/*
 * Spec 1, 5.2: "Latest year-end must be within 2 years of the application date: after the start date
 * (last month of the year two years ago) and before today", and "Previous year end must fall within the
 * calendar year before the latest year end". The form and the bank must draw the same line: the same
 * dates pass and fail on both sides, with the spec's words.
 */
const OUT_OF_RANGE = 'Latest financial information must be within 2 years from application date.';
const PREVIOUS_OUT_OF_RANGE = 'Previous financial year end date must be within 1 year from latest financial year end date';

/** The test bank's clock starts on 2 March 2026 (10:00 in Singapore): December 2024 opens the window. */
const TODAY = new Date(2026, 2, 2);
const LATEST: readonly [string, string | undefined][] = [
  ['2024-11-30', OUT_OF_RANGE],
  ['2024-12-01', undefined],
  ['2025-12-31', undefined],
  ['2026-03-02', undefined],
  ['2026-03-03', OUT_OF_RANGE],
];
/** With the latest year end on 31 December 2025, the previous one falls in 2024. */
const PREVIOUS: readonly [string, string | undefined][] = [
  ['2023-12-31', PREVIOUS_OUT_OF_RANGE],
  ['2024-01-01', undefined],
  ['2024-12-31', undefined],
  ['2025-01-01', PREVIOUS_OUT_OF_RANGE],
];

describe('the financial year-end window on the form (domain)', () => {
  it.each(LATEST)('latest year end %s: %s', (date, expected) => {
    expect(latestFinancialYearEndError(date, TODAY)).toBe(expected);
  });
  it.each(PREVIOUS)('previous year end %s after 2025-12-31: %s', (date, expected) => {
    expect(previousFinancialYearEndError(date, '2025-12-31')).toBe(expected);
  });
});

describeBank('the financial year-end window at the bank (POST saveCompany)', (_bank, api) => {
  const save = async (overrides: Parameters<typeof mailingAndFinancials>[1]) => {
    const s = await retrieved(api, MERLION.uen);
    return api.post(paths.saveCompany, mailingAndFinancials({ stateId: s.stateId, referenceNo: s.refNo }, overrides), s.token);
  };
  const answer = (res: { status: number; body: { issues?: { path: string; message: string }[] } }) =>
    res.status === 200 ? undefined : res.body.issues?.map((i) => `${i.path}: ${i.message}`).join(' | ');

  it.each(LATEST)('latest year end %s: %s', async (date, expected) => {
    const res = await save({ LatestFinancialYearEndDate: date });
    expect(answer(res)).toBe(expected && `LatestFinancialYearEndDate: ${expected}`);
  });

  it.each(PREVIOUS)('previous year end %s after 2025-12-31: %s', async (date, expected) => {
    const res = await save({ PreviousFinancialYearEndDate: date, AnnualRevenue2: '990000', ProfitOrLossBeforeTax2: '-2500.75' });
    expect(answer(res)).toBe(expected && `PreviousFinancialYearEndDate: ${expected}`);
  });
});
