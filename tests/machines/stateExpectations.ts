import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { JourneyMachine } from '../../machines/journey.machine';
import type { StatusPage } from '../../src/domain/statusPages';
import { answerOf, type JourneyLog } from './oracles/journeyLog';
import { formSteps } from './oracles/formOrder';
import {
  afterSubmit,
  boardMeetingBeforeOffer,
  boardMeetingNeeded,
  cameBy,
  checkFailed,
  checkPassed,
  enquiryAllowed,
  formSaved,
  knockedOut,
  lastAnswerWas,
  loaded,
  nonLendingOffered,
  otpExceeded,
  statusPage,
  submitting,
} from './oracles/bankCalls';

type Snap = SnapshotFrom<JourneyMachine>;
/** What must hold in a state, given the snapshot and what the user and the bank did on the way (the log). */
type Check = (s: Snap, log: JourneyLog) => void;
/** A check of the snapshot alone. */
type Plain = (s: Snap) => void;

/** Every check of the list. */
const all =
  (...checks: Check[]): Check =>
  (s, log) =>
    checks.forEach((c) => c(s, log));

const popupShown: Plain = (s) => expect(s.context.popup).not.toBeNull();
const noPopup: Plain = (s) => expect(s.context.popup).toBeNull();
/** Spec 1, 2.2: the postal code lookup runs when the applicant asks for it (the search icon or Enter), at no other time. */
const askedForPostalLookup: Check = (s, log) => {
  noPopup(s);
  expect(log.last?.type, 'a postal code lookup the applicant asked for').toBe('user.lookupPostal');
};
const hasToken: Plain = (s) => expect(s.context.token).toBeTruthy();
const hasReference: Plain = (s) => {
  hasToken(s);
  expect(s.context.stateId).toBeTruthy();
  expect(s.context.referenceNo).toBeTruthy();
};
const composite: Plain = () => undefined;

/**
 * A status page shows the status last read, and it is the page the spec's routing table gives that
 * status (tests/machines/oracles/statusTable.ts); the chart's page names are the spec's route names.
 */
const showsPage =
  (page: StatusPage): Check =>
  (s, log) => {
    expect(s.context.status).not.toBeNull();
    const read = log.steps[log.lastAnswerAt('loadStatus', 'loadStatusEnquiry')];
    expect(s.context.status).toEqual((answerOf(read, 'loadStatus') ?? answerOf(read, 'loadStatusEnquiry'))?.request.StatusDtls);
    statusPage(page)(s, log);
  };

/** Save PDF: the download names the application, whose number the saved file carries; a failure shows no popup. */
const pdfStates = (key: string): Record<string, Check> => ({
  [`journey.${key}.shown`]: noPopup,
  [`journey.${key}.shown.idle`]: noPopup,
  [`journey.${key}.shown.savingPdf`]: (s) => expect(s.context.status?.ApplicationNo).toBeTruthy(),
  [`journey.${key}.shown.pdfFailed`]: noPopup,
});

/** A page with Save PDF, and Cancel Application: its confirmation, the cancel call and its failure popup. */
const pageStates = (key: string, page: StatusPage, withCancel: boolean): Record<string, Check> => ({
  [`journey.${key}`]: showsPage(page),
  ...pdfStates(key),
  ...(withCancel
    ? {
        [`journey.${key}.confirmingCancel`]: noPopup,
        [`journey.${key}.cancelling`]: (s, log) => {
          expect(s.context.status?.UEN).toBeTruthy();
          expect(log.last?.type, 'Cancel Application confirmed (spec 2, 2.8)').toBe('user.confirm');
        },
        [`journey.${key}.cancelFailed`]: popupShown,
      }
    : {}),
});

/** Welcome and ResumeApplication: one form, the lookup and the OTP (`afterLookup` holds once a lookup was sent). */
const lookupStates = (key: string, afterLookup: Plain = composite): Record<string, Check> => ({
  [`journey.${key}`]: hasToken,
  [`journey.${key}.entering`]: noPopup,
  [`journey.${key}.lookingUp`]: (s) => {
    expect(s.context.lookup?.uen).toBeTruthy();
    afterLookup(s);
  },
  [`journey.${key}.failed`]: popupShown,
  [`journey.${key}.requestingOtp`]: (s) => expect(s.context.lookup?.result?.moblileNo).toMatch(/^\d{8}$/),
  [`journey.${key}.otp`]: (s) => expect(s.context.otpSentAt !== null || s.context.otpNotice === 'duplicate').toBe(true),
  [`journey.${key}.otp.waiting`]: (s) => expect(s.context.otpTriesLeft).toBeGreaterThan(0),
  [`journey.${key}.otp.verifying`]: (s) => {
    expect(s.context.flags.lookupOption).not.toBeNull();
    afterLookup(s);
  },
  [`journey.${key}.otpExpired`]: (s) => expect(s.context.otpNotice).toBe('expired'),
  [`journey.${key}.otpFailed`]: popupShown,
});

/** The persons step, under each of its routes. */
const personStates = (key: string, extra: Plain = composite): Record<string, Check> => ({
  [`journey.${key}`]: (s) => {
    hasReference(s);
    extra(s);
  },
  [`journey.${key}.loading`]: noPopup,
  [`journey.${key}.loadFailed`]: popupShown,
  [`journey.${key}.unavailable`]: noPopup,
  [`journey.${key}.editing`]: (s) => expect(s.context.persons?.ApplicantDtls.length).toBeGreaterThan(0),
  [`journey.${key}.saving`]: noPopup,
  [`journey.${key}.saveFailed`]: popupShown,
});

/** The property step, standard or AIP. */
const propertyStates = (key: string, extra: Plain): Record<string, Check> => ({
  [`journey.${key}`]: (s) => {
    hasReference(s);
    expect(s.context.flags.product).not.toBe('Online');
    extra(s);
  },
  [`journey.${key}.loading`]: noPopup,
  [`journey.${key}.loadFailed`]: popupShown,
  [`journey.${key}.unavailable`]: noPopup,
  [`journey.${key}.editing`]: noPopup,
  [`journey.${key}.lookingUpPostal`]: askedForPostalLookup,
  [`journey.${key}.postalFailed`]: (s) => {
    popupShown(s);
    expect(s.context.postal).toBeNull();
  },
  [`journey.${key}.saving`]: (s) => expect(s.context.property?.referenceNo).toBeTruthy(),
  [`journey.${key}.saveFailed`]: popupShown,
});

/**
 * What must hold in each state of the chart, keyed by state id. A test fails when this map and the
 * chart name different states, so a new state cannot go unchecked.
 */
export const stateExpectations: Record<string, Check> = {
  journey: composite,
  'journey.booting': (s) => expect(s.context.token).toBeNull(),
  'journey.bootFailed': popupShown,
  'journey.financeDetails': hasToken,
  'journey.financeDetails.editing': noPopup,
  'journey.financeDetails.schemeDeclaration': (s) => {
    expect(s.context.financing?.financingProduct).toBe('Personalised');
    expect(s.context.financing?.gas).toBe('Y');
  },
  'journey.financeDetails.consent': (s) => {
    expect(s.context.financing).not.toBeNull();
    expect(s.context.flags.product).toBe(s.context.financing?.financingProduct);
  },
  'journey.financeDetails.creatingState': (s) => expect(s.context.financing).not.toBeNull(),
  'journey.financeDetails.savingApplication': all(cameBy('createState'), (s) => expect(s.context.stateId).toBeTruthy()),
  'journey.financeDetails.failed': popupShown,
  'journey.myInfoLanding': hasReference,
  // Spec 2, 2.15: the consent landing is where a resumed application starts its retrieval again.
  'journey.myInfoLanding.consenting': (s) => {
    noPopup(s);
    expect(s.context.flags.lookupOption).toBe('Resume');
  },
  // After a failed provider retrieval a new round trip goes for the same state: it needs the bank's request.
  'journey.myInfoLanding.signingInAgain': (s) => {
    noPopup(s);
    expect(s.context.signIn).toBe('provider');
    expect(s.context.identityStart?.authoriseUrl).toMatch(/^https?:\/\//);
  },
  'journey.myInfoLanding.startingRetrieval': noPopup,
  'journey.myInfoLanding.startFailed': popupShown,
  // Spec 1, 4.1: the browser leaves only outside SIM, with the bank's client, attributes and return address.
  'journey.myInfoLanding.leavingForProvider': (s) => {
    expect(s.context.signIn).toBe('provider');
    expect(s.context.stateId).toBeTruthy();
    expect(s.context.identityStart?.authoriseUrl).toMatch(/^https?:\/\//);
  },
  // No one types an NRIC to sign in outside SIM.
  'journey.myInfoLanding.sandboxEntry': (s) => expect(s.context.signIn).toBe('sandbox'),
  'journey.myInfoLanding.sandboxEntry.entering': noPopup,
  'journey.myInfoLanding.retrieving': (s) => expect(s.hasTag('identityInputInvalid')).toBe(false),
  // Spec 2, 2.15: an entry the identity service does not know shows the invalid-input message.
  'journey.myInfoLanding.sandboxEntry.invalidInput': (s) => {
    noPopup(s);
    expect(s.hasTag('identityInputInvalid')).toBe(true);
  },
  'journey.myInfoLanding.failed': popupShown,
  // Only a first user is assessed after the identity service (spec 2, 4 step 4).
  'journey.myInfoLanding.assessing': (s, log) => {
    expect(s.context.flags.firstUser).toBe(true);
    expect(log.lastAnswer('retrieveIdentity')?.outcome, 'after the identity service said OK').toBe('ok');
  },
  'journey.companyDetails': hasReference,
  'journey.companyDetails.loading': noPopup,
  'journey.companyDetails.loadFailed': popupShown,
  'journey.companyDetails.unavailable': noPopup,
  'journey.companyDetails.redeclaringScheme': (s) => {
    expect(s.context.flags.lookupOption).toBe('Resume');
    expect(s.context.company?.Request_Form.GAS).toBe('Y');
  },
  'journey.companyDetails.editing': all(loaded('loadCompany'), (s) => expect(s.context.company?.CompDtls.Company_UEN).toBeTruthy()),
  'journey.companyDetails.lookingUpPostal': askedForPostalLookup,
  'journey.companyDetails.postalFailed': (s) => {
    popupShown(s);
    expect(s.context.postal).toBeNull();
  },
  'journey.companyDetails.saving': (s) => expect(s.context.companyDraft?.LatestFinancialYearEndDate).toBeTruthy(),
  'journey.companyDetails.saveFailed': popupShown,
  // The first user's persons steps, and the other authorised person's own (spec 3, 6).
  ...personStates('personDetails', (s) => expect(s.context.flags.firstUser).toBe(true)),
  ...personStates('sPersonDetails', (s) => expect([s.context.flags.soleProprietor, s.context.flags.firstUser]).toEqual([true, true])),
  ...personStates('authorisedPersonDetails', (s) => expect(s.context.flags.firstUser).toBe(false)),
  'journey.subApLanding': (s) => {
    expect(s.context.flags.firstUser).toBe(false);
    expect(s.context.flags.product).not.toBe('Online');
  },
  'journey.accountDetails': (s) => {
    hasReference(s);
    expect(s.context.flags.product).toBe('Online');
  },
  'journey.accountDetails.loading': noPopup,
  'journey.accountDetails.loadFailed': popupShown,
  'journey.accountDetails.unavailable': noPopup,
  'journey.accountDetails.editing': (s) => expect(s.context.accounts?.branches.length).toBeGreaterThan(0),
  'journey.accountDetails.confirmingPoll': (s) => {
    expect(s.context.accounts?.accountNumbers).toBeNull();
    expect(s.context.accounts?.saved?.disbursement_Branch_Code ?? '').toBe('');
  },
  'journey.accountDetails.polling': (s) => expect(s.context.accounts?.accountNumbers).toBeNull(),
  'journey.accountDetails.noResult': noPopup,
  'journey.accountDetails.noAccount': (s) => expect(s.context.accounts?.accountNumbers).toEqual([]),
  'journey.accountDetails.saving': noPopup,
  'journey.accountDetails.saveFailed': popupShown,
  ...propertyStates('propertyDetails', (s) => expect(s.context.flags.propertyStep).toBe(true)),
  ...propertyStates('aPropertyDetails', (s) => expect(s.context.flags.product).toBe('AIP')),
  'journey.declarations': hasReference,
  'journey.declarations.editing': noPopup,
  'journey.declarations.saving': noPopup,
  'journey.declarations.saveFailed': popupShown,
  'journey.preview': (s, log) => {
    hasReference(s);
    expect(s.context.flags.fromPreview).toBe(false);
    // The product's own step (account, property) is left out: an edit of the financing can change the product.
    formSaved((c) => formSteps(c).filter((r) => !['AccountDetails', 'PropertyDetails', 'APropertyDetails'].includes(r)))(s, log);
  },
  'journey.preview.preQualifying': (s, log) => {
    expect(s.context.preview?.RefNum).toBeTruthy();
    expect(log.last?.type, 'Submit on the summary').toBe('user.submitPreview');
  },
  'journey.preview.rejecting': all(checkFailed, (s) => expect(s.context.preKnockoutCode).toBeTruthy()),
  'journey.editDetails': (s) => {
    hasReference(s);
    expect(s.hasTag('editMode')).toBe(true);
    expect(s.context.flags.fromPreview).toBe(true);
  },
  'journey.editDetails.loading': noPopup,
  'journey.editDetails.loadFailed': popupShown,
  'journey.editDetails.unavailable': noPopup,
  'journey.editDetails.editing': (s) => expect(s.context.financing).not.toBeNull(),
  'journey.editDetails.saving': (s) => expect(s.context.financing).not.toBeNull(),
  // Only an edit that adds Government Assistance to an application saved without it declares the scheme.
  'journey.editDetails.schemeDeclaration': (s) => {
    expect(s.context.financing?.gas).toBe('Y');
    expect(s.context.preview?.Request_Form.GAS).not.toBe('Y');
  },
  'journey.editDetails.saveFailed': popupShown,
  'journey.preKnockoutFailed': all(knockedOut, (s) => expect(s.context.preKnockoutCode).toBeTruthy()),
  'journey.preview.loading': noPopup,
  'journey.preview.loadFailed': popupShown,
  'journey.preview.unavailable': noPopup,
  'journey.preview.reviewing': (s) => expect(s.context.preview?.RefNum).toBeTruthy(),
  'journey.preview.requestingOtp': all(checkPassed, (s) => {
    expect(s.context.features.otpBar, 'an OTP only with the OTP bar on').toBe(true);
    expect(s.context.preview?.ApplicantDtls[0]?.MobileNumber).toMatch(/^\d{8}$/);
  }),
  'journey.preview.otp': (s) => expect(s.context.otpSentAt !== null || s.context.otpNotice === 'duplicate').toBe(true),
  'journey.preview.otp.waiting': (s) => expect(s.context.otpTriesLeft).toBeGreaterThan(0),
  'journey.preview.otp.verifying': (s) => expect(s.context.otpTriesLeft).toBeGreaterThan(0),
  'journey.preview.otpExpired': (s) => expect(s.context.otpNotice).toBe('expired'),
  'journey.preview.otpFailed': popupShown,
  'journey.preview.submitting': all(noPopup, submitting),
  'journey.preview.submitFailed': popupShown,
  // Only a first user of a product with the property step changes the property rows.
  'journey.preview.removingPropertyRow': (s) => expect([s.context.flags.firstUser, s.context.flags.propertyStep]).toEqual([true, true]),
  'journey.preview.rowFailed': popupShown,
  'journey.preview.nonLending': all(noPopup, nonLendingOffered),
  'journey.preview.savingNonLending': (s) => expect(Object.values(s.context.nonLending ?? {})).toContain('Y'),
  'journey.preview.nonLendingFailed': popupShown,
  'journey.statusDetails': hasReference,
  'journey.statusDetails.afterSubmit': all(afterSubmit, (s) => expect(s.context.submittedRefNo).toBeTruthy()),
  'journey.statusDetails.afterSubmitFailed': popupShown,
  'journey.statusDetails.afterSubmitUnavailable': noPopup,
  'journey.statusDetails.enquiry': all(noPopup, enquiryAllowed),
  'journey.statusDetails.enquiryFailed': popupShown,
  'journey.statusDetails.enquiryUnavailable': noPopup,
  ...pageStates('submitDetails', 'SubmitDetails', true),
  ...pageStates('hSubmitDetails', 'HSubmitDetails', true),
  ...pageStates('statusComplete', 'StatusComplete', true),
  'journey.statusProgress': showsPage('StatusProgress'),
  ...pageStates('reviewOffer', 'ReviewOffer', true),
  'journey.expiredLoanOffer': showsPage('ExpiredLoanOffer'),
  ...pageStates('disbursement', 'Disbursement', true),
  'journey.hStatusInfoDetails': showsPage('HStatusInfoDetails'),
  'journey.hStatusReject': showsPage('HStatusReject'),
  ...pageStates('aStatusInfoDetails', 'AStatusInfoDetails', false),
  ...pageStates('aStatusApprovalDetails', 'AStatusApprovalDetails', false),
  'journey.aStatusReject': showsPage('AStatusReject'),
  'journey.boardMeetingDate': all(boardMeetingNeeded, (s) => expect(s.context.flags.boardApproval).toBe(true)),
  'journey.boardMeetingDate.loading': noPopup,
  'journey.boardMeetingDate.loadFailed': popupShown,
  'journey.boardMeetingDate.unavailable': noPopup,
  'journey.boardMeetingDate.editing': (s) => expect(s.context.boardMeeting).toBeNull(),
  'journey.boardMeetingDate.editing.blank': (s) => expect(s.hasTag('boardMeetingRefused')).toBe(false),
  // Spec 2, 2.13: a refused date shows the 14-day message and the fields are cleared.
  'journey.boardMeetingDate.editing.refused': (s, log) => {
    lastAnswerWas('validateBoardMeeting', false)(s, log);
    expect(s.hasTag('boardMeetingRefused')).toBe(true);
    expect(s.context.boardMeetingDraft).toBeNull();
  },
  'journey.boardMeetingDate.confirming': (s) => expect(s.context.boardMeetingDraft).not.toBeNull(),
  'journey.boardMeetingDate.validating': (s) => expect(s.context.boardMeetingDraft).not.toBeNull(),
  'journey.boardMeetingDate.saving': all(lastAnswerWas('validateBoardMeeting', true), (s) => expect(s.hasTag('boardMeetingRefused')).toBe(false)),
  'journey.boardMeetingDate.failed': popupShown,
  'journey.boardMeetingDate.submitted': (s) => expect(s.context.boardMeeting).not.toBeNull(),
  'journey.letterOfOffer': all(boardMeetingBeforeOffer, (s) => expect(s.context.status?.ApplicationProgress).toBe('LI')),
  'journey.letterOfOffer.loading': noPopup,
  'journey.letterOfOffer.loadFailed': popupShown,
  'journey.letterOfOffer.unavailable': noPopup,
  'journey.letterOfOffer.shown': (s) => expect(s.context.letterOfOffer?.data).toBeTruthy(),
  'journey.uploadDetails': (s) => expect(s.context.status?.ApplicationNo).toBeTruthy(),
  'journey.uploadDetails.loading': noPopup,
  'journey.uploadDetails.loadFailed': popupShown,
  'journey.uploadDetails.unavailable': noPopup,
  'journey.uploadDetails.editing': (s) => expect(Array.isArray(s.context.uploads)).toBe(true),
  'journey.uploadDetails.uploading': (s) => expect(s.context.uploadRejections).toEqual([]),
  'journey.uploadDetails.removing': noPopup,
  'journey.uploadDetails.replacing': (s) => expect(s.context.uploadRejections).toEqual([]),
  'journey.uploadDetails.failed': popupShown,
  'journey.uploadDetails.openingDocument': (s) => expect(s.context.documentImage).toBeNull(),
  'journey.uploadDetails.viewingImage': (s) => expect(s.context.documentImage?.src).toMatch(/^data:image\/(png|jpeg);base64,/),
  'journey.uploadDetails.viewFailed': noPopup,
  ...lookupStates('welcome'),
  // The resume e-mail link's page: only a Resume lookup leaves the form.
  ...lookupStates('resumeApplication', (s) => expect(s.context.flags.lookupOption).toBe('Resume')),
  'journey.appCancelled': all(cameBy('cancelApplication'), (s) => expect(s.context.status?.ApplicationNo).toBeTruthy()),
  'journey.invalidApplication': (s) => expect(['EXPIRED', 'INVALID']).toContain(s.context.errorType),
  'journey.invalidEntity': (s, log) => {
    expect(s.context.errorType).toBeTruthy();
    if (log.last?.call === 'loadStatus' || log.last?.call === 'loadStatusEnquiry') {
      statusPage('InvalidEntity')(s, log);
      expect(s.context.errorType, 'the get-status-failed error type').toBe('GETSTATUS-FAILED');
    }
  },
  'journey.invalidDirectors': (s) => expect(s.context.errorType).toBeTruthy(),
  'journey.invalidOtp': all(hasReference, otpExceeded),
  // Spec 2, 2.6: the session ends only when the bank refuses a call because it has expired (401).
  'journey.sessionExpired': (_s, log) => {
    expect(log.last?.call, 'a call to the bank led here').toBeTruthy();
    expect(log.last?.ok).toBe(false);
    expect((log.last?.error as { status?: number } | undefined)?.status).toBe(401);
  },
};
