import { labels, messages } from './messages';
import { isOnlineProduct, FIRST_USER_ORDER } from './persons';
import type { MailingField } from './reference';

/**
 * The required-field checks a first user passes before Submit on the summary (spec 2, 4 "Submit on
 * the summary" step 2 and 5 "Summary submit (first user)"). Each missing field gives
 * '<field label> is required field. Please click edit button to update the form.'
 */

/** What the checks read of the summary (the wire's PreviewForm, structurally). */
export interface SummaryData {
  Request_Form: {
    FinancingProduct: string;
    FinancingAmount: number | null;
    FinancingTenure: number | null;
    IndicativeMonthlyInstallment: number | null;
    IsExistingOTPAvailable?: string;
  };
  CompDtls: {
    Company_UEN: string;
    Company_Name: string;
    Entity_Type_Desc: string;
    Registration_Date: string;
    Country_of_Incorporation_Desc: string;
    Primary_Activity_Desc: string;
  };
  RegBizMailAddr: ({ isMailAddressSameAsRegisterAddress: string; Address_Format_Type: string } & Partial<Record<MailingField, string>>) | null;
  financialHighlights: { LatestFinancialYearEndDate: string; AnnualRevenue1: string; ProfitOrLossBeforeTax1: string } | null;
  ApplicantDtls: readonly {
    OrderNumber: number;
    Person_Name: string;
    TitleCode?: string;
    MaritalStatusCode?: string;
    CountryOfResidenceCode?: string;
    MobileNumber: string;
    Email_Address: string;
  }[];
  AccountDetails: { Disbursement_Branch_Desc: string } | null;
}

/**
 * Mailing fields the summary requires by address type, exactly as spec 2, 5 lists them. House/shop (S)
 * is not named there; like the company screen it needs the postal code (ADR 0003).
 */
export const SUMMARY_MAILING_REQUIRED: Readonly<Record<string, readonly MailingField[]>> = {
  D: ['Postal_Code', 'Block_Number', 'Storey_Number', 'Unit_Number', 'Street_Name'],
  H: ['Postal_Code', 'Block_Number', 'Storey_Number', 'Unit_Number', 'Street_Name'],
  B: ['Post_Office_Name', 'Locked_Bag_Number'],
  G: ['Godown_Number'],
  L: ['Lot_Mukim_Number', 'Street_Name'],
  P: ['Box_Number', 'Post_Office_Name'],
  W: ['Window_Delivery_Number', 'Post_Office_Name'],
  F: ['Address_Line1', 'Address_Line2'],
  S: ['Postal_Code'],
};

/** Labels of the summary's own fields (ours: the spec names the fields, not their labels). */
export const summaryLabels = {
  mailingAddress: 'Mailing Address', // ours
  terms: 'Terms and Conditions', // ours
  applicantField: (order: number, label: string): string => `Applicant ${order} ${label}`, // ours
} as const;

const blank = (v: string | null | undefined): boolean => !v || v.trim() === '';
const notPositive = (v: number | null | undefined): boolean => typeof v !== 'number' || !Number.isFinite(v) || v <= 0;

/**
 * Which financing figures an application has (spec 1, 2.1 and 5.1): tenure, instalment and the
 * indicative rate belong to the Online product only; an AIP without an Option to Purchase has no amount.
 * The summary shows these rows and asks for them, no others.
 */
export function financingFigures(f: Pick<SummaryData['Request_Form'], 'FinancingProduct' | 'IsExistingOTPAvailable'>): {
  amount: boolean;
  tenureAndInstalment: boolean;
} {
  return {
    amount: !(f.FinancingProduct === 'AIP' && f.IsExistingOTPAvailable !== 'Y'),
    tenureAndInstalment: isOnlineProduct(f.FinancingProduct),
  };
}

/** The labels of the missing fields, in the order the summary shows them. */
export function summaryMissingLabels(data: SummaryData, opts: { termsAccepted: boolean }): string[] {
  const missing: string[] = [];
  const need = (isMissing: boolean, label: string) => {
    if (isMissing) missing.push(label);
  };
  const f = data.Request_Form;
  const figures = financingFigures(f);
  if (figures.amount) need(notPositive(f.FinancingAmount), labels.financingAmount);
  if (figures.tenureAndInstalment) {
    need(notPositive(f.FinancingTenure), labels.financingTenure);
    need(notPositive(f.IndicativeMonthlyInstallment), labels.indicativeMonthlyInstallment);
  }

  const c = data.CompDtls;
  need(blank(c.Company_UEN), labels.Company_UEN);
  need(blank(c.Company_Name), labels.Company_Name);
  need(blank(c.Entity_Type_Desc), labels.Entity_Type);
  need(blank(c.Registration_Date), labels.Registration_Date);
  need(blank(c.Country_of_Incorporation_Desc), labels.Country_of_Incorporation);
  need(blank(c.Primary_Activity_Desc), labels.Primary_Activity);

  const m = data.RegBizMailAddr;
  if (!m) {
    missing.push(summaryLabels.mailingAddress);
  } else if (m.isMailAddressSameAsRegisterAddress !== 'Y') {
    const required = SUMMARY_MAILING_REQUIRED[m.Address_Format_Type?.trim().toUpperCase()];
    if (!required) missing.push(labels.Address_Format_Type);
    for (const field of required ?? []) need(blank(m[field]), labels[field]);
  }

  const h = data.financialHighlights;
  need(blank(h?.LatestFinancialYearEndDate), labels.LatestFinancialYearEndDate);
  need(blank(h?.AnnualRevenue1), labels.AnnualRevenue1);
  need(blank(h?.ProfitOrLossBeforeTax1), labels.ProfitOrLossBeforeTax1);

  if (isOnlineProduct(f.FinancingProduct)) need(blank(data.AccountDetails?.Disbursement_Branch_Desc), labels.disbursement_Branch_Code);

  for (const a of [...data.ApplicantDtls].sort((x, y) => x.OrderNumber - y.OrderNumber)) {
    const label = (l: string) => summaryLabels.applicantField(a.OrderNumber, l);
    // The first user owes their own details; the other persons owe their contact (spec 2, 5; ADR 0003).
    if (a.OrderNumber === FIRST_USER_ORDER) {
      need(blank(a.TitleCode), label(labels.TitleCode));
      need(blank(a.MaritalStatusCode), label(labels.MaritalStatusCode));
      need(blank(a.CountryOfResidenceCode), label(labels.CountryOfResidenceCode));
    }
    need(blank(a.MobileNumber), label(labels.MobileNumber));
    need(blank(a.Email_Address), label(labels.Email_Address));
  }

  need(!opts.termsAccepted, summaryLabels.terms);
  return missing;
}

/** The messages a first user sees on Submit; [] means Submit may go on. */
export function summaryRequiredFieldErrors(data: SummaryData, opts: { termsAccepted: boolean }): string[] {
  // The spec's sentence sends the user to an Edit button; the terms box has none, it is ticked here.
  return summaryMissingLabels(data, opts).map((label) =>
    label === summaryLabels.terms ? messages.termsRequired : messages.requiredFieldOnSummary(label),
  );
}
