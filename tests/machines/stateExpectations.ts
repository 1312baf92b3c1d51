import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { JourneyMachine } from '../../machines/journey.machine';

type Snap = SnapshotFrom<JourneyMachine>;
type Check = (s: Snap) => void;

const popupShown: Check = (s) => expect(s.context.popup).not.toBeNull();
const noPopup: Check = (s) => expect(s.context.popup).toBeNull();
const hasToken: Check = (s) => expect(s.context.token).toBeTruthy();
const hasReference: Check = (s) => {
  hasToken(s);
  expect(s.context.stateId).toBeTruthy();
  expect(s.context.referenceNo).toBeTruthy();
};
const composite: Check = () => undefined;

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
  'journey.financeDetails.consent': (s) => expect(s.context.financing?.financingProduct).toBe('Online'),
  'journey.financeDetails.creatingState': (s) => expect(s.context.financing).not.toBeNull(),
  'journey.financeDetails.savingApplication': (s) => expect(s.context.stateId).toBeTruthy(),
  'journey.financeDetails.failed': popupShown,
  'journey.myInfoLanding': hasReference,
  'journey.myInfoLanding.entering': noPopup,
  'journey.myInfoLanding.retrieving': (s) => expect(s.context.identityInputInvalid).toBe(false),
  'journey.myInfoLanding.failed': popupShown,
  'journey.companyDetails': hasReference,
  'journey.companyDetails.loading': noPopup,
  'journey.companyDetails.loadFailed': popupShown,
  'journey.companyDetails.unavailable': noPopup,
  'journey.companyDetails.editing': (s) => expect(s.context.company?.CompDtls.Company_UEN).toBeTruthy(),
  'journey.companyDetails.lookingUpPostal': noPopup,
  'journey.companyDetails.postalFailed': (s) => {
    popupShown(s);
    expect(s.context.postal).toBeNull();
  },
  'journey.companyDetails.saving': (s) => expect(s.context.companyDraft?.LatestFinancialYearEndDate).toBeTruthy(),
  'journey.companyDetails.saveFailed': popupShown,
  'journey.personDetails': hasReference,
  'journey.personDetails.loading': noPopup,
  'journey.personDetails.loadFailed': popupShown,
  'journey.personDetails.unavailable': noPopup,
  'journey.personDetails.editing': (s) => expect(s.context.persons?.ApplicantDtls.length).toBeGreaterThan(0),
  'journey.personDetails.saving': noPopup,
  'journey.personDetails.saveFailed': popupShown,
  'journey.accountDetails': hasReference,
  'journey.accountDetails.loading': noPopup,
  'journey.accountDetails.loadFailed': popupShown,
  'journey.accountDetails.unavailable': noPopup,
  'journey.accountDetails.editing': (s) => expect(s.context.accounts?.branches.length).toBeGreaterThan(0),
  'journey.accountDetails.saving': noPopup,
  'journey.accountDetails.saveFailed': popupShown,
  'journey.declarations': hasReference,
  'journey.declarations.editing': noPopup,
  'journey.declarations.saving': noPopup,
  'journey.declarations.saveFailed': popupShown,
  'journey.preview': hasReference,
  'journey.preview.loading': noPopup,
  'journey.preview.loadFailed': popupShown,
  'journey.preview.unavailable': noPopup,
  'journey.preview.reviewing': (s) => expect(s.context.preview?.RefNum).toBeTruthy(),
  'journey.preview.requestingOtp': (s) => expect(s.context.preview?.ApplicantDtls[0]?.MobileNumber).toMatch(/^\d{8}$/),
  'journey.preview.otp': (s) => expect(s.context.otpSentAt !== null || s.context.otpNotice === 'duplicate').toBe(true),
  'journey.preview.otp.waiting': (s) => expect(s.context.otpTriesLeft).toBeGreaterThan(0),
  'journey.preview.otp.verifying': (s) => expect(s.context.otpTriesLeft).toBeGreaterThan(0),
  'journey.preview.otpExpired': (s) => expect(s.context.otpNotice).toBe('expired'),
  'journey.preview.otpFailed': popupShown,
  'journey.preview.submitting': noPopup,
  'journey.preview.submitFailed': popupShown,
  'journey.statusDetails': hasReference,
  'journey.statusDetails.loading': (s) => expect(s.context.submittedRefNo).toBeTruthy(),
  'journey.statusDetails.loadFailed': popupShown,
  'journey.statusDetails.unavailable': noPopup,
  'journey.submitDetails': (s) => {
    expect(s.context.status?.ApplicationNo).toBeTruthy();
    expect(s.context.status?.ProductType).toBe('BTL');
  },
  'journey.invalidEntity': (s) => expect(s.context.errorType).toBeTruthy(),
  'journey.invalidDirectors': (s) => expect(s.context.errorType).toBeTruthy(),
  'journey.invalidOtp': hasReference,
  'journey.sessionExpired': composite,
};
