import { assign, setup } from 'xstate';
import { ERROR_POPUP_MS, OTP_VALIDITY_MS } from '../src/domain/constants';
import { errorCodeMessages, messages } from '../src/domain/messages';
import type { IdentityOutcome } from '../services/identity';
import type { StatusView } from '../services/status';
import type { BoardMeeting, LetterOfOfferResponse, StatusLookupResult, UploadedDocument } from '../services/contract';
import { features } from '../src/config/features';
import type { LookupOutcome } from '../src/domain/statusLookup';
import { needsBoardMeeting, statusPageFor, type StatusOrigin, type StatusPage } from '../src/domain/statusPages';
import type { UploadResult } from './actors';
import { isServiceError } from '../services/errors';
import { journeyActors } from './actors';
import { initialContext, type JourneyContext, type JourneyEvent, type Popup } from './types';

/**
 * Done and error events of invoked actors are not part of JourneyEvent; guards and actions that read
 * them take the output or error from the event as sent. The chart guarantees which actor it came from.
 */
const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
const errorOf = (event: unknown): unknown => (event as { error: unknown }).error;

const getFailed: Popup = { title: messages.saveFailedTitle, body: messages.getFailed };
const saveFailed: Popup = { title: messages.saveFailedTitle, body: messages.saveFailedBody };

export const journeySetup = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
  },
  actors: journeyActors,
  delays: {
    ERROR_POPUP: ERROR_POPUP_MS,
    OTP_VALIDITY: OTP_VALIDITY_MS,
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
    isOtpVerified: ({ event }) => outputOf<{ statusCode: string }>(event).statusCode === '0',
    isOtpExhausted: ({ event }) => {
      const o = outputOf<{ statusCode: string; triesLeft: number }>(event);
      return o.statusCode === '3' || o.triesLeft <= 0;
    },
    isOtpExpired: ({ event }) => outputOf<{ statusCode: string }>(event).statusCode === '2',
    hasNullReference: ({ event }) => !outputOf<string | null>(event),
    /** The status routing table (src/domain/statusRouting.ts, statusPages.ts) opens this page for the status. */
    isStatusPage: ({ event }, params: { page: StatusPage; origin: StatusOrigin }) => {
      const s = outputOf<StatusView>(event).request.StatusDtls;
      const input = { product: s.ProductType, isExistingOTPAvailable: s.isExistingOTPAvailable, progress: s.ApplicationProgress };
      return statusPageFor(input, params.origin) === params.page;
    },
    isLookupNotice: ({ event }) => outputOf<{ outcome: LookupOutcome }>(event).outcome.kind === 'notice',
    isLookupInvalidApplication: ({ event }) => outputOf<{ outcome: LookupOutcome }>(event).outcome.kind === 'invalidApplication',
    isOtpVerifiedForResume: ({ context, event }) =>
      outputOf<{ statusCode: string }>(event).statusCode === '0' && context.flags.lookupOption === 'Resume',
    /** Spec 2, 2.11 and 6: offered only to a first user, when the feature is on. */
    isOtpVerifiedForNonLending: ({ context, event }) =>
      outputOf<{ statusCode: string }>(event).statusCode === '0' && features.nonLending && context.flags.firstUser,
    /** Spec 2, 4 "Return from the national identity service", 5: a returning other applicant goes to the person details. */
    isIdentityOkForOtherApplicant: ({ context, event }) => outputOf<IdentityOutcome>(event).outcome === 'ok' && !context.flags.firstUser,
    needsBoardMeeting: ({ context }) => context.flags.boardApproval,
    isBoardMeetingValid: ({ event }) => outputOf<boolean>(event) === true,
    hasUploadRejections: ({ event }) => outputOf<UploadResult>(event).rejections.length > 0,
  },
  actions: {
    assignToken: assign(({ event }) => {
      const t = outputOf<{ token: string; tokenExpirationDate: string }>(event);
      return { token: t.token, tokenExpiry: t.tokenExpirationDate };
    }),
    assignFinancing: assign({
      financing: ({ event }) => (event.type === 'user.submitFinancing' ? event.application : null),
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
    assignCompany: assign({ company: ({ event }) => outputOf<JourneyContext['company']>(event) }),
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
        flags: { ...context.flags, firstUser: result.isFirstUser === 'true' },
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
    showServiceUnavailable: assign({ popup: { title: messages.saveFailedTitle, body: messages.serviceNotAvailable } }),
    showGetFailed: assign({ popup: getFailed }),
    showSaveFailed: assign({ popup: saveFailed }),
    showNullReference: assign({ popup: { title: messages.saveFailedTitle, body: errorCodeMessages.M21 } }),
    clearPopup: assign({ popup: null }),
    resetJourney: assign(() => initialContext()),
  },
});

export type JourneySetup = typeof journeySetup;
