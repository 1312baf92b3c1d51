import { assign, emit, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { SessionToken } from './sessionTimeout.machine';
import { ACCOUNT_LOADING_TIMEOUT_MS, ERROR_POPUP_MS, OTP_MAX_TRIES, OTP_VALIDITY_MS } from '../src/domain/constants';
import { errorCodeMessages, messages } from '../src/domain/messages';
import { hasPropertyStep } from '../src/domain/propertyReference';
import { otpTimeLeftMs } from '../src/domain/otpView';
import type { OtpRefusal } from '../src/domain/otpRefusal';
import type { IdentityOutcome } from '../services/identity';
import type { StatusView } from '../services/status';
import type {
  BoardMeeting,
  CompanyForm,
  FinancingApplication,
  LetterOfOfferResponse,
  Persona,
  PersonForm,
  PostalResult,
  PreviewForm,
  PropertyDetails,
  StateRecord,
  StatusLookupResult,
  TokenResponse,
  UploadedDocument,
} from '../src/contract';
import type { LookupOutcome } from '../src/domain/statusLookup';
import { needsBoardMeeting, offersCancel, statusPageFor, type StatusOrigin, type StatusPage } from '../src/domain/statusPages';
import type { OpenedDocument, UploadResult } from './actors';
import { isServiceError } from '../services/errors';
import { journeyActors } from './actors';
import type { Done, Failed } from './actorResults';
import { initialContext } from './types';
import { sessionMachine } from './sessionTimeout.machine';
import type { AccountsData, JourneyContext, JourneyEmitted, JourneyEvent, JourneyFlags, JourneyMeta, JourneyTag, Popup, ProductKind, SavedFile, SummarySection } from './types';
import type { PreQualification } from '../services/prequalification';

/** What the guards and actions read of the actors' outputs (machines/actorResults.ts checks them against the actors). */
/** `receivedAt`: the browser's clock when the answer came (epoch ms), for the time the code has left. */
type OtpRequested = {
  outcome: 'sent' | 'duplicate' | 'exceeded';
  sentAt: string | null;
  receivedAt?: number;
  /** With 'exceeded': why the bank sends no code, and from when it sends again. */
  heldFor?: 'tooManyCodes' | 'lockedOut';
  retryAt?: string | null;
};
type OtpChecked = { statusCode: string; triesLeft: number };
type StatusLookup = { outcome: LookupOutcome; result: StatusLookupResult | null };
/** After a sign-in or a returning user's OTP the bank may rotate the session token. */
type Rotation = IdentityOutcome | { token?: string; tokenExpirationDate?: string };

/** Spec 2, 2.11 and 6: the non-lending opt-in is offered only to a first user, when the feature is on. */
const offersNonLending = (context: JourneyContext): boolean => context.features.nonLending && context.flags.firstUser;

/** What the financing application decides about the steps to come (spec 2, 2.1). */
const productFlags = (application: FinancingApplication): Pick<JourneyFlags, 'product' | 'propertyStep'> => ({
  product: application.financingProduct,
  propertyStep: hasPropertyStep(application.financingProduct, application.property),
});

/** The AIP's property page (spec 3, 2), not the standard one: only it has the account part. */
const isAipProperty = (context: JourneyContext): boolean => context.flags.product === 'AIP' && context.flags.propertyStep;

/** Spec 1, 4.1: Personalised with Government Assistance asks for the Enterprise Financing Scheme declaration. */
const declaresScheme = (application: FinancingApplication): boolean => application.financingProduct === 'Personalised' && application.gas === 'Y';

/** The status lookup names the product by code: BTL is the term loan, anything else the property product (spec 2, 4). */
const productOfCode = (code: string): ProductKind => (code === 'BTL' ? 'Online' : code === 'AIP' ? 'AIP' : 'Personalised');

/**
 * How long the code on the OTP bar has left when the bar's countdown (re)starts (spec 2, 2.4: 2 minutes
 * from the send time): the whole validity for a code just sent; after a duplicate request or a reload,
 * what is left of it by the send time the bank gave and the browser's clock at that moment.
 */
function otpValidityLeft(context: JourneyContext, event: JourneyEvent | { type: string; output?: Partial<OtpRequested> }): number {
  const now = event.type === 'app.restored' && 'now' in event ? event.now : 'output' in event ? event.output?.receivedAt : undefined;
  if (now === undefined || !context?.otpSentAt) return OTP_VALIDITY_MS;
  return otpTimeLeftMs(new Date(context.otpSentAt), now);
}

const getFailed: Popup = { title: messages.saveFailedTitle, body: messages.getFailed };
const saveFailed: Popup = { title: messages.saveFailedTitle, body: messages.saveFailedBody };
/** A failed read (spec 2, 8): 'Service is not available.' when the bank could not be reached, otherwise the get-failed message. */
const readFailed = (error: unknown): Popup => ({
  title: messages.saveFailedTitle,
  body: isServiceError(error) && error.kind === 'network' ? messages.serviceNotAvailable : messages.getFailed,
});
/** A save refused because another window or tab changed the application: retrying would not help, reloading does. */
/** The bank refused the call because the session is gone (401): whatever the call, SessionExpired (spec 2: 2.6). */
/** The state the bank put in the authorisation request the journey left with: the one its return must carry. */
const issuedState = (start: JourneyContext['identityStart']): string | null =>
  start && URL.canParse(start.authoriseUrl) ? new URL(start.authoriseUrl).searchParams.get('state') : null;
const endsSession = (error: unknown) => isServiceError(error) && error.kind === 'unauthorized';
const staleSave: Popup = { title: messages.saveFailedTitle, body: messages.staleApplication };

/**
 * The session chart (machines/sessionTimeout.machine.ts) counts down for the token the journey holds: a
 * new one is told to it. A journey restored without its children (a test's resolved state) has none to tell.
 */
const tellSession = (
  enqueue: { sendTo: (to: AnyActorRef, event: { type: 'session.token' } & SessionToken) => void },
  self: AnyActorRef,
  token: SessionToken,
) => {
  // The analysis's pure transitions run without a live actor: no snapshot, no session to tell.
  const session: AnyActorRef | undefined = self.getSnapshot()?.children?.session;
  if (session) enqueue.sendTo(session, { type: 'session.token', ...token });
};

export const journeySetup = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
    emitted: {} as JourneyEmitted,
    tags: {} as JourneyTag,
    meta: {} as JourneyMeta,
  },
  actors: { ...journeyActors, session: sessionMachine },
  delays: {
    ERROR_POPUP: ERROR_POPUP_MS,
    OTP_VALIDITY: ({ context, event }) => otpValidityLeft(context, event as JourneyEvent | { type: string; output?: Partial<OtpRequested> }),
    ACCOUNT_LOADING: ACCOUNT_LOADING_TIMEOUT_MS,
  },
  guards: {
    isSessionExpired: (_, { error }: Failed) => endsSession(error),
    keepsSession: (_, { error }: Failed) => !endsSession(error),
    isIdentityOk: (_, { output: o }: Done<IdentityOutcome>) => o.outcome === 'ok',
    isIdentityInputInvalid: (_, { output: o }: Done<IdentityOutcome>) => o.outcome === 'invalidInput',
    /** The national data call did not answer OK for the provider's code (spec 2, 4 "Return", step 2): M01. */
    isProviderRefusal: ({ context }, { output: o }: Done<IdentityOutcome>) => o.outcome === 'invalidInput' && context.signIn === 'provider',
    signsInWithProvider: ({ context }) => context.signIn === 'provider',
    /** Spec 2, 4 "Return", step 1: an error in the query (or no code at all) goes home. */
    isProviderError: ({ event }) => event.type === 'provider.returned' && (Boolean(event.error) || !event.code),
    /**
     * A state this journey did not issue (the sign-in's secret state, in the authorisation request it
     * left with): a forged or crossed return, refused like an error (it goes home).
     */
    isForeignState: ({ context, event }) =>
      event.type === 'provider.returned' && (!context.stateId || !event.state || event.state !== issuedState(context.identityStart)),
    isInvalidDirectors: (_, { output: o }: Done<IdentityOutcome>) => o.outcome === 'invalidDirectors',
    isEmptyResult: (_, { output: o }: Done<unknown>) => o == null,
    isOtpDuplicate: (_, { output: o }: Done<OtpRequested>) => o.outcome === 'duplicate',
    /** The bank sends no more codes for now (too many, or locked after wrong entries): the OTP-exceeded page. */
    isOtpRequestRefused: (_, { output: o }: Done<OtpRequested>) => o.outcome === 'exceeded',
    isOtpVerified: (_, { output: o }: Done<OtpChecked>) => o.statusCode === '0',
    isOtpExhausted: (_, { output: o }: Done<OtpChecked>) => o.statusCode === '3' || o.triesLeft <= 0,
    isOtpExpired: (_, { output: o }: Done<OtpChecked>) => o.statusCode === '2',
    hasNullReference: (_, { output: reference }: Done<string | null>) => !reference,
    /** This browser submitted the application: its status is read as after a submit. */
    submittedHere: ({ context }) => Boolean(context.submittedRefNo),
    /** The status routing table (src/domain/statusRouting.ts, statusPages.ts) opens this page for the status. */
    isStatusPage: (_, params: { output: StatusView; page: StatusPage; origin: StatusOrigin }) => {
      const s = params.output.request.StatusDtls;
      const input = { product: s.ProductType, isExistingOTPAvailable: s.isExistingOTPAvailable, progress: s.ApplicationProgress };
      return statusPageFor(input, params.origin) === params.page;
    },
    isLookupNotice: (_, { output: o }: Done<StatusLookup>) => o.outcome.kind === 'notice',
    isLookupInvalidApplication: (_, { output: o }: Done<StatusLookup>) => o.outcome.kind === 'invalidApplication',
    /** InvalidOTP after a status enquiry's or a resume's code: a new code is one lookup away (issue 34). */
    isOtpRefusedAtLookup: ({ context }) => context.flags.lookupOtpRefused,
    // The bank asks for a sign-in only when resuming (src/domain/statusLookup.ts).
    isLookupSignIn: ({ context }, { output: o }: Done<StatusLookup>) => o.outcome.kind === 'signIn' && context.flags.lookupOption === 'Resume',
    isResumeRequest: ({ event }) => event.type === 'user.lookupStatus' && event.option === 'Resume',
    isOtpVerifiedForResume: ({ context }, { output: o }: Done<OtpChecked>) => o.statusCode === '0' && context.flags.lookupOption === 'Resume',
    isOtpVerifiedForNonLending: ({ context }, { output: o }: Done<OtpChecked>) => o.statusCode === '0' && offersNonLending(context),
    /**
     * Spec 2, 4 "Submit on the summary" and "Status lookup result rules": with the OTP bar off there is
     * no one-time password; what a verified code would lead to follows the check or the lookup at once.
     */
    isPreQualifiedWithoutOtp: ({ context }, { output: verdict }: Done<PreQualification>) => verdict.passed && !context.features.otpBar,
    isPreQualifiedForNonLendingWithoutOtp: ({ context }, { output: verdict }: Done<PreQualification>) =>
      verdict.passed && !context.features.otpBar && offersNonLending(context),
    isLookupWithoutOtp: ({ context }) => !context.features.otpBar,
    isResumeLookupWithoutOtp: ({ context }) => !context.features.otpBar && context.flags.lookupOption === 'Resume',
    /** Spec 2, 4 "Return from the national identity service", 5: a returning other applicant goes to the person details. */
    isIdentityOkForOtherApplicant: ({ context }, { output: o }: Done<IdentityOutcome>) => o.outcome === 'ok' && !context.flags.firstUser,
    needsBoardMeeting: ({ context }) => context.flags.boardApproval,
    isCancellable: ({ context }) => context.flags.cancellable,
    isBoardMeetingValid: (_, { output: valid }: Done<boolean>) => valid,
    /** Spec 1, 4.1: Personalised with Government Assistance shows the Enterprise Financing Scheme declaration first. */
    needsSchemeDeclaration: ({ event }) => event.type === 'user.submitFinancing' && declaresScheme(event.application),
    /** The same declaration when an edit from the summary adds Government Assistance to a saved application without it. */
    addsSchemeDeclaration: ({ context, event }) =>
      event.type === 'user.submitFinancing' && declaresScheme(event.application) && context.preview?.Request_Form.GAS !== 'Y',
    /**
     * Journey integrity: after an edit from the summary the route has the property step (Property added)
     * but the summary has no property details: the step comes before the summary again.
     */
    lacksPropertyAnswers: ({ context }) => context.flags.fromPreview && context.flags.propertyStep && !context.preview?.PropertyDetails,
    isFromPreview: ({ context }) => context.flags.fromPreview,
    isOnline: ({ context }) => context.flags.product === 'Online',
    isAipProperty: ({ context }) => isAipProperty(context),
    hasPropertyStep: ({ context }) => context.flags.propertyStep,
    isSoleProprietor: ({ context }) => context.flags.soleProprietor,
    /** Spec 2, 2.1 and 6: Back from the persons is the first user's only. */
    isOtherApplicant: ({ context }) => !context.flags.firstUser,
    /**
     * The summary's balance and commitment rows (spec 2, 2.3) are entered only on the AIP's property page
     * (spec 3, 2): the standard property step has none to remove. They are the first user's to change.
     */
    canEditProperty: ({ context }) => context.flags.firstUser && isAipProperty(context),
    isIdentityOkForOtherTermLoanApplicant: ({ context }, { output: o }: Done<IdentityOutcome>) =>
      o.outcome === 'ok' && !context.flags.firstUser && context.flags.product === 'Online',
    /**
     * Spec 2, 2.3 and 6: the summary's edit buttons. Only a first user edits the application's sections
     * (another applicant edits only the persons, where the view honours allowEdit); a section opens only
     * where the product has it.
     */
    isSection: ({ context, event }, params: { section: SummarySection; when: 'otherApplicant' | 'soleProprietor' | 'aip' | null }) => {
      if (event.type !== 'user.editSection' || event.section !== params.section) return false;
      const f = context.flags;
      // Another authorised person edits their own details only; the declarations link is everyone's (spec 2, 2.3).
      if (params.section !== 'persons' && params.section !== 'declarations' && !f.firstUser) return false;
      if (params.when === 'otherApplicant') return !f.firstUser;
      if (params.section === 'account' && f.product !== 'Online') return false;
      if (params.section === 'property' && !f.propertyStep) return false;
      if (params.when === 'soleProprietor') return f.soleProprietor;
      if (params.when === 'aip') return f.product === 'AIP';
      return true;
    },
    isPreQualified: (_, { output: verdict }: Done<PreQualification>) => verdict.passed,
    /**
     * Spec 1, 4.3: no list yet (null) and no saved branch: ask whether to try again. Without the
     * account-check service (spec 3, 9) there is no list to wait for or to find empty: the form opens.
     */
    isAccountListPending: ({ context }, { output: a }: Done<AccountsData>) =>
      context.features.accountCheck && a.accountNumbers === null && !a.saved?.disbursement_Branch_Code,
    hasNoAccounts: ({ context }, { output: a }: Done<AccountsData>) => context.features.accountCheck && a.accountNumbers?.length === 0,
    isPollStillEmpty: (_, { output: accountNumbers }: Done<string[] | null>) => accountNumbers === null,
    isPollNoAccounts: (_, { output: accountNumbers }: Done<string[] | null>) => accountNumbers?.length === 0,
    hasUploadRejections: (_, { output: r }: Done<UploadResult>) => r.rejections.length > 0,
    /** Spec 1, 2.2 and 4.2: an application resumed with the GAS flag Y asks for the entity declaration again. */
    isResumedWithGasScheme: ({ context }, { output: company }: Done<CompanyForm | null>) =>
      context.flags.lookupOption === 'Resume' && company?.Request_Form.GAS === 'Y',
    /** Resume Application chosen on the timeout page: the new session opens the resume form. */
    isResumeChosen: ({ context }) => context.flags.lookupOption === 'Resume',
    /** Welcome opened by its address while the session token is fetched. */
    isStatusChosen: ({ context }) => context.flags.lookupOption === 'Status',
    /** Saved at the bank and not yet submitted: the resume lookup finds it (a submitted one it does not, spec 2, 4). */
    hasResumableApplication: ({ context }) => Boolean(context.referenceNo) && !context.submittedRefNo && !context.status,
    isImageDocument: (_, { output: opened }: Done<OpenedDocument>) => opened.kind === 'image',
  },
  actions: {
    assignToken: enqueueActions(({ enqueue, self }, { output: t }: Done<TokenResponse>) => {
      enqueue.assign({ token: t.token, tokenExpiry: t.tokenExpirationDate });
      tellSession(enqueue, self, { token: t.token, tokenExpiry: t.tokenExpirationDate });
    }),
    /** A returning user's verified OTP binds the application to a new token; the old one is ended. */
    assignRotatedToken: enqueueActions(({ context, enqueue, self }, { output: t }: Done<Rotation>) => {
      if (!('token' in t) || !t.token) return;
      const rotated = { token: t.token, tokenExpiry: t.tokenExpirationDate ?? context.tokenExpiry };
      enqueue.assign(rotated);
      tellSession(enqueue, self, rotated);
    }),
    assignFinancing: assign(({ context, event }) =>
      event.type === 'user.submitFinancing'
        ? { financing: event.application, flags: { ...context.flags, ...productFlags(event.application) } }
        : {},
    ),
    assignLoadedFinancing: assign(({ context }, { output: application }: Done<FinancingApplication | null>) =>
      application ? { financing: application, flags: { ...context.flags, ...productFlags(application) } } : {},
    ),
    setFromPreview: assign(({ context }) => ({ flags: { ...context.flags, fromPreview: true } })),
    clearFromPreview: assign(({ context }) => ({ flags: { ...context.flags, fromPreview: false } })),
    assignProperty: assign((_, { output: property }: Done<PropertyDetails | null>) => ({ property })),
    assignPropertyDraft: assign({
      property: ({ context, event }) =>
        event.type === 'user.submitProperty' ? { ...event.values, referenceNo: context.referenceNo ?? '' } : context.property,
    }),
    assignPolledAccounts: assign(({ context }, { output: accountNumbers }: Done<string[] | null>) => ({
      accounts: { branches: context.accounts?.branches ?? [], saved: context.accounts?.saved ?? null, accountNumbers },
    })),
    assignPreKnockout: assign((_, { output: verdict }: Done<PreQualification>) => {
      const code = verdict.passed ? null : verdict.code;
      return { preKnockoutCode: code, errorType: code };
    }),
    assignState: assign((_, { output: created }: Done<StateRecord>) => ({
      stateId: created.stateId,
      identityStart: { authoriseUrl: created.authoriseURL },
    })),
    /** M01: login to the national identity service unsuccessful (spec 2, 8). */
    assignLoginFailed: assign({ errorType: 'M01' }),
    /**
     * The browser leaves for the identity provider, to the authorisation request the bank built. The chart
     * names the moment; the app, which owns the browser, goes (src/app/identityRoundTrip.ts).
     */
    leaveForProvider: emit(({ context }) => ({ type: 'provider.leave' as const, authoriseUrl: context.identityStart?.authoriseUrl ?? '' })),
    assignReference: assign((_, { output: referenceNo }: Done<string>) => ({ referenceNo })),
    assignErrorTypeFromIdentity: assign((_, { output: o }: Done<IdentityOutcome>) => ({
      errorType: 'code' in o ? o.code : 'InvalidMyInfoBiz',
      missingFields: 'missingFields' in o ? o.missingFields : [],
    })),
    assignEmptyCompany: assign({ errorType: 'EMPTY-COMPDTLS' }),
    assignEmptyPersons: assign({ errorType: 'EMPTY-APDTLS' }),
    assignStatusFailed: assign({ errorType: 'GETSTATUS-FAILED' }),
    assignCompany: assign(({ context }, { output: company }: Done<CompanyForm | null>) => ({
      company,
      flags: { ...context.flags, soleProprietor: company?.CompDtls.SoleorNonSole === 'Sole' },
    })),
    assignCompanyDraft: assign({ companyDraft: ({ event }) => (event.type === 'user.submitCompany' ? event.values : null) }),
    assignPostal: assign((_, { output: postal }: Done<PostalResult | null>) => ({ postal })),
    clearPostal: assign({ postal: null }),
    assignPersons: assign((_, { output: persons }: Done<PersonForm | null>) => ({ persons })),
    assignAccounts: assign((_, { output: accounts }: Done<AccountsData>) => ({ accounts })),
    assignPreview: assign((_, { output: preview }: Done<PreviewForm | null>) => ({ preview })),
    assignOtpSent: assign((_, { output: o }: Done<OtpRequested>) => ({ otpSentAt: o.sentAt, otpTriesLeft: OTP_MAX_TRIES, otpNotice: null })),
    // The code of the earlier request still waits: its send time, from the bank, keeps the 'sent' line and the countdown.
    assignOtpDuplicate: assign(({ context }, { output: o }: Done<OtpRequested>) => ({ otpNotice: 'duplicate' as const, otpSentAt: o.sentAt ?? context.otpSentAt })),
    assignOtpWrong: assign((_, { output: o }: Done<OtpChecked>) => ({
      otpTriesLeft: o.triesLeft,
      otpNotice: o.triesLeft >= 2 ? ('twoTriesLeft' as const) : ('oneTryLeft' as const),
    })),
    assignOtpExpired: assign({ otpNotice: 'expired' }),
    assignOtpRefused: assign(({ context }, { output: o, during }: Done<OtpRequested> & Pick<OtpRefusal, 'during'>) => ({
      otpRefusal: { reason: o.heldFor ?? 'tooManyCodes', retryAt: o.retryAt ?? null, during },
      flags: { ...context.flags, lookupOtpRefused: during === 'lookup' },
    })),
    assignOtpTriesUsed: assign(({ context }, { during }: Pick<OtpRefusal, 'during'>) => ({
      otpRefusal: { reason: 'tries' as const, retryAt: null, during },
      flags: { ...context.flags, lookupOtpRefused: during === 'lookup' },
    })),
    clearOtpRefusal: assign(({ context }) => ({ otpRefusal: null, flags: { ...context.flags, lookupOtpRefused: false } })),
    assignSubmitted: assign((_, { output: submittedRefNo }: Done<string | null>) => ({ submittedRefNo })),
    assignStatus: assign(({ context }, { output: view }: Done<StatusView>) => {
      const s = view.request.StatusDtls;
      return {
        status: s,
        statusExtras: {
          applicantIdNum: view.request.ApplicantIDNum,
          aip: view.aip,
          property: view.request.PropertyDetails,
          documents: view.documents,
        },
        // A status read after Welcome belongs to the application looked up; keep the reference in step.
        referenceNo: context.referenceNo ?? s.ApplicationNo,
        flags: { ...context.flags, boardApproval: needsBoardMeeting(s.Entity_Type_Code), cancellable: offersCancel(s.ApplicationProgress) },
      };
    }),
    assignLookupRequest: assign(({ context, event }) =>
      event.type === 'user.lookupStatus'
        ? {
            lookup: { option: event.option, uen: event.uen.trim(), nric: event.nric.trim().toUpperCase(), result: null },
            lookupNotice: null,
            flags: { ...context.flags, lookupOption: event.option },
          }
        : {},
    ),
    assignLookupNotice: assign((_, { output: o }: Done<StatusLookup>) => ({ lookupNotice: o.outcome.kind === 'notice' ? o.outcome.notice : null })),
    assignInvalidApplication: assign((_, { output: o }: Done<StatusLookup>) => ({
      errorType: o.outcome.kind === 'invalidApplication' ? o.outcome.reason : 'INVALID',
    })),
    assignLookupResult: assign(({ context }, { output: { result } }: Done<StatusLookup>) => {
      // Only a found application gets past the lookup's notices (src/domain/statusLookup.ts), so the result is there.
      if (!result) return {};
      return {
        lookup: context.lookup ? { ...context.lookup, result } : null,
        stateId: result.stateid || null,
        referenceNo: result.referenceNo || null,
        otpTriesLeft: OTP_MAX_TRIES,
        otpSentAt: null,
        otpNotice: null,
        // Another application: nothing the start form set before the lookup applies to it; its purposes are not known here.
        flags: { ...context.flags, firstUser: result.isFirstUser === 'true', product: productOfCode(result.product), propertyStep: hasPropertyStep(productOfCode(result.product), null) },
      };
    }),
    assignNonLending: assign({ nonLending: ({ event }) => (event.type === 'user.submitNonLending' ? event.preferences : null) }),
    clearNonLending: assign({ nonLending: null }),
    assignBoardMeeting: assign((_, { output: boardMeeting }: Done<BoardMeeting | null>) => ({ boardMeeting })),
    assignBoardMeetingDraft: assign({
      boardMeetingDraft: ({ event }) => (event.type === 'user.submitBoardMeeting' ? event.date : null),
    }),
    clearBoardMeetingDraft: assign({ boardMeetingDraft: null }),
    assignBoardMeetingSaved: assign({ boardMeeting: ({ context }) => context.boardMeetingDraft }),
    assignLetterOfOffer: assign((_, { output: letterOfOffer }: Done<NonNullable<LetterOfOfferResponse['model']>>) => ({ letterOfOffer })),
    assignUploads: assign((_, { output: uploads }: Done<UploadedDocument[]>) => ({ uploads })),
    assignUploadResult: assign((_, { output: r }: Done<UploadResult>) => ({ uploads: r.uploads, uploadRejections: r.rejections, uploadConfirmed: r.stored })),
    clearUploadConfirmed: assign({ uploadConfirmed: [] }),
    clearUploadRejections: assign({ uploadRejections: [] }),
    assignUploadSent: assign({ uploadSent: ({ event }) => (event.type === 'user.uploadNow' ? event.files.map((f) => f.uid) : []) }),
    assignReplacement: assign({
      replacement: ({ event }) =>
        event.type === 'user.replaceDocument' ? { fileID: event.fileID, uid: event.upload.uid, name: event.upload.file.name } : null,
    }),
    assignDocumentImage: assign((_, { output: opened }: Done<OpenedDocument>) => ({
      documentImage: opened.kind === 'image' ? { name: opened.name, src: opened.src } : null,
    })),
    clearDocumentImage: assign({ documentImage: null }),
    /** The page saves the file: a Blob has no place in the snapshot kept across a reload. */
    emitFileToSave: emit((_, { output: file }: Done<SavedFile>) => ({ type: 'file.save' as const, ...file })),
    emitOpenedPdfToSave: enqueueActions(({ enqueue }, { output: opened }: Done<OpenedDocument>) => {
      if (opened.kind === 'pdf') enqueue.emit({ type: 'file.save', ...opened.file });
    }),
    assignSandboxPersonas: assign((_, { output: personas }: Done<Persona[]>) => ({ sandboxPersonas: personas })),
    showServiceUnavailable: assign({ popup: { title: messages.saveFailedTitle, body: messages.serviceNotAvailable } }),
    showGetFailed: assign({ popup: getFailed }),
    showReadFailed: assign((_, { error }: Failed) => {
      const popup = readFailed(error);
      return { popup, readFailure: popup.body };
    }),
    showSaveFailed: assign((_, { error }: Failed) => ({
      popup: isServiceError(error) && error.kind === 'conflict' ? staleSave : saveFailed,
    })),
    showNullReference: assign({ popup: { title: messages.saveFailedTitle, body: errorCodeMessages.M21 } }),
    clearPopup: assign({ popup: null }),
    chooseResume: assign(({ context }) => ({ flags: { ...context.flags, lookupOption: 'Resume' as const } })),
    chooseStatus: assign(({ context }) => ({ flags: { ...context.flags, lookupOption: 'Status' as const } })),
    clearLookupChoice: assign(({ context }) => ({ flags: { ...context.flags, lookupOption: null } })),
    resetJourney: assign(({ context }) => initialContext({ features: context.features, signIn: context.signIn })),
  },
});

export type JourneySetup = typeof journeySetup;
