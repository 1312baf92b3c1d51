import { describe, expect, it } from 'vitest';
import { checkMailingAndFinancials } from '../../server/areas/steps/rules/company';
import { isCalendarDate, sgCompactDate, sgDisplayDate, sgIsoDate } from '../../server/time';
import { newReferenceNo } from '../../server/store/ids';
import { mailingAndFinancials } from './helpers/journey';

describe('Singapore dates', () => {
  it('knows the calendar', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-04-31')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('2023-1-01')).toBe(false);
    expect(isCalendarDate('2023-12-31')).toBe(true);
  });

  it('turns an instant into the Singapore date (UTC+8)', () => {
    const lateUtc = new Date('2026-03-02T16:30:00Z');
    expect(sgIsoDate(lateUtc)).toBe('2026-03-03');
    expect(sgCompactDate(lateUtc)).toBe('20260303');
    expect(sgDisplayDate(lateUtc)).toBe('03-03-2026');
    expect(sgIsoDate(new Date('2026-03-02T15:59:59Z'))).toBe('2026-03-02');
  });

  it('draws reference numbers as SME + date + 6 digits', () => {
    const refs = new Set(Array.from({ length: 50 }, () => newReferenceNo(new Date('2026-03-02T02:00:00Z'))));
    for (const ref of refs) expect(ref).toMatch(/^SME20260302\d{6}$/);
    expect(refs.size).toBeGreaterThan(45);
  });
});

describe('company step rules', () => {
  const ids = { stateId: 's', referenceNo: 'r' };

  it('keeps a separate mailing address, trimmed', () => {
    const { mailing, issues } = checkMailingAndFinancials(
      mailingAndFinancials(ids, { isMailAddressSameAsRegisterAddress: 'N', Address_Format_Type: 'F', Country: 'MY', Address_Line1: ' 1 Main St ', Address_Line2: 'KL' }),
      '2026-03-02',
    );
    expect(issues).toEqual([]);
    expect(mailing).toMatchObject({ Address_Format_Type: 'F', Address_Line1: '1 Main St', Address_Line2: 'KL' });
  });

  it('wants figures with a previous date and a date with previous figures', () => {
    const figuresOnly = checkMailingAndFinancials(mailingAndFinancials(ids, { AnnualRevenue2: '5' }), '2026-03-02');
    expect(figuresOnly.issues.map((i) => i.path)).toEqual(['PreviousFinancialYearEndDate', 'ProfitOrLossBeforeTax2']);
  });
});
