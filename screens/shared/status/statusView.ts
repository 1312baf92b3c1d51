import type { StatusDtls } from '../../../contract';
import { formatSGD, messages, PURPOSES, toDisplayDate } from '../../../domain';
import { NON_LENDING_PRODUCTS, type NonLendingKey } from '../../../domain/nonLending';

/** What the status pages read from a status: pure functions, so the pages stay thin. */

/** Spec 2, 4 "Applicant status": 'submitted' (case-insensitive) means complete; any other is pending. */
export const isSubmitted = (status: string | null | undefined): boolean => (status ?? '').trim().toLowerCase() === 'submitted';

export interface ApplicantsProgress {
  done: string[];
  pending: string[];
  total: number;
  allDone: boolean;
}

export function applicantsProgress(status: Pick<StatusDtls, 'ApplicantsStatus'>): ApplicantsProgress {
  const list = status.ApplicantsStatus ?? [];
  const done = list.filter((a) => isSubmitted(a.status)).map((a) => a.name);
  const pending = list.filter((a) => !isSubmitted(a.status)).map((a) => a.name);
  return { done, pending, total: list.length, allDone: list.length > 0 && pending.length === 0 };
}

/** SoleorNonSole: 'NonSole' (any case, with or without a separator) is a joint application. */
export const isNonSole = (value: string | null | undefined): boolean => (value ?? '').replace(/[^a-z]/gi, '').toLowerCase() === 'nonsole';

/**
 * Spec 2, 2.8 headline: all applicants complete -> the final thank-you; otherwise
 * 'Joint Application in Progress (n/total Done)' for a non-sole business, or 'Submission in Progress'.
 */
export function submitHeadline(status: Pick<StatusDtls, 'ApplicantsStatus' | 'SoleorNonSole'>): string {
  const p = applicantsProgress(status);
  if (p.allDone) return messages.thankYouTitle;
  return isNonSole(status.SoleorNonSole) ? messages.jointApplicationInProgress(p.done.length, p.total) : messages.submissionInProgress;
}

/** Spec 2, 2.8: the thank-you text by product (BTL or the others) and whether every applicant is done. */
export function thankYouText(status: Pick<StatusDtls, 'ApplicantsStatus' | 'ProductType'>): string {
  const online = status.ProductType === 'BTL';
  const { allDone } = applicantsProgress(status);
  if (online) return allDone ? messages.thankYouOnlineComplete : messages.thankYouOnlinePending;
  return allDone ? messages.thankYouOtherComplete : messages.thankYouOtherPending;
}

/** Interest if Conventional, else profit (spec 2, 2.8). */
export const isConventional = (financingType: string | null | undefined): boolean => (financingType ?? '').trim().toLowerCase() === 'conventional';

export const rateLabel = (status: Pick<StatusDtls, 'FinancingType'>): string =>
  isConventional(status.FinancingType) ? messages.labelInterestRate : messages.labelProfitRate;

const PURPOSE_FLAGS: readonly { flag: 'WCL' | 'Property' | 'Trade' | 'GAS' | 'ESG'; code: (typeof PURPOSES)[number]['code'] }[] = [
  { flag: 'WCL', code: 'wcl' },
  { flag: 'Property', code: 'property' },
  { flag: 'Trade', code: 'trade' },
  { flag: 'GAS', code: 'gas' },
  { flag: 'ESG', code: 'esg' },
];

const purposeLabel = (code: string) => PURPOSES.find((p) => p.code === code)?.label ?? code;
const isYes = (v: string | null | undefined) => (v ?? '').trim().toUpperCase() === 'Y';

/** The purposes whose Y/N flag is Y, in the start page's order. */
export const chosenPurposes = (status: Pick<StatusDtls, 'WCL' | 'Property' | 'Trade' | 'GAS' | 'ESG'>): string[] =>
  PURPOSE_FLAGS.filter((p) => isYes(status[p.flag])).map((p) => purposeLabel(p.code));

/** Spec 2, 2.16 / spec 3, 2: 'Property' for the AIP product, else the chosen purposes joined by commas. */
export function purposeText(status: Pick<StatusDtls, 'ProductType' | 'WCL' | 'Property' | 'Trade' | 'GAS' | 'ESG'>): string {
  if (status.ProductType === 'AIP') return purposeLabel('property');
  return chosenPurposes(status).join(', ');
}

const NON_LENDING_FLAGS: readonly { flag: 'MYCurrentAccount' | 'FXDeskServices' | 'BusinessInsurance' | 'SMEStartDigital' | 'HalalNetworkAndCertifiedAdvisory'; key: NonLendingKey }[] = [
  { flag: 'MYCurrentAccount', key: 'myCurrentAccount' },
  { flag: 'FXDeskServices', key: 'fxDeskServices' },
  { flag: 'BusinessInsurance', key: 'businessInsurance' },
  { flag: 'SMEStartDigital', key: 'smeStartDigital' },
  { flag: 'HalalNetworkAndCertifiedAdvisory', key: 'halalNetworkAndCertifiedAdvisory' },
];

/** Titles of the non-lending products whose flag is Y (spec 2, 2.11 titles). */
export function combinedApplications(status: StatusDtls): string[] {
  return NON_LENDING_FLAGS.filter((f) => isYes(status[f.flag])).map(
    (f) => NON_LENDING_PRODUCTS.find((p) => p.key === f.key)?.title ?? f.key,
  );
}

/** The combined applications joined by commas, or 'Not Applicable'. */
export const combinedApplicationsText = (status: StatusDtls): string => combinedApplications(status).join(', ') || messages.notApplicable;

/** A display date: ISO dates become dd-mm-yyyy; the bank's dd-mm-yyyy passes through. */
export const displayDate = (value: string | null | undefined): string => toDisplayDate(value ?? '');

/** One line of an application details list. */
export interface DetailRow {
  label: string;
  value: string;
  testId?: string;
}

export type DetailField =
  | 'applicationNo'
  | 'uen'
  | 'facility'
  | 'financingType'
  | 'purpose'
  | 'amount'
  | 'tenure'
  | 'instalment'
  | 'rate'
  | 'combined'
  | 'date'
  | 'submissionDate'
  | 'aipExpiry'
  | 'propertyAddress';

/** The row of one field. */
export function detailRow(status: StatusDtls, field: DetailField, extra: { propertyAddress?: string } = {}): DetailRow {
  const row: Record<DetailField, () => DetailRow> = {
    applicationNo: () => ({ label: messages.labelApplicationNo, value: status.ApplicationNo, testId: 'application-number' }),
    uen: () => ({ label: messages.labelUen, value: status.UEN, testId: 'uen' }),
    facility: () => ({ label: messages.labelFacility, value: status.Facility, testId: 'facility' }),
    financingType: () => ({ label: messages.labelFinancingType, value: status.FinancingType, testId: 'financing-type' }),
    purpose: () => ({ label: messages.labelPurpose, value: purposeText(status), testId: 'purpose' }),
    amount: () => ({ label: messages.labelAmount, value: formatSGD(status.Amount), testId: 'amount' }),
    tenure: () => ({ label: messages.labelTenure, value: messages.tenureYears(status.Tenure), testId: 'tenure' }),
    instalment: () => ({ label: messages.labelInstalment, value: formatSGD(status.Instalment), testId: 'instalment' }),
    rate: () => ({ label: rateLabel(status), value: messages.ratePerAnnum(status.InterestRate), testId: 'rate' }),
    combined: () => ({ label: messages.labelCombined, value: combinedApplicationsText(status), testId: 'combined' }),
    date: () => ({ label: messages.labelDate, value: displayDate(status.AppDate), testId: 'date' }),
    submissionDate: () => ({ label: messages.labelSubmissionDate, value: displayDate(status.AppDate), testId: 'date' }),
    aipExpiry: () => ({ label: messages.labelAipExpiry, value: displayDate(status.ExpiryDate) || '-', testId: 'aip-expiry' }),
    propertyAddress: () => ({ label: messages.labelPropertyAddress, value: extra.propertyAddress ?? '', testId: 'property-address' }),
  };
  return row[field]();
}

/** The rows of the fields asked for, in that order. */
export const detailRows = (status: StatusDtls, fields: readonly DetailField[], extra: { propertyAddress?: string } = {}): DetailRow[] =>
  fields.map((f) => detailRow(status, f, extra));

/**
 * The rejected page's reading of ApplicationProgress. The spec keys the messages by RJ, ARJ and UM, while
 * the routing (spec 2, 4) sends HRJ, HAB, HUM and ARJ to this page: we read HRJ as RJ and HUM as UM
 * (the hybrid rejected / unable-to-process codes, spec 3, 4), so their messages and the hidden amount apply.
 */
export type RejectKind = 'RJ' | 'ARJ' | 'UM' | 'other';

export function rejectKind(progress: string | null | undefined): RejectKind {
  switch ((progress ?? '').trim().toUpperCase()) {
    case 'RJ':
    case 'HRJ':
      return 'RJ';
    case 'ARJ':
      return 'ARJ';
    case 'UM':
    case 'HUM':
      return 'UM';
    default:
      return 'other';
  }
}

/** Spec 2, 2.16 / spec 3, 2: the rejected page's message by ApplicationProgress. */
export function rejectMessage(status: Pick<StatusDtls, 'ApplicationProgress' | 'StatusCreatedDate'>): string {
  switch (rejectKind(status.ApplicationProgress)) {
    case 'RJ':
      return messages.rejectedRJ(displayDate(status.StatusCreatedDate) || messages.statusDecisionDate);
    case 'ARJ':
      return messages.rejectedARJ;
    case 'UM':
      return messages.rejectedUM;
    default:
      return messages.rejectedGeneric;
  }
}
