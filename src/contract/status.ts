import { z } from 'zod';
import { Text, envelope, formEnvelope, requiredText, ID_MAX } from './common';

export const StatusLookupRequest = z.object({
  type: z.enum(['Status', 'Resume']),
  uen: requiredText('uen', ID_MAX),
  nric: requiredText('nric', ID_MAX),
});
export type StatusLookupRequest = z.infer<typeof StatusLookupRequest>;

/** Spec 2, section 3 (moblileNo is the bank's spelling). */
export const StatusLookupResult = z.object({
  referenceNo: Text,
  status: Text,
  isFirstUser: z.string().nullable(),
  isContinue: z.string().nullable(),
  moblileNo: Text,
  stateid: Text,
  name: Text,
  product: Text,
  isAuthorisedPerson: Text,
  /**
   * How the person found proves who they are before the application opens: the OTP to the mobile on
   * record, or (a draft left before anyone's mobile was saved) signing in with the identity service.
   */
  resumeBy: z.enum(['otp', 'signIn']).optional(),
  /**
   * Only when the bank runs without the OTP bar: the lookup itself opens the application it found, under
   * a new session token that replaces the old one (with the bar, the verified OTP hands it out).
   */
  token: z.string().min(1).optional(),
  tokenExpirationDate: z.string().min(1).optional(),
});
export type StatusLookupResult = z.infer<typeof StatusLookupResult>;
export const StatusLookupResponse = envelope(StatusLookupResult.nullable());

export const ApplicantStatus = z.object({ name: z.string(), status: z.string() });

export const StatusDtls = z.object({
  ApplicationNo: z.string(),
  ApplicationProgress: z.string(),
  ProductType: z.string(),
  UEN: z.string(),
  Facility: Text,
  FinancingType: Text,
  // Null where the bank gives no such figure: only the online product quotes a tenure, a rate and an
  // instalment, and an AIP without an Option to Purchase asks no amount.
  Amount: z.number().nullable(),
  Tenure: z.number().nullable(),
  AppDate: Text,
  Deadline: Text,
  InterestRate: z.number().nullable(),
  Instalment: z.number().nullable(),
  isExistingOTPAvailable: Text,
  Entity_Type_Code: Text,
  SoleorNonSole: Text,
  StatusCreatedDate: Text,
  ExpiryDate: Text,
  WCL: Text,
  Property: Text,
  Trade: Text,
  GAS: Text,
  ESG: Text,
  MYCurrentAccount: Text,
  FXDeskServices: Text,
  BusinessInsurance: Text,
  SMEStartDigital: Text,
  HalalNetworkAndCertifiedAdvisory: Text,
  AccountDtls: z.object({ AccountNum: Text, Ddate: Text }).nullable(),
  /** Ours: the board meeting window (spec 2, 5 and 9) as dd-mm-yyyy, so the page can name its days; '' before a letter of offer. */
  BoardMeetingFrom: Text.optional(),
  BoardMeetingTo: Text.optional(),
  ApplicantsStatus: z.array(ApplicantStatus),
});
export type StatusDtls = z.infer<typeof StatusDtls>;

/** Spec 3, section 3: the property part of a status (AIP). */
export const StatusPropertyDetails = z.object({ PropertyAddress: Text, PropertyInMind: Text });

export const StatusRequest = z.object({
  StatusDtls: StatusDtls,
  ApplicantIDNum: Text,
  /** The AIP response as a JSON string (spec 3, section 3); parse it with AipResponse. */
  CIPAIPResponse: Text,
  PropertyDetails: StatusPropertyDetails.nullish().transform((v) => v ?? null),
});
export type StatusRequest = z.infer<typeof StatusRequest>;

const Amount = z.number().nonnegative().nullish().transform((v) => v ?? null);

/**
 * Spec 3, section 3 "AIP response". The spec names the JTC / non-JTC leasehold pairs without spelling
 * their fields; the names below are ours, in the style of the named ones (docs/api.md).
 */
export const AipResponse = z.object({
  maxCIPAIPLoanAmtFreehold: Amount,
  TenureFreehold: Amount,
  maxCIPAIPLoanAmtLeasehold: Amount,
  TenureLeasehold: Amount,
  maxCIPAIPLoanAmtJTCLeasehold: Amount,
  TenureJTCLeasehold: Amount,
  maxCIPAIPLoanAmtNonJTCLeasehold: Amount,
  TenureNonJTCLeasehold: Amount,
  maxLoanDetailsNoProp: z
    .array(z.object({ loanTenure: z.number().nonnegative(), loanAmount: z.number().nonnegative() }))
    .nullish()
    .transform((v) => v ?? []),
});
export type AipResponse = z.infer<typeof AipResponse>;
export const GetStatusResponse = formEnvelope(StatusRequest);
export type GetStatusResponse = z.infer<typeof GetStatusResponse>;


