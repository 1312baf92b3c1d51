import { toDisplayDate } from './financialDates';
import { messages } from './messages';
import { NON_LENDING_PRODUCTS, type NonLendingKey } from './nonLending';
import { PURPOSES } from './reference';
import { pageMessages } from './pageMessages';

/**
 * What the status pages read from a status (spec 2, 2.8-2.12 and 2.16; spec 3, 2).
 *
 * The input is the status (contract StatusDtls) as a structural type: domain imports nothing outside
 * itself. Each field may be missing, since the bank sends some of them empty.
 */
export interface StatusViewInput {
  ApplicationProgress?: string | null;
  ProductType?: string | null;
  FinancingType?: string | null;
  SoleorNonSole?: string | null;
  StatusCreatedDate?: string | null;
  ApplicantsStatus?: readonly { name: string; status?: string | null }[] | null;
  WCL?: string | null;
  Property?: string | null;
  Trade?: string | null;
  GAS?: string | null;
  ESG?: string | null;
  MYCurrentAccount?: string | null;
  FXDeskServices?: string | null;
  BusinessInsurance?: string | null;
  SMEStartDigital?: string | null;
  HalalNetworkAndCertifiedAdvisory?: string | null;
}

type PurposeFlag = 'WCL' | 'Property' | 'Trade' | 'GAS' | 'ESG';
type NonLendingFlag = 'MYCurrentAccount' | 'FXDeskServices' | 'BusinessInsurance' | 'SMEStartDigital' | 'HalalNetworkAndCertifiedAdvisory';

/** Spec 2, 4 "Applicant status": 'submitted' (case-insensitive) means complete; any other is pending. */
export const isSubmitted = (status: string | null | undefined): boolean => (status ?? '').trim().toLowerCase() === 'submitted';

export interface ApplicantsProgress {
  done: string[];
  pending: string[];
  total: number;
  allDone: boolean;
}

export function applicantsProgress(status: Pick<StatusViewInput, 'ApplicantsStatus'>): ApplicantsProgress {
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
export function submitHeadline(status: Pick<StatusViewInput, 'ApplicantsStatus' | 'SoleorNonSole'>): string {
  const p = applicantsProgress(status);
  if (p.allDone) return pageMessages.thankYouTitle;
  return isNonSole(status.SoleorNonSole) ? messages.jointApplicationInProgress(p.done.length, p.total) : messages.submissionInProgress;
}

/** Spec 2, 2.8: the thank-you text by product (BTL or the others) and whether every applicant is done. */
export function thankYouText(status: Pick<StatusViewInput, 'ApplicantsStatus' | 'ProductType'>): string {
  const online = status.ProductType === 'BTL';
  const { allDone } = applicantsProgress(status);
  if (online) return allDone ? pageMessages.thankYouOnlineComplete : pageMessages.thankYouOnlinePending;
  return allDone ? pageMessages.thankYouOtherComplete : pageMessages.thankYouOtherPending;
}

/** Interest if Conventional, else profit (spec 2, 2.8). */
export const isConventional = (financingType: string | null | undefined): boolean => (financingType ?? '').trim().toLowerCase() === 'conventional';

export const statusRateLabel = (status: Pick<StatusViewInput, 'FinancingType'>): string =>
  isConventional(status.FinancingType) ? messages.labelInterestRate : messages.labelProfitRate;

const PURPOSE_FLAGS: readonly { flag: PurposeFlag; code: (typeof PURPOSES)[number]['code'] }[] = [
  { flag: 'WCL', code: 'wcl' },
  { flag: 'Property', code: 'property' },
  { flag: 'Trade', code: 'trade' },
  { flag: 'GAS', code: 'gas' },
  { flag: 'ESG', code: 'esg' },
];

const purposeLabel = (code: string) => PURPOSES.find((p) => p.code === code)?.label ?? code;
const isYes = (v: string | null | undefined) => (v ?? '').trim().toUpperCase() === 'Y';

/** The purposes whose Y/N flag is Y, in the start page's order. */
export const chosenPurposes = (status: Pick<StatusViewInput, PurposeFlag>): string[] =>
  PURPOSE_FLAGS.filter((p) => isYes(status[p.flag])).map((p) => purposeLabel(p.code));

/** Spec 2, 2.16 / spec 3, 2: 'Property' for the AIP product, else the chosen purposes joined by commas. */
export function statusPurposeText(status: Pick<StatusViewInput, 'ProductType' | PurposeFlag>): string {
  if (status.ProductType === 'AIP') return purposeLabel('property');
  return chosenPurposes(status).join(', ');
}

const NON_LENDING_FLAGS: readonly { flag: NonLendingFlag; key: NonLendingKey }[] = [
  { flag: 'MYCurrentAccount', key: 'myCurrentAccount' },
  { flag: 'FXDeskServices', key: 'fxDeskServices' },
  { flag: 'BusinessInsurance', key: 'businessInsurance' },
  { flag: 'SMEStartDigital', key: 'smeStartDigital' },
  { flag: 'HalalNetworkAndCertifiedAdvisory', key: 'halalNetworkAndCertifiedAdvisory' },
];

/** Titles of the non-lending products whose flag is Y (spec 2, 2.11 titles). */
export function combinedApplications(status: Pick<StatusViewInput, NonLendingFlag>): string[] {
  return NON_LENDING_FLAGS.filter((f) => isYes(status[f.flag])).map(
    (f) => NON_LENDING_PRODUCTS.find((p) => p.key === f.key)?.title ?? f.key,
  );
}

/** The combined applications joined by commas, or 'Not Applicable'. */
export const combinedApplicationsText = (status: Pick<StatusViewInput, NonLendingFlag>): string =>
  combinedApplications(status).join(', ') || messages.notApplicable;

/** A display date: ISO dates become dd-mm-yyyy; the bank's dd-mm-yyyy passes through. */
export const displayDate = (value: string | null | undefined): string => toDisplayDate(value ?? '');

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
export function rejectMessage(status: Pick<StatusViewInput, 'ApplicationProgress' | 'StatusCreatedDate'>): string {
  switch (rejectKind(status.ApplicationProgress)) {
    case 'RJ':
      return pageMessages.rejectedRJ(displayDate(status.StatusCreatedDate) || pageMessages.statusDecisionDate);
    case 'ARJ':
      return pageMessages.rejectedARJ;
    case 'UM':
      return pageMessages.rejectedUM;
    default:
      return pageMessages.rejectedGeneric;
  }
}
