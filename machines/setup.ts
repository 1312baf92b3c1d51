import { assign, setup } from 'xstate';
import { ERROR_POPUP_MS, OTP_VALIDITY_MS } from '../src/domain/constants';
import { errorCodeMessages, messages } from '../src/domain/messages';
import { routeForStatus } from '../src/domain/statusRouting';
import type { IdentityOutcome } from '../services/identity';
import type { StatusDtls } from '../services/contract';
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
    /** The status routing table (src/domain/statusRouting.ts) sends this status to SubmitDetails. */
    isRoutedToSubmitDetails: ({ event }) => {
      const s = outputOf<StatusDtls>(event);
      return routeForStatus({ product: s.ProductType, isExistingOTPAvailable: s.isExistingOTPAvailable, progress: s.ApplicationProgress }) === 'SubmitDetails';
    },
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
    assignStatus: assign({ status: ({ event }) => outputOf<StatusDtls>(event) }),
    showServiceUnavailable: assign({ popup: { title: messages.saveFailedTitle, body: messages.serviceNotAvailable } }),
    showGetFailed: assign({ popup: getFailed }),
    showSaveFailed: assign({ popup: saveFailed }),
    showNullReference: assign({ popup: { title: messages.saveFailedTitle, body: errorCodeMessages.M21 } }),
    clearPopup: assign({ popup: null }),
    resetJourney: assign(() => initialContext()),
  },
});

export type JourneySetup = typeof journeySetup;
