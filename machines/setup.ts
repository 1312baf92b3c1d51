import { assign, emit, enqueueActions, setup } from 'xstate';
import { ACCOUNT_LOADING_TIMEOUT_MS, ERROR_POPUP_MS, OTP_VALIDITY_MS } from '../domain/constants';
import { errorCodeMessages, messages } from '../domain/messages';
import type { IdentityOutcome } from '../services/identity';
import type { StatusView } from '../services/status';
import type { BoardMeeting, LetterOfOfferResponse, StatusLookupResult, UploadedDocument, FinancingApplication } from '../contract';
import { features } from '../config/features';
import type { LookupOutcome } from '../domain/statusLookup';
import { needsBoardMeeting, statusPageFor, type StatusOrigin, type StatusPage } from '../domain/statusPages';
import type { OpenedDocument, UploadResult } from './actors';
import { isServiceError } from '../services/errors';
import { journeyActors } from './actors';
import { initialContext } from './types';
import type { AccountsData, JourneyContext, JourneyEmitted, JourneyEvent, JourneyFlags, Popup, ProductKind, SavedFile, SummarySection } from './types';
import type { CompanyForm } from '../contract/company';
import type { Persona } from '../contract/identity';
import type { PreQualification } from '../services/prequalification';

/**
 * Done and error events of invoked actors are not part of JourneyEvent; guards and actions that read
 * them take the output or error from the event as sent. The chart guarantees which actor it came from.
 */
const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
const errorOf = (event: unknown): unknown => (event as { error: unknown }).error;

/** What the financing application decides about the steps to come (spec 2, 2.1). */
const productFlags = (application: FinancingApplication): Pick<JourneyFlags, 'product' | 'propertyStep'> => ({
  product: application.financingProduct,
  propertyStep: application.financingProduct === 'AIP' || application.property === 'Y',
});

/** The status lookup names the product by code: BTL is the term loan, anything else the property product (spec 2, 4). */
const productOfCode = (code: string): ProductKind => (code === 'BTL' ? 'Online' : code === 'AIP' ? 'AIP' : 'Personalised');

const getFailed: Popup = { title: messages.saveFailedTitle, body: messages.getFailed };
const saveFailed: Popup = { title: messages.saveFailedTitle, body: messages.saveFailedBody };
/** A save refused because another window or tab changed the application: retrying would not help, reloading does. */
const staleSave: Popup = { title: messages.saveFailedTitle, body: messages.staleApplication };

export const journeySetup = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
    emitted: {} as JourneyEmitted,
  },
  actors: journeyActors,
  delays: {
    ERROR_POPUP: ERROR_POPUP_MS,
    OTP_VALIDITY: OTP_VALIDITY_MS,
    ACCOUNT_LOADING: ACCOUNT_LOADING_TIMEOUT_MS,
  },
  guards: {
    isSessionExpired: ({ event }) => {
      const e = errorOf(event);
      return isServiceError(e) && e.kind === 'unauthorized';
    },
    isIdentityOk: ({ event }) => outputOf<IdentityOutcome>(event).outcome === 'ok',
    isIdentityInputInvalid: ({ event }) => outputOf<IdentityOutcome>(event).outcome === 'invalidInput',
    isInvalidDirectors: ({ event }) => outputOf<IdentityOutcome>(event).outcome === 'invalidDirectors',
    isEmptyResult: ({ event }) => outputOf<unknown>(event) == null,
    isOtpDuplicate: ({ event }) => outputOf<{ outcome: string }>(event).outcome === 'duplicate',
    /** The bank sends no more codes for now (too many, or locked after wrong entries): the OTP-exceeded page. */
    isOtpRequestRefused: ({ event }) => outputOf<{ outcome: string }>(event).outcome === 'exceeded',
    isOtpVerified: ({ event }) => outputOf<{ statusCode: string }>(event).statusCode === '0',
    isOtpExhausted: ({ event }) => {
      const o = outputOf<{ statusCode: string; triesLeft: number }>(event);
      return o.statusCode === '3' || o.triesLeft <= 0;
    },
    isOtpExpired: ({ event }) => outputOf<{ statusCode: string }>(event).statusCode === '2',
    hasNullReference: ({ event }) => !outputOf<string | null>(event),
    /** The status routing table (domain/statusRouting.ts, statusPages.ts) opens this page for the status. */
    isStatusPage: ({ event }, params: { page: StatusPage; origin: StatusOrigin }) => {
      const s = outputOf<StatusView>(event).request.StatusDtls;
      const input = { product: s.ProductType, isExistingOTPAvailable: s.isExistingOTPAvailable, progress: s.ApplicationProgress };
      return statusPageFor(input, params.origin) === params.page;
    },
    isLookupNotice: ({ event }) => outputOf<{ outcome: LookupOutcome }>(event).outcome.kind === 'notice',
    isLookupInvalidApplication: ({ event }) => outputOf<{ outcome: LookupOutcome }>(event).outcome.kind === 'invalidApplication',
    isResumeRequest: ({ event }) => event.type === 'user.lookupStatus' && event.option === 'Resume',
    isOtpVerifiedForResume: ({ context, event }) =>
      outputOf<{ statusCode: string }>(event).statusCode === '0' && context.flags.lookupOption === 'Resume',
    /** Spec 2, 2.11 and 6: offered only to a first user, when the feature is on. */
    isOtpVerifiedForNonLending: ({ context, event }) =>
      outputOf<{ statusCode: string }>(event).statusCode === '0' && features.nonLending && context.flags.firstUser,
    /** Spec 2, 4 "Return from the national identity service", 5: a returning other applicant goes to the person details. */
    isIdentityOkForOtherApplicant: ({ context, event }) => outputOf<IdentityOutcome>(event).outcome === 'ok' && !context.flags.firstUser,
    needsBoardMeeting: ({ context }) => context.flags.boardApproval,
    isBoardMeetingValid: ({ event }) => outputOf<boolean>(event) === true,
    // ---- every product and branch up to submit ----
    /** Spec 1, 4.1: Personalised with Government Assistance shows the Enterprise Financing Scheme declaration first. */
    needsSchemeDeclaration: ({ event }) =>
      event.type === 'user.submitFinancing' && event.application.financingProduct === 'Personalised' && event.application.gas === 'Y',
    isFromPreview: ({ context }) => context.flags.fromPreview,
    isOnline: ({ context }) => context.flags.product === 'Online',
    isAipProperty: ({ context }) => context.flags.product === 'AIP' && context.flags.propertyStep,
    hasPropertyStep: ({ context }) => context.flags.propertyStep,
    isSoleProprietor: ({ context }) => context.flags.soleProprietor,
    /** Spec 2, 2.1 and 6: Back from the persons is the first user's only. */
    isOtherApplicant: ({ context }) => !context.flags.firstUser,
    /** The summary's property rows are the first user's to change, for a product with the property step. */
    canEditProperty: ({ context }) => context.flags.firstUser && context.flags.propertyStep,
    isIdentityOkForOtherTermLoanApplicant: ({ context, event }) =>
      outputOf<IdentityOutcome>(event).outcome === 'ok' && !context.flags.firstUser && context.flags.product === 'Online',
    /**
     * Spec 2, 2.3 and 6: the summary's edit buttons. Only a first user edits the application's sections
     * (another applicant edits only the persons, where the view honours allowEdit); a section opens only
     * where the product has it.
     */
    isSection: ({ context, event }, params: { section: SummarySection; when: 'otherApplicant' | 'soleProprietor' | 'aip' | null }) => {
      if (event.type !== 'user.editSection' || event.section !== params.section) return false;
      const f = context.flags;
      if (params.section !== 'persons' && !f.firstUser) return false;
      if (params.when === 'otherApplicant') return !f.firstUser;
      if (params.section === 'account' && f.product !== 'Online') return false;
      if (params.section === 'property' && !f.propertyStep) return false;
      if (params.when === 'soleProprietor') return f.soleProprietor;
      if (params.when === 'aip') return f.product === 'AIP';
      return true;
    },
    isPreQualified: ({ event }) => outputOf<PreQualification>(event).passed,
    /** Spec 1, 4.3: no list yet (null) and no saved branch: ask whether to try again. */
    isAccountListPending: ({ event }) => {
      const a = outputOf<AccountsData>(event);
      return a.accountNumbers === null && !a.saved?.disbursement_Branch_Code;
    },
    hasNoAccounts: ({ event }) => outputOf<AccountsData>(event).accountNumbers?.length === 0,
    isPollStillEmpty: ({ event }) => outputOf<string[] | null>(event) === null,
    isPollNoAccounts: ({ event }) => outputOf<string[] | null>(event)?.length === 0,
    hasUploadRejections: ({ event }) => outputOf<UploadResult>(event).rejections.length > 0,
    /** Spec 1, 2.2 and 4.2: an application resumed with the GAS flag Y asks for the entity declaration again. */
    isResumedWithGasScheme: ({ context }, company: CompanyForm | null) =>
      context.flags.lookupOption === 'Resume' && company?.Request_Form.GAS === 'Y',
    isImageDocument: (_, opened: OpenedDocument) => opened.kind === 'image',
  },
  actions: {
    assignToken: assign(({ event }) => {
      const t = outputOf<{ token: string; tokenExpirationDate: string }>(event);
      return { token: t.token, tokenExpiry: t.tokenExpirationDate };
    }),
    /** A returning user's verified OTP binds the application to a new token; the old one is ended. */
    assignRotatedToken: assign(({ context, event }) => {
      const t = outputOf<{ token?: string; tokenExpirationDate?: string }>(event);
      return t.token ? { token: t.token, tokenExpiry: t.tokenExpirationDate ?? context.tokenExpiry } : {};
    }),
    assignFinancing: assign(({ context, event }) =>
      event.type === 'user.submitFinancing'
        ? { financing: event.application, flags: { ...context.flags, ...productFlags(event.application) } }
        : {},
    ),
    assignLoadedFinancing: assign(({ context, event }) => {
      const application = outputOf<FinancingApplication | null>(event);
      return application ? { financing: application, flags: { ...context.flags, ...productFlags(application) } } : {};
    }),
    setEditMode: assign(({ context }) => ({ flags: { ...context.flags, editMode: true } })),
    clearEditMode: assign(({ context }) => ({ flags: { ...context.flags, editMode: false } })),
    setFromPreview: assign(({ context }) => ({ flags: { ...context.flags, fromPreview: true } })),
    clearFromPreview: assign(({ context }) => ({ flags: { ...context.flags, fromPreview: false } })),
    assignProperty: assign({ property: ({ event }) => outputOf<JourneyContext['property']>(event) }),
    assignPropertyDraft: assign({
      property: ({ context, event }) =>
        event.type === 'user.submitProperty' ? { ...event.values, referenceNo: context.referenceNo ?? '' } : context.property,
    }),
    assignPolledAccounts: assign({
      accounts: ({ context, event }) => ({
        branches: context.accounts?.branches ?? [],
        saved: context.accounts?.saved ?? null,
        accountNumbers: outputOf<string[] | null>(event),
      }),
    }),
    assignPreKnockout: assign(({ event }) => {
      const verdict = outputOf<PreQualification>(event);
      const code = verdict.passed ? null : verdict.code;
      return { preKnockoutCode: code, errorType: code };
    }),
    assignState: assign({ stateId: ({ event }) => outputOf<{ stateId: string }>(event).stateId }),
    assignReference: assign({ referenceNo: ({ event }) => outputOf<string>(event) }),
    markIdentityInputInvalid: assign({ identityInputInvalid: true }),
    clearIdentityInputInvalid: assign({ identityInputInvalid: false }),
    assignErrorTypeFromIdentity: assign({
      errorType: ({ event }) => {
        const o = outputOf<IdentityOutcome>(event);
        return 'code' in o ? o.code : 'InvalidMyInfoBiz';
      },
    }),
    assignEmptyCompany: assign({ errorType: 'EMPTY-COMPDTLS' }),
    assignEmptyPersons: assign({ errorType: 'EMPTY-APDTLS' }),
    assignStatusFailed: assign({ errorType: 'GETSTATUS-FAILED' }),
    assignCompany: assign(({ context, event }) => {
      const company = outputOf<JourneyContext['company']>(event);
      return { company, flags: { ...context.flags, soleProprietor: company?.CompDtls.SoleorNonSole === 'Sole' } };
    }),
    assignCompanyDraft: assign({ companyDraft: ({ event }) => (event.type === 'user.submitCompany' ? event.values : null) }),
    assignPostal: assign({ postal: ({ event }) => outputOf<JourneyContext['postal']>(event) }),
    clearPostal: assign({ postal: null }),
    assignPersons: assign({ persons: ({ event }) => outputOf<JourneyContext['persons']>(event) }),
    assignAccounts: assign({ accounts: ({ event }) => outputOf<JourneyContext['accounts']>(event) }),
    assignPreview: assign({ preview: ({ event }) => outputOf<JourneyContext['preview']>(event) }),
    assignOtpSent: assign(({ event }) => ({
      otpSentAt: outputOf<{ sentAt: string | null }>(event).sentAt,
      otpTriesLeft: 3,
      otpNotice: null,
    })),
    assignOtpDuplicate: assign({ otpNotice: 'duplicate' }),
    assignOtpWrong: assign(({ event }) => {
      const left = outputOf<{ triesLeft: number }>(event).triesLeft;
      return { otpTriesLeft: left, otpNotice: left >= 2 ? ('twoTriesLeft' as const) : ('oneTryLeft' as const) };
    }),
    assignOtpExpired: assign({ otpNotice: 'expired' }),
    assignSubmitted: assign({ submittedRefNo: ({ event }) => outputOf<string | null>(event) }),
    assignStatus: assign(({ context, event }) => {
      const view = outputOf<StatusView>(event);
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
        flags: { ...context.flags, boardApproval: needsBoardMeeting(s.Entity_Type_Code) },
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
    assignLookupNotice: assign({
      lookupNotice: ({ event }) => {
        const o = outputOf<{ outcome: LookupOutcome }>(event).outcome;
        return o.kind === 'notice' ? o.notice : null;
      },
    }),
    assignInvalidApplication: assign({
      errorType: ({ event }) => {
        const o = outputOf<{ outcome: LookupOutcome }>(event).outcome;
        return o.kind === 'invalidApplication' ? o.reason : 'INVALID';
      },
    }),
    assignLookupResult: assign(({ context, event }) => {
      const { result } = outputOf<{ result: StatusLookupResult }>(event);
      return {
        lookup: context.lookup ? { ...context.lookup, result } : null,
        stateId: result.stateid || null,
        referenceNo: result.referenceNo || null,
        otpTriesLeft: 3,
        otpSentAt: null,
        otpNotice: null,
        flags: { ...context.flags, firstUser: result.isFirstUser === 'true', product: productOfCode(result.product) },
      };
    }),
    assignNonLending: assign({ nonLending: ({ event }) => (event.type === 'user.submitNonLending' ? event.preferences : null) }),
    clearNonLending: assign({ nonLending: null }),
    assignBoardMeeting: assign({ boardMeeting: ({ event }) => outputOf<BoardMeeting>(event) }),
    assignBoardMeetingDraft: assign({
      boardMeetingDraft: ({ event }) => (event.type === 'user.submitBoardMeeting' ? event.date : null),
      boardMeetingInvalid: false,
    }),
    assignBoardMeetingInvalid: assign({ boardMeetingInvalid: true, boardMeetingDraft: null }),
    assignBoardMeetingSaved: assign({ boardMeeting: ({ context }) => context.boardMeetingDraft }),
    assignLetterOfOffer: assign({
      letterOfOffer: ({ event }) => outputOf<NonNullable<LetterOfOfferResponse['model']>>(event),
    }),
    assignUploads: assign({ uploads: ({ event }) => outputOf<UploadedDocument[]>(event) }),
    assignUploadResult: assign(({ event }) => {
      const r = outputOf<UploadResult>(event);
      return { uploads: r.uploads, uploadRejections: r.rejections };
    }),
    clearUploadRejections: assign({ uploadRejections: [] }),
    assignUploadSent: assign({ uploadSent: ({ event }) => (event.type === 'user.uploadNow' ? event.files.map((f) => f.uid) : []) }),
    assignReplacement: assign({
      replacement: ({ event }) =>
        event.type === 'user.replaceDocument' ? { fileID: event.fileID, uid: event.upload.uid, name: event.upload.file.name } : null,
    }),
    assignDocumentImage: assign((_, opened: OpenedDocument) => ({
      documentImage: opened.kind === 'image' ? { name: opened.name, src: opened.src } : null,
    })),
    clearDocumentImage: assign({ documentImage: null }),
    /** The page saves the file: a Blob has no place in the snapshot kept across a reload. */
    emitFileToSave: emit((_, file: SavedFile) => ({ type: 'file.save' as const, ...file })),
    emitOpenedPdfToSave: enqueueActions(({ enqueue }, opened: OpenedDocument) => {
      if (opened.kind === 'pdf') enqueue.emit({ type: 'file.save', ...opened.file });
    }),
    assignSandboxPersonas: assign((_, personas: Persona[]) => ({ sandboxPersonas: personas })),
    showServiceUnavailable: assign({ popup: { title: messages.saveFailedTitle, body: messages.serviceNotAvailable } }),
    showGetFailed: assign({ popup: getFailed }),
    showSaveFailed: assign({
      popup: ({ event }) => {
        const e = errorOf(event);
        return isServiceError(e) && e.kind === 'conflict' ? staleSave : saveFailed;
      },
    }),
    showNullReference: assign({ popup: { title: messages.saveFailedTitle, body: errorCodeMessages.M21 } }),
    clearPopup: assign({ popup: null }),
    resetJourney: assign(() => initialContext()),
  },
});

export type JourneySetup = typeof journeySetup;
