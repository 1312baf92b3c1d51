import type { RouteName } from '../../../machines/routes';

/**
 * Moves between pages the spec asks for, as `from --event--> to`: the model run must make each at least
 * once under one setting or another. Written from the spec, so a transition dropped from the chart, or
 * sent elsewhere, is missed here even though the chart's own path list no longer has it.
 */
type Move = readonly [RouteName, string, RouteName];

const done = (call: string) => `xstate.done.actor.${call}`;
const fans = (from: RouteName, event: string, to: RouteName[]): Move[] => to.map((t) => [from, event, t] as const);

/** Spec 2, section 4 "Status details routing" and 2.9, 2.10, 2.12: the pages each read can open. */
const STATUS_AFTER_SUBMIT: RouteName[] = ['SubmitDetails', 'HSubmitDetails', 'ReviewOffer', 'ExpiredLoanOffer', 'Disbursement', 'HStatusInfoDetails', 'HStatusReject', 'AStatusInfoDetails', 'AStatusApprovalDetails', 'AStatusReject', 'InvalidEntity'];
const STATUS_BY_ENQUIRY: RouteName[] = [...STATUS_AFTER_SUBMIT, 'StatusComplete', 'StatusProgress'];

/** The pages whose Back To Home, Reapply or Apply Now the spec names. */
const BACK_TO_START: RouteName[] = ['SubmitDetails', 'HSubmitDetails', 'StatusComplete', 'ExpiredLoanOffer', 'HStatusReject', 'AStatusInfoDetails', 'AStatusReject'];

export const REQUIRED_MOVES: readonly Move[] = [
  // Spec 1, 4.1 and 2, 4 "Return from the national identity service".
  ['FinanceDetails', done('saveFinancing'), 'MyInfoLanding'],
  ...fans('MyInfoLanding', done('retrieveIdentity'), ['InvalidDirectors', 'InvalidEntity', 'SubAPLanding', 'PersonDetails']),
  ['MyInfoLanding', done('assessAtStart'), 'CompanyDetails'],
  ['MyInfoLanding', done('assessAtStart'), 'PreKnockoutFailed'],
  ['SubAPLanding', 'user.continue', 'PersonDetails'],
  // Spec 1, 2.1 to 2.3; 2, 2.1 and 2.2: the form's steps forward, by product and entity.
  ...fans('CompanyDetails', done('saveCompany'), ['NSPersonDetails', 'SPersonDetails', 'Preview']),
  ...fans('NSPersonDetails', done('savePersons'), ['AccountDetails', 'PropertyDetails', 'APropertyDetails', 'DeclarationsDetails', 'Preview']),
  ...fans('SPersonDetails', done('savePersons'), ['AccountDetails', 'DeclarationsDetails', 'Preview']),
  ...fans('PersonDetails', done('savePersons'), ['DeclarationsDetails', 'Preview']),
  ...fans('AccountDetails', done('saveAccount'), ['DeclarationsDetails', 'Preview']),
  ...fans('PropertyDetails', done('saveProperty'), ['DeclarationsDetails', 'Preview']),
  ...fans('APropertyDetails', done('saveProperty'), ['DeclarationsDetails', 'Preview']),
  ['DeclarationsDetails', done('saveDeclarations'), 'Preview'],
  // ... and Back, to the step before.
  ['Preview', 'user.back', 'DeclarationsDetails'],
  ...fans('DeclarationsDetails', 'user.back', ['AccountDetails', 'PropertyDetails', 'APropertyDetails', 'NSPersonDetails', 'SPersonDetails', 'PersonDetails']),
  ...fans('AccountDetails', 'user.back', ['NSPersonDetails', 'SPersonDetails']),
  ...fans('PropertyDetails', 'user.back', ['NSPersonDetails']),
  ...fans('APropertyDetails', 'user.back', ['NSPersonDetails']),
  ['NSPersonDetails', 'user.back', 'CompanyDetails'],
  ['SPersonDetails', 'user.back', 'CompanyDetails'],
  // Spec 2, 2.3: the summary's edit buttons, and an edit returns to the summary.
  ...fans('Preview', 'user.editSection', ['editdetails', 'CompanyDetails', 'NSPersonDetails', 'SPersonDetails', 'PersonDetails', 'AccountDetails', 'PropertyDetails', 'APropertyDetails', 'DeclarationsDetails']),
  ['editdetails', done('updateFinancing'), 'Preview'],
  ['editdetails', 'user.back', 'Preview'],
  // Spec 2, 4 "Submit on the summary" and "One-time password".
  ['Preview', done('submitApplication'), 'StatusDetails'],
  ['Preview', done('saveRejection'), 'PreKnockoutFailed'],
  ...fans('Preview', done('verifyOtp'), ['InvalidOTP']),
  ...fans('Preview', done('requestOtp'), ['InvalidOTP']),
  ['Preview', 'xstate.error.actor.submitApplication', 'SessionExpired'],
  // Spec 2, 2.6 and 4 "Status lookup result rules".
  ['Welcome', done('lookupStatus'), 'InvalidApplication'],
  ['Welcome', done('verifyOtp'), 'StatusDetails'],
  ['Welcome', done('verifyOtp'), 'MyInfoLanding'],
  ['Welcome', done('verifyOtp'), 'InvalidOTP'],
  ['ResumeApplication', done('verifyOtp'), 'MyInfoLanding'],
  ['ResumeApplication', done('verifyOtp'), 'InvalidOTP'],
  ...fans('StatusDetails', done('loadStatus'), STATUS_AFTER_SUBMIT),
  ...fans('StatusDetails', done('loadStatusEnquiry'), STATUS_BY_ENQUIRY),
  // Spec 2, 2.12 to 2.14: the offer, the board meeting date for LL, LC and PCLS, the letter of offer.
  ['ReviewOffer', 'user.continue', 'BoardMeetingDate'],
  ['ReviewOffer', 'user.continue', 'LetterOfOffer'],
  ['BoardMeetingDate', 'user.continue', 'LetterOfOffer'],
  // Spec 2, 2.8, 2.9, 2.12 and "Non-lending": cancelling leads to AppCancelled.
  ...(['SubmitDetails', 'HSubmitDetails', 'StatusComplete', 'ReviewOffer', 'Disbursement'] as const).map(
    (from): Move => [from, done('cancelApplication'), 'AppCancelled'],
  ),
  // Spec 3, uploads: UPLOAD NOW without refusals shows the status again.
  ['UploadDetails', done('uploadDocuments'), 'StatusDetails'],
  // Back To Home (spec 2, 2.8, 2.9 and 2.16; spec 3, the rejected and AIP pending pages), Reapply (spec 2, 2.12,
  // the expired offer) and Apply Now (spec 3, the AIP expired page): a new journey from the start page.
  ...BACK_TO_START.map((from): Move => [from, 'user.restart', 'FinanceDetails']),
];

export const moveName = (from: string, event: string, to: string) => `${from} --${event}--> ${to}`;
