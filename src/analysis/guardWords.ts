import { OTP_MAX_TRIES } from '../domain/constants';
import { STATUS_PAGES } from '../domain/statusPages';
import { progressRowsFor, progressRowWords } from './statusPageTable';

/** A guard in words: a sentence, or one built from the params the chart fixes on the branch. */
export type GuardWording = string | ((params: Readonly<Record<string, unknown>>) => string);

const statusPageWords = (params: Readonly<Record<string, unknown>>): string => {
  const page = STATUS_PAGES.find((p) => p === params.page);
  const origin = params.origin === 'submit' ? 'submit' : 'enquiry';
  if (!page) return 'the status routes to a page the routing table does not know';
  const rows = progressRowsFor(page, origin).map(progressRowWords);
  return `the status read ${origin === 'submit' ? 'right after the submit' : 'on an enquiry'} routes to ${page} (progress ${rows.join('; ')})`;
};

const sectionWords = (params: Readonly<Record<string, unknown>>): string => {
  const section = String(params.section);
  const when: Record<string, string> = {
    otherApplicant: ', for an applicant other than the first',
    soleProprietor: ', for a sole proprietor',
    aip: ', for the AIP product',
  };
  const who = section === 'persons' ? '' : ' (the first user only, where the product has the section)';
  return `the applicant chose Edit on the ${section} section of the summary${who}${typeof params.when === 'string' ? (when[params.when] ?? '') : ''}`;
};

/**
 * What each guard of the chart (machines/setup.ts) tests, for analysts: the explorer's details panel and
 * search read these. A test fails when a guard of the chart has no words here.
 */
export const guardWords: Readonly<Record<string, GuardWording>> = {
  isSessionExpired: 'the bank refused the call because the session expired (401)',
  keepsSession: 'the call failed for a reason other than an expired session',
  isIdentityOk: 'the national identity service returned the business and person data',
  isIdentityInputInvalid: 'the identity data came back invalid (an error code for the error page)',
  isProviderRefusal: "the identity provider's national data call did not answer OK (M01, login unsuccessful)",
  signsInWithProvider: "sign-in goes through the identity provider's round trip (UAT and PROD)",
  isProviderError: 'the identity provider came back with an error, or without a code',
  isForeignState: 'the identity provider came back with a state this journey did not issue',
  isInvalidDirectors: 'the business has more persons than the product allows',
  isEmptyResult: 'the bank answered with no record',
  isOtpDuplicate: 'a one-time password was already sent and is still valid (no new code)',
  isOtpRequestRefused: 'the bank sends no more one-time passwords for now (too many, or locked)',
  isOtpVerified: 'the OTP the applicant typed was accepted',
  isOtpExhausted: `the OTP was wrong and no tries are left (of ${OTP_MAX_TRIES})`,
  isOtpExpired: 'the OTP the applicant typed had expired',
  hasNullReference: 'the submit returned no application reference',
  submittedHere: 'this browser submitted the application',
  isStatusPage: statusPageWords,
  isLookupNotice: 'the status lookup found a notice to show on the Welcome page (not found, submitted, …)',
  isLookupInvalidApplication: 'the status lookup found an expired application, or one that cannot be continued',
  isLookupSignIn: 'the resume lookup found a draft with no mobile on record: the identity service sign-in proves who is back',
  isOtpRefusedAtLookup: 'the one-time password refused was a status enquiry\'s or a resume\'s: a new one is one lookup away',
  isResumeRequest: 'the applicant chose Resume Application on the Welcome page',
  isOtpVerifiedForResume: 'the OTP was accepted and the applicant is resuming an application',
  isOtpVerifiedForNonLending: 'the OTP was accepted and the non-lending opt-in is offered (feature on, first user)',
  isPreQualifiedWithoutOtp: 'the pre-qualification check passed and the OTP bar is switched off',
  isPreQualifiedForNonLendingWithoutOtp: 'the pre-qualification check passed, the OTP bar is off and the non-lending opt-in is offered',
  isLookupWithoutOtp: 'the OTP bar is switched off: the lookup needs no one-time password',
  isResumeLookupWithoutOtp: 'the OTP bar is switched off and the applicant is resuming an application',
  isIdentityOkForOtherApplicant: 'the identity data came back and the applicant is not the first user',
  needsBoardMeeting: 'the entity type needs a board meeting date before the letter of offer',
  isCancellable: 'the application can still be cancelled at its progress (not disbursed or rejected)',
  isBoardMeetingValid: 'the bank accepted the board meeting date',
  needsSchemeDeclaration: 'the product is Personalised with Government Assistance: the Enterprise Financing Scheme declaration comes first',
  addsSchemeDeclaration: 'an edit from the summary adds Government Assistance to an application without it',
  lacksPropertyAnswers: 'after an edit from the summary the route has a property step but the summary has no property details',
  isFromPreview: 'the step was opened with Edit from the summary',
  isOnline: 'the product is the online term loan (BTL)',
  isAipProperty: "the product is the AIP, with its property page",
  hasPropertyStep: 'the product has a property step',
  isSoleProprietor: 'the business is a sole proprietorship',
  isOtherApplicant: 'the applicant is not the first user',
  canEditProperty: "the first user of an AIP with the property page (the summary's balance and commitment rows)",
  isIdentityOkForOtherTermLoanApplicant: 'the identity data came back for an applicant other than the first, on the term loan',
  isSection: sectionWords,
  isPreQualified: 'the pre-qualification check passed',
  isAccountListPending: 'the account check has no list yet and no branch was saved',
  hasNoAccounts: 'the account check found no accounts',
  isPollStillEmpty: 'the account list is still not there',
  isPollNoAccounts: 'the account list came back empty',
  hasUploadRejections: 'the bank rejected some of the uploaded files',
  isResumedWithGasScheme: 'a resumed application has Government Assistance: the entity declaration is asked again',
  isResumeChosen: 'Resume Application was chosen',
  isStatusChosen: 'Welcome was opened by its address',
  hasResumableApplication: 'an application was saved and not yet submitted: it can be resumed',
  isImageDocument: 'the opened document is an image (shown in the page), not a PDF',
};

/** The words of one guard, or null when it has none. */
export function wordsOfGuard(type: string, params: Readonly<Record<string, unknown>> = {}): string | null {
  const w = guardWords[type];
  if (w === undefined) return null;
  return typeof w === 'string' ? w : w(params);
}
