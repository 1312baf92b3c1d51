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

/** Welcome or the resume link's page opened by its address fetches its own token: no session yet (spec 2, 2.6). */
const beforeSession = (s: Snap): boolean =>
  ['welcome', 'resumeApplication'].some((page) => s.matches({ returning: { [page]: 'startingSession' } }) || s.matches({ returning: { [page]: 'sessionFailed' } }));
const hasTokenOnceStarted: Plain = (s) => {
  if (!beforeSession(s)) hasToken(s);
};
/** Welcome and ResumeApplication: one form, the lookup and the OTP (`afterLookup` holds once a lookup was sent). */
const lookupStates = (key: string, afterLookup: Plain = composite): Record<string, Check> => ({
  [`journey.${key}`]: hasTokenOnceStarted,
  [`journey.${key}.startingSession`]: (s) => expect(s.context.token).toBeNull(),
  [`journey.${key}.sessionFailed`]: (s) => {
    popupShown(s);
    expect(s.context.token).toBeNull();
  },
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
  // Spec 1, 5.4: the address is cleared; the form says so itself, no popup covers it (issue 34 item 5).
  [`journey.${key}.postalFailed`]: (s) => {
    noPopup(s);
    expect(s.context.postal).toBeNull();
  },
  [`journey.${key}.saving`]: (s) => expect(s.context.property?.referenceNo).toBeTruthy(),
  [`journey.${key}.saveFailed`]: popupShown,
});

/**
 * Spec 1, 1 and 2.1: after the start page's submit the applicant accepts the declarations, the Enterprise
 * Financing Scheme one first when Government Assistance is a purpose, and gives the identity consent last,
 * each with its own Proceed. `consents` is how many of the consent's Proceeds the state comes after (0 or 1).
 */
const popupsProceeded =
  (consents: number): Check =>
  (s, log) => {
    const submitted = log.steps.map((step) => step.type).lastIndexOf('user.submitFinancing');
    expect(submitted, 'the start page was submitted').toBeGreaterThanOrEqual(0);
    const declarations = s.context.financing?.financingProduct === 'Personalised' && s.context.financing.gas === 'Y' ? 1 : 0;
    expect(log.userEvents('user.proceed', submitted), 'Proceed on each declaration, then on the consent').toBe(declarations + consents);
  };

/**
 * What must hold in each state of the chart, keyed by state id. A test fails when this map and the
 * chart name different states, so a new state cannot go unchecked.
 */
export const stateExpectations: Record<string, Check> = {
  journey: composite,
  'journey.booting': (s) => expect(s.context.token).toBeNull(),
  'journey.bootFailed': popupShown,
  // The phases: every page of the first three runs in a session; an outcome may come after it ended.
  'journey.application': hasToken,
  'journey.afterSubmission': hasToken,
  'journey.returning': hasTokenOnceStarted,
  'journey.outcomes': composite,
  'journey.application.financeDetails': hasToken,
  'journey.application.financeDetails.editing': noPopup,
  'journey.application.financeDetails.schemeDeclaration': (s) => {
    expect(s.context.financing?.financingProduct).toBe('Personalised');
    expect(s.context.financing?.gas).toBe('Y');
  },
  'journey.application.financeDetails.consent': all(
    (s) => {
      expect(s.context.financing).not.toBeNull();
      expect(s.context.flags.product).toBe(s.context.financing?.financingProduct);
    },
    popupsProceeded(0),
  ),
  'journey.application.financeDetails.creatingState': all((s) => expect(s.context.financing).not.toBeNull(), popupsProceeded(1)),
  'journey.application.financeDetails.savingApplication': all(cameBy('createState'), (s) => expect(s.context.stateId).toBeTruthy()),
  'journey.application.financeDetails.failed': popupShown,
  'journey.application.myInfoLanding': hasReference,
  // Spec 2, 2.15: the consent landing is where a resumed application starts its retrieval again.
  'journey.application.myInfoLanding.consenting': (s) => {
    noPopup(s);
    expect(s.context.flags.lookupOption).toBe('Resume');
  },
  // After a failed provider retrieval a new round trip goes for the same state: it needs the bank's request.
  'journey.application.myInfoLanding.signingInAgain': (s) => {
    noPopup(s);
    expect(s.context.signIn).toBe('provider');
    expect(s.context.identityStart?.authoriseUrl).toMatch(/^https?:\/\//);
  },
  'journey.application.myInfoLanding.startingRetrieval': noPopup,
  'journey.application.myInfoLanding.startFailed': popupShown,
  // Spec 1, 4.1: the browser leaves only outside SIM, with the bank's client, attributes and return address.
  'journey.application.myInfoLanding.leavingForProvider': (s) => {
    expect(s.context.signIn).toBe('provider');
    expect(s.context.stateId).toBeTruthy();
    expect(s.context.identityStart?.authoriseUrl).toMatch(/^https?:\/\//);
  },
  // No one types an NRIC to sign in outside SIM.
  'journey.application.myInfoLanding.sandboxEntry': (s) => expect(s.context.signIn).toBe('sandbox'),
  'journey.application.myInfoLanding.sandboxEntry.entering': noPopup,
  'journey.application.myInfoLanding.retrieving': (s) => expect(s.hasTag('identityInputInvalid')).toBe(false),
  // Spec 2, 2.15: an entry the identity service does not know shows the invalid-input message.
  'journey.application.myInfoLanding.sandboxEntry.invalidInput': (s) => {
    noPopup(s);
    expect(s.hasTag('identityInputInvalid')).toBe(true);
  },
  'journey.application.myInfoLanding.failed': popupShown,
  // Only a first user is assessed after the identity service (spec 2, 4 step 4).
  'journey.application.myInfoLanding.assessing': (s, log) => {
    expect(s.context.flags.firstUser).toBe(true);
    expect(log.lastAnswer('retrieveIdentity')?.outcome, 'after the identity service said OK').toBe('ok');
  },
  'journey.application.companyDetails': hasReference,
  'journey.application.companyDetails.loading': noPopup,
  'journey.application.companyDetails.loadFailed': popupShown,
  'journey.application.companyDetails.unavailable': noPopup,
  'journey.application.companyDetails.redeclaringScheme': (s) => {
    expect(s.context.flags.lookupOption).toBe('Resume');
    expect(s.context.company?.Request_Form.GAS).toBe('Y');
  },
  'journey.application.companyDetails.editing': all(loaded('loadCompany'), (s) => expect(s.context.company?.CompDtls.Company_UEN).toBeTruthy()),
  'journey.application.companyDetails.lookingUpPostal': askedForPostalLookup,
  'journey.application.companyDetails.postalFailed': (s) => {
    noPopup(s);
    expect(s.context.postal).toBeNull();
  },
  'journey.application.companyDetails.saving': (s) => expect(s.context.companyDraft?.LatestFinancialYearEndDate).toBeTruthy(),
  'journey.application.companyDetails.saveFailed': popupShown,
  // The first user's persons steps, and the other authorised person's own (spec 3, 6).
  ...personStates('application.personDetails', (s) => expect(s.context.flags.firstUser).toBe(true)),
  ...personStates('application.sPersonDetails', (s) => expect([s.context.flags.soleProprietor, s.context.flags.firstUser]).toEqual([true, true])),
  ...personStates('application.authorisedPersonDetails', (s) => expect(s.context.flags.firstUser).toBe(false)),
  'journey.application.subApLanding': (s) => {
    expect(s.context.flags.firstUser).toBe(false);
    expect(s.context.flags.product).not.toBe('Online');
  },
  'journey.application.accountDetails': (s) => {
    hasReference(s);
    expect(s.context.flags.product).toBe('Online');
  },
  'journey.application.accountDetails.loading': noPopup,
  'journey.application.accountDetails.loadFailed': popupShown,
  'journey.application.accountDetails.unavailable': noPopup,
  'journey.application.accountDetails.editing': (s) => expect(s.context.accounts?.branches.length).toBeGreaterThan(0),
  'journey.application.accountDetails.confirmingPoll': (s) => {
    expect(s.context.accounts?.accountNumbers).toBeNull();
    expect(s.context.accounts?.saved?.disbursement_Branch_Code ?? '').toBe('');
  },
  'journey.application.accountDetails.polling': (s) => expect(s.context.accounts?.accountNumbers).toBeNull(),
  'journey.application.accountDetails.noResult': noPopup,
  'journey.application.accountDetails.noAccount': (s) => expect(s.context.accounts?.accountNumbers).toEqual([]),
  'journey.application.accountDetails.saving': noPopup,
  'journey.application.accountDetails.saveFailed': popupShown,
  ...propertyStates('application.propertyDetails', (s) => expect(s.context.flags.propertyStep).toBe(true)),
  ...propertyStates('application.aPropertyDetails', (s) => expect(s.context.flags.product).toBe('AIP')),
  'journey.application.declarations': hasReference,
  'journey.application.declarations.editing': noPopup,
  'journey.application.declarations.saving': noPopup,
  'journey.application.declarations.saveFailed': popupShown,
  'journey.application.preview': (s, log) => {
    hasReference(s);
    expect(s.context.flags.fromPreview).toBe(false);
    // The product's own step (account, property) is left out: an edit of the financing can change the product.
    formSaved((c) => formSteps(c).filter((r) => !['AccountDetails', 'PropertyDetails', 'APropertyDetails'].includes(r)))(s, log);
  },
  'journey.application.preview.preQualifying': (s, log) => {
    expect(s.context.preview?.RefNum).toBeTruthy();
    expect(log.last?.type, 'Submit on the summary').toBe('user.submitPreview');
  },
  'journey.application.preview.rejecting': all(checkFailed, (s) => expect(s.context.preKnockoutCode).toBeTruthy()),
  'journey.application.editDetails': (s) => {
    hasReference(s);
    expect(s.hasTag('editMode')).toBe(true);
    expect(s.context.flags.fromPreview).toBe(true);
  },
  'journey.application.editDetails.loading': noPopup,
  'journey.application.editDetails.loadFailed': popupShown,
  'journey.application.editDetails.unavailable': noPopup,
  'journey.application.editDetails.editing': (s) => expect(s.context.financing).not.toBeNull(),
  'journey.application.editDetails.saving': (s) => expect(s.context.financing).not.toBeNull(),
  // Only an edit that adds Government Assistance to an application saved without it declares the scheme.
  'journey.application.editDetails.schemeDeclaration': (s) => {
    expect(s.context.financing?.gas).toBe('Y');
    expect(s.context.preview?.Request_Form.GAS).not.toBe('Y');
  },
  'journey.application.editDetails.saveFailed': popupShown,
  'journey.outcomes.preKnockoutFailed': all(knockedOut, (s) => expect(s.context.preKnockoutCode).toBeTruthy()),
  'journey.application.preview.loading': noPopup,
  'journey.application.preview.loadFailed': popupShown,
  'journey.application.preview.unavailable': noPopup,
  'journey.application.preview.reviewing': (s) => expect(s.context.preview?.RefNum).toBeTruthy(),
  'journey.application.preview.requestingOtp': all(checkPassed, (s) => {
    expect(s.context.features.otpBar, 'an OTP only with the OTP bar on').toBe(true);
    expect(s.context.preview?.ApplicantDtls[0]?.MobileNumber).toMatch(/^\d{8}$/);
  }),
  'journey.application.preview.otp': (s) => expect(s.context.otpSentAt !== null || s.context.otpNotice === 'duplicate').toBe(true),
  'journey.application.preview.otp.waiting': (s) => expect(s.context.otpTriesLeft).toBeGreaterThan(0),
  'journey.application.preview.otp.verifying': (s) => expect(s.context.otpTriesLeft).toBeGreaterThan(0),
  'journey.application.preview.otpExpired': (s) => expect(s.context.otpNotice).toBe('expired'),
  'journey.application.preview.otpFailed': popupShown,
  'journey.application.preview.submitting': all(noPopup, submitting),
  'journey.application.preview.submitFailed': popupShown,
  // Only a first user of a product with the property step changes the property rows.
  'journey.application.preview.removingPropertyRow': (s) => expect([s.context.flags.firstUser, s.context.flags.propertyStep]).toEqual([true, true]),
  'journey.application.preview.rowFailed': popupShown,
  'journey.application.preview.nonLending': all(noPopup, nonLendingOffered),
  'journey.application.preview.savingNonLending': (s) => expect(Object.values(s.context.nonLending ?? {})).toContain('Y'),
  'journey.application.preview.nonLendingFailed': popupShown,
  'journey.afterSubmission.statusDetails': hasReference,
  'journey.afterSubmission.statusDetails.afterSubmit': all(afterSubmit, (s) => expect(s.context.submittedRefNo).toBeTruthy()),
  'journey.afterSubmission.statusDetails.afterSubmitFailed': popupShown,
  'journey.afterSubmission.statusDetails.afterSubmitUnavailable': noPopup,
  'journey.afterSubmission.statusDetails.enquiry': all(noPopup, enquiryAllowed),
  'journey.afterSubmission.statusDetails.enquiryFailed': popupShown,
  'journey.afterSubmission.statusDetails.enquiryUnavailable': noPopup,
  ...pageStates('afterSubmission.submitDetails', 'SubmitDetails', true),
  ...pageStates('afterSubmission.hSubmitDetails', 'HSubmitDetails', true),
  ...pageStates('afterSubmission.statusComplete', 'StatusComplete', true),
  'journey.afterSubmission.statusProgress': showsPage('StatusProgress'),
  ...pageStates('afterSubmission.reviewOffer', 'ReviewOffer', true),
  'journey.afterSubmission.expiredLoanOffer': showsPage('ExpiredLoanOffer'),
  ...pageStates('afterSubmission.disbursement', 'Disbursement', true),
  'journey.afterSubmission.hStatusInfoDetails': showsPage('HStatusInfoDetails'),
  'journey.afterSubmission.hStatusReject': showsPage('HStatusReject'),
  ...pageStates('afterSubmission.aStatusInfoDetails', 'AStatusInfoDetails', false),
  ...pageStates('afterSubmission.aStatusApprovalDetails', 'AStatusApprovalDetails', false),
  'journey.afterSubmission.aStatusReject': showsPage('AStatusReject'),
  'journey.afterSubmission.boardMeetingDate': all(boardMeetingNeeded, (s) => expect(s.context.flags.boardApproval).toBe(true)),
  'journey.afterSubmission.boardMeetingDate.loading': noPopup,
  'journey.afterSubmission.boardMeetingDate.loadFailed': popupShown,
  'journey.afterSubmission.boardMeetingDate.unavailable': noPopup,
  'journey.afterSubmission.boardMeetingDate.editing': (s) => expect(s.context.boardMeeting).toBeNull(),
  'journey.afterSubmission.boardMeetingDate.editing.blank': (s) => expect(s.hasTag('boardMeetingRefused')).toBe(false),
  // Spec 2, 2.13: a refused date shows the 14-day message; the form keeps the entry to correct.
  'journey.afterSubmission.boardMeetingDate.editing.refused': (s, log) => {
    lastAnswerWas('validateBoardMeeting', false)(s, log);
    expect(s.hasTag('boardMeetingRefused')).toBe(true);
    expect(s.context.boardMeetingDraft).toBeNull();
  },
  'journey.afterSubmission.boardMeetingDate.confirming': (s) => expect(s.context.boardMeetingDraft).not.toBeNull(),
  'journey.afterSubmission.boardMeetingDate.validating': (s) => expect(s.context.boardMeetingDraft).not.toBeNull(),
  'journey.afterSubmission.boardMeetingDate.saving': all(lastAnswerWas('validateBoardMeeting', true), (s) => expect(s.hasTag('boardMeetingRefused')).toBe(false)),
  'journey.afterSubmission.boardMeetingDate.failed': popupShown,
  'journey.afterSubmission.boardMeetingDate.submitted': (s) => expect(s.context.boardMeeting).not.toBeNull(),
  'journey.afterSubmission.letterOfOffer': all(boardMeetingBeforeOffer, (s) => expect(s.context.status?.ApplicationProgress).toBe('LI')),
  'journey.afterSubmission.letterOfOffer.loading': noPopup,
  'journey.afterSubmission.letterOfOffer.loadFailed': popupShown,
  'journey.afterSubmission.letterOfOffer.unavailable': noPopup,
  'journey.afterSubmission.letterOfOffer.shown': (s) => expect(s.context.letterOfOffer?.data).toBeTruthy(),
  'journey.afterSubmission.uploadDetails': (s) => expect(s.context.status?.ApplicationNo).toBeTruthy(),
  'journey.afterSubmission.uploadDetails.loading': noPopup,
  'journey.afterSubmission.uploadDetails.loadFailed': popupShown,
  'journey.afterSubmission.uploadDetails.unavailable': noPopup,
  'journey.afterSubmission.uploadDetails.editing': (s) => expect(Array.isArray(s.context.uploads)).toBe(true),
  'journey.afterSubmission.uploadDetails.uploading': (s) => expect(s.context.uploadRejections).toEqual([]),
  'journey.afterSubmission.uploadDetails.removing': noPopup,
  'journey.afterSubmission.uploadDetails.replacing': (s) => expect(s.context.uploadRejections).toEqual([]),
  'journey.afterSubmission.uploadDetails.failed': popupShown,
  'journey.afterSubmission.uploadDetails.openingDocument': (s) => expect(s.context.documentImage).toBeNull(),
  'journey.afterSubmission.uploadDetails.viewingImage': (s) => expect(s.context.documentImage?.src).toMatch(/^data:image\/(png|jpeg);base64,/),
  'journey.afterSubmission.uploadDetails.viewFailed': noPopup,
  ...lookupStates('returning.welcome'),
  // The resume e-mail link's page: only a Resume lookup leaves the form.
  ...lookupStates('returning.resumeApplication', (s) => expect(s.context.flags.lookupOption).toBe('Resume')),
  'journey.outcomes.appCancelled': all(cameBy('cancelApplication'), (s) => expect(s.context.status?.ApplicationNo).toBeTruthy()),
  'journey.outcomes.invalidApplication': (s) => expect(['EXPIRED', 'INVALID']).toContain(s.context.errorType),
  'journey.outcomes.invalidEntity': (s, log) => {
    expect(s.context.errorType).toBeTruthy();
    if (log.last?.call === 'loadStatus' || log.last?.call === 'loadStatusEnquiry') {
      statusPage('InvalidEntity')(s, log);
      expect(s.context.errorType, 'the get-status-failed error type').toBe('GETSTATUS-FAILED');
    }
  },
  'journey.outcomes.invalidDirectors': (s) => expect(s.context.errorType).toBeTruthy(),
  'journey.outcomes.invalidOtp': all(hasReference, otpExceeded),
  // Spec 2, 2.6: the session ends only when the bank refuses a call because it has expired (401).
  'journey.outcomes.sessionExpired': (_s, log) => {
    expect(log.last?.call, 'a call to the bank led here').toBeTruthy();
    expect(log.last?.ok).toBe(false);
    expect((log.last?.error as { status?: number } | undefined)?.status).toBe(401);
  },
};
