import { RegBizMailAddr as RegBizMailAddrSchema, type FinancialHighlights, type MailingAndFinancials, type RegBizMailAddr } from '../../contract';
import type { Issue } from '../http/errors';
import { isCalendarDate } from '../time';

/** Every mailing field but the Y/N choice, read off the contract so the list cannot drift from the wire. */
const ADDRESS_FIELDS = Object.keys(RegBizMailAddrSchema.shape).filter(
  (k): k is Exclude<keyof RegBizMailAddr, 'isMailAddressSameAsRegisterAddress'> => k !== 'isMailAddressSameAsRegisterAddress',
);

export interface CheckedCompany {
  mailing: RegBizMailAddr;
  financials: FinancialHighlights;
  issues: Issue[];
}

/**
 * The bank's rules for the company step beyond the schema's formats (spec 1, 3.5 and 5.2).
 * `today` is the Singapore date, yyyy-mm-dd, so "not in the future" follows the injected clock.
 */
export function checkMailingAndFinancials(body: MailingAndFinancials, today: string): CheckedCompany {
  const issues: Issue[] = [];
  const mailing = { isMailAddressSameAsRegisterAddress: body.isMailAddressSameAsRegisterAddress } as RegBizMailAddr;
  for (const field of ADDRESS_FIELDS) {
    // Same-as-registered means the mailing form is not used: whatever it held is dropped (spec 1, 3.5).
    mailing[field] = body.isMailAddressSameAsRegisterAddress === 'Y' ? '' : body[field].trim();
  }
  if (body.isMailAddressSameAsRegisterAddress === 'N' && mailing.Address_Format_Type === '') {
    issues.push({ path: 'Address_Format_Type', message: 'is required when the mailing address differs from the registered address' });
  }

  const latest = body.LatestFinancialYearEndDate;
  if (!isCalendarDate(latest)) {
    issues.push({ path: 'LatestFinancialYearEndDate', message: `${latest} is not a date of the calendar` });
  } else if (latest > today) {
    issues.push({ path: 'LatestFinancialYearEndDate', message: 'must not be in the future' });
  }

  const previous = body.PreviousFinancialYearEndDate;
  const previousBlockUsed = previous !== '' || body.AnnualRevenue2 !== '' || body.ProfitOrLossBeforeTax2 !== '';
  if (previousBlockUsed) {
    if (previous === '') issues.push({ path: 'PreviousFinancialYearEndDate', message: 'is required with the previous year figures' });
    else if (!isCalendarDate(previous)) issues.push({ path: 'PreviousFinancialYearEndDate', message: `${previous} is not a date of the calendar` });
    else if (previous >= latest) issues.push({ path: 'PreviousFinancialYearEndDate', message: 'must be before LatestFinancialYearEndDate' });
    if (body.AnnualRevenue2 === '') issues.push({ path: 'AnnualRevenue2', message: 'is required with a previous financial year' });
    if (body.ProfitOrLossBeforeTax2 === '') issues.push({ path: 'ProfitOrLossBeforeTax2', message: 'is required with a previous financial year' });
  }

  const financials: FinancialHighlights = {
    LatestFinancialYearEndDate: latest,
    AnnualRevenue1: body.AnnualRevenue1,
    ProfitOrLossBeforeTax1: body.ProfitOrLossBeforeTax1,
    PreviousFinancialYearEndDate: previous,
    AnnualRevenue2: body.AnnualRevenue2,
    ProfitOrLossBeforeTax2: body.ProfitOrLossBeforeTax2,
  };
  return { mailing, financials, issues };
}
