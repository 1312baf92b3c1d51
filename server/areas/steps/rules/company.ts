import {
  MailingAndFinancials as MailingAndFinancialsSchema,
  RegBizMailAddr as RegBizMailAddrSchema,
  type FinancialHighlights,
  type MailingAndFinancials,
  type RegBizMailAddr,
} from '../../../../src/contract';
import { companyStepSchema, parseDate, validationErrors } from '../../../../src/domain';
import type { Issue } from '../../../http/errors';
import { countryIssue } from './listed';

/** The payload's fields in the contract's order: the order the issues are reported in. */
const FIELD_ORDER = Object.keys(MailingAndFinancialsSchema.shape);

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
 * The bank's rules for the company step beyond the schema's formats (spec 1, 3.5 and 5.2): the form's
 * own schema (domain/schemas companyStepSchema), so the bank refuses what the form refuses, in the same
 * words. The previous-year block counts once any of its fields is sent. `today` is the Singapore date,
 * yyyy-mm-dd, so the year-end window follows the injected clock.
 */
export function checkMailingAndFinancials(body: MailingAndFinancials, today: string): CheckedCompany {
  const sameAsRegistered = body.isMailAddressSameAsRegisterAddress === 'Y';
  const mailing = { isMailAddressSameAsRegisterAddress: body.isMailAddressSameAsRegisterAddress } as RegBizMailAddr;
  for (const field of ADDRESS_FIELDS) {
    // Same-as-registered means the mailing form is not used: whatever it held is dropped (spec 1, 3.5).
    mailing[field] = sameAsRegistered ? '' : body[field].trim();
  }
  const financials: FinancialHighlights = {
    LatestFinancialYearEndDate: body.LatestFinancialYearEndDate,
    AnnualRevenue1: body.AnnualRevenue1,
    ProfitOrLossBeforeTax1: body.ProfitOrLossBeforeTax1,
    PreviousFinancialYearEndDate: body.PreviousFinancialYearEndDate,
    AnnualRevenue2: body.AnnualRevenue2,
    ProfitOrLossBeforeTax2: body.ProfitOrLossBeforeTax2,
  };

  const previousYear = financials.PreviousFinancialYearEndDate !== '' || financials.AnnualRevenue2 !== '' || financials.ProfitOrLossBeforeTax2 !== '';
  const todayDate = parseDate(today);
  if (!todayDate) throw new Error(`today must be a yyyy-mm-dd date, not ${today}`);
  const errors = validationErrors(companyStepSchema({ previousYear, today: todayDate }), { ...mailing, ...financials });
  const country = countryIssue(mailing.Country);
  if (country && !errors.Country) errors.Country = country;
  const issues = Object.entries(errors)
    .map(([path, message]) => ({ path, message }))
    .sort((a, b) => FIELD_ORDER.indexOf(a.path) - FIELD_ORDER.indexOf(b.path));
  return { mailing, financials, issues };
}
