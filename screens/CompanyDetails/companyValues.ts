import type { CompanyValues } from '../../machines/types';
import type { CompanyForm } from '../../src/contract';
import { plainAmount } from '../../src/domain/amounts';
import { countryLabel } from '../../src/domain/countries';
import {
  addressFieldsFor,
  DEFAULT_COUNTRY,
  fromDisplayDate,
  LOCAL_ADDRESS_TYPE,
  MAILING_FIELDS,
  type MailingField,
} from '../../src/domain';

/** The form's values: the wire's CompanyValues, except that the mailing option starts unanswered. */
export type CompanyFormValues = Omit<CompanyValues, 'isMailAddressSameAsRegisterAddress'> & {
  isMailAddressSameAsRegisterAddress: '' | 'Y' | 'N';
};

type MailingValues = Pick<CompanyValues, 'Address_Format_Type' | 'Country_Desc' | MailingField>;

/** Every mailing field empty (same-as-registered Y, spec 1, 3.5). */
export function blankMailing(): MailingValues {
  const fields = Object.fromEntries(MAILING_FIELDS.map((f) => [f, ''])) as Record<MailingField, string>;
  return { ...fields, Address_Format_Type: '', Country_Desc: '' };
}

/** The mailing form as it opens on choosing N: local format, Singapore (spec 1, 4.2). */
export function freshMailing(): MailingValues {
  return { ...blankMailing(), Address_Format_Type: LOCAL_ADDRESS_TYPE, Country: DEFAULT_COUNTRY, Country_Desc: countryLabel(DEFAULT_COUNTRY) };
}

const text = (v: string | null | undefined): string => (v ?? '').trim();

/** Values to start from: what was saved before (resume or Back), else an empty form. */
export function initialCompanyValues(company: CompanyForm): CompanyFormValues {
  const mail = company.RegBizMailAddr;
  const fin = company.financialHighlights;
  const option = mail?.isMailAddressSameAsRegisterAddress ?? '';
  const mailing = blankMailing();
  if (mail && option === 'N') {
    for (const f of MAILING_FIELDS) mailing[f] = mail[f] ?? '';
    mailing.Address_Format_Type = mail.Address_Format_Type ?? '';
    mailing.Country_Desc = mail.Country_Desc ?? '';
  }
  return {
    isMailAddressSameAsRegisterAddress: option,
    ...mailing,
    LatestFinancialYearEndDate: fromDisplayDate(fin?.LatestFinancialYearEndDate),
    AnnualRevenue1: fin?.AnnualRevenue1 ?? '',
    ProfitOrLossBeforeTax1: fin?.ProfitOrLossBeforeTax1 ?? '',
    PreviousFinancialYearEndDate: fromDisplayDate(fin?.PreviousFinancialYearEndDate),
    AnnualRevenue2: fin?.AnnualRevenue2 ?? '',
    ProfitOrLossBeforeTax2: fin?.ProfitOrLossBeforeTax2 ?? '',
  };
}

export const hasPreviousYear = (v: Pick<CompanyValues, 'PreviousFinancialYearEndDate' | 'AnnualRevenue2' | 'ProfitOrLossBeforeTax2'>): boolean =>
  [v.PreviousFinancialYearEndDate, v.AnnualRevenue2, v.ProfitOrLossBeforeTax2].some((x) => text(x) !== '');

/**
 * The event payload: every field of MailingAndFinancials but stateId/referenceNo. With Y the
 * address is empty; with N only the fields of the chosen format type travel (hidden ones are
 * emptied), and the country's description goes along. The previous year travels only when shown.
 */
export function toCompanyValues(values: CompanyFormValues, previousShown: boolean): CompanyValues {
  const option = values.isMailAddressSameAsRegisterAddress === 'N' ? 'N' : 'Y';
  const mailing = blankMailing();
  if (option === 'N') {
    const visible = addressFieldsFor(values.Address_Format_Type);
    for (const f of MAILING_FIELDS) mailing[f] = visible.includes(f) ? text(values[f]) : '';
    mailing.Address_Format_Type = values.Address_Format_Type;
    mailing.Country_Desc = countryLabel(mailing.Country);
  }
  return {
    isMailAddressSameAsRegisterAddress: option,
    ...mailing,
    LatestFinancialYearEndDate: text(values.LatestFinancialYearEndDate),
    AnnualRevenue1: plainAmount(values.AnnualRevenue1),
    ProfitOrLossBeforeTax1: plainAmount(values.ProfitOrLossBeforeTax1),
    PreviousFinancialYearEndDate: previousShown ? text(values.PreviousFinancialYearEndDate) : '',
    AnnualRevenue2: previousShown ? plainAmount(values.AnnualRevenue2) : '',
    ProfitOrLossBeforeTax2: previousShown ? plainAmount(values.ProfitOrLossBeforeTax2) : '',
  };
}
