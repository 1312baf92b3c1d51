import type {
  AccountDetailsModel,
  Applicant,
  Branch,
  CompanyForm,
  FinancingApplication,
  MailingAndFinancials,
  PersonForm,
  PostalResult,
  PreviewForm,
  SaveAccountRequest,
  StatusDtls,
} from '../services/contract';

/** What the OTP bar tells the user besides the countdown; each maps to a catalogue message. */
export type OtpNotice = 'twoTriesLeft' | 'oneTryLeft' | 'expired' | 'duplicate';

export interface Popup {
  title: string;
  body: string;
}

export interface AccountsData {
  branches: Branch[];
  /** null: the bank had no list yet; []: the customer has no current or savings account. */
  accountNumbers: string[] | null;
  saved: AccountDetailsModel | null;
}

export interface JourneyContext {
  token: string | null;
  tokenExpiry: string | null;
  stateId: string | null;
  referenceNo: string | null;
  financing: FinancingApplication | null;
  company: CompanyForm | null;
  companyDraft: CompanyValues | null;
  postal: PostalResult | null;
  persons: PersonForm | null;
  accounts: AccountsData | null;
  preview: PreviewForm | null;
  /** 0..3: what remains of the server's three tries for the current code. */
  otpTriesLeft: number;
  otpSentAt: string | null;
  otpNotice: OtpNotice | null;
  status: StatusDtls | null;
  submittedRefNo: string | null;
  popup: Popup | null;
  /** The error type shown by InvalidEntity / InvalidDirectors (spec 3, section 8). */
  errorType: string | null;
  identityInputInvalid: boolean;
}

export type CompanyValues = Omit<MailingAndFinancials, 'stateId' | 'referenceNo'>;
export type AccountValues = Omit<SaveAccountRequest, 'stateId' | 'referenceNo'>;

export type JourneyEvent =
  | { type: 'user.submitFinancing'; application: FinancingApplication }
  | { type: 'user.proceed' }
  | { type: 'user.back' }
  | { type: 'user.confirmIdentity'; code: string }
  | { type: 'user.lookupPostal'; postalCode: string }
  | { type: 'user.submitCompany'; values: CompanyValues }
  | { type: 'user.submitPersons'; applicants: Applicant[] }
  | { type: 'user.submitAccount'; values: AccountValues }
  | { type: 'user.submitDeclarations' }
  | { type: 'user.submitPreview' }
  | { type: 'user.verifyOtp'; otp: string }
  | { type: 'user.resendOtp' }
  | { type: 'user.retry' }
  | { type: 'user.dismissError' }
  | { type: 'user.restart' };

export const initialContext = (): JourneyContext => ({
  token: null,
  tokenExpiry: null,
  stateId: null,
  referenceNo: null,
  financing: null,
  company: null,
  companyDraft: null,
  postal: null,
  persons: null,
  accounts: null,
  preview: null,
  otpTriesLeft: 3,
  otpSentAt: null,
  otpNotice: null,
  status: null,
  submittedRefNo: null,
  popup: null,
  errorType: null,
  identityInputInvalid: false,
});
