import type { OtpRefusal } from '../src/domain/otpRefusal';
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
  StatusLookupResult,
  AipResponse,
  BoardMeeting,
  DocumentStatus,
  DocumentTypeCode,
  NonLendingPreferences,
  StatusPropertyDetails,
  UploadedDocument, PropertyDetails, PropertyValues,
  Persona
} from '../src/contract';
import type { PropertyRowRef } from '../services/propertyRows';

export type { PropertyRowRef };
import type { LookupNotice, LookupOption } from '../src/domain/statusLookup';
import type { z } from 'zod';
import { features, type Features } from '../src/config/features';
import type { SignIn } from '../src/config/modes';
import { OTP_MAX_TRIES } from '../src/domain/constants';
import type { RouteName } from './routes';

/** Every tag a state of the journey may carry: a binding that asks for another fails the type check. */
export type JourneyTag =
  | 'accountConfirm'
  | 'accountNoResult'
  | 'accountNone'
  | 'accountPolling'
  | 'boardMeetingRefused'
  | 'busy'
  | 'confirmBoardMeeting'
  | 'confirmCancel'
  | 'consent'
  | 'editMode'
  | 'errorPopup'
  | 'identityConsent'
  | 'identityInputInvalid'
  | 'leavingForProvider'
  | 'loadFailed'
  | 'lookupForm'
  | 'nonLending'
  | 'otp'
  | 'pdfFailed'
  | 'providerRetry'
  | 'savingPdf'
  | 'schemeDeclaration'
  /** The session has nothing left to keep here: it has ended, or the page's only way on is a fresh start. */
  | 'nothingToKeep'
  | 'uploading'
  | 'viewFailed';

/** What a state tells the app and the tools: the route it shows and the spec sections it stands for. */
export interface JourneyMeta {
  route: RouteName;
  spec: string;
}

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
  /** 0..OTP_MAX_TRIES: what remains of the server's tries for the current code. */
  otpTriesLeft: number;
  otpSentAt: string | null;
  otpNotice: OtpNotice | null;
  /** Why the OTP-exceeded page shows (src/domain/otpRefusal.ts); null elsewhere. */
  otpRefusal: OtpRefusal | null;
  status: StatusDtls | null;
  /** What the status carries besides StatusDtls (spec 3, section 3). */
  statusExtras: StatusExtras | null;
  submittedRefNo: string | null;
  /** The Welcome lookup: what was asked and what the bank answered. */
  lookup: { option: LookupOption; uen: string; nric: string; result: StatusLookupResult | null } | null;
  lookupNotice: LookupNotice | null;
  /** The non-lending choice of the first user; submit sends IsNonLendingCompleted accordingly. */
  nonLending: NonLendingPreferences | null;
  boardMeeting: BoardMeeting | null;
  /** The date the user picked, kept while the confirm dialog is open. */
  boardMeetingDraft: BoardMeeting | null;
  /** The letter of offer as base64 PDF. */
  letterOfOffer: { data: string; uen: string } | null;
  uploads: UploadedDocument[] | null;
  /** Files the bank refused in the last UPLOAD NOW, by row uid, with its message. */
  uploadRejections: { uid: string; fileName: string; message: string }[];
  /** The rows the last UPLOAD NOW sent, by uid: those the bank did not refuse are then on the server. */
  uploadSent: string[];
  /** The files the last upload stored, by name: the status page it leads to confirms them. */
  uploadConfirmed: string[];
  /** The replacement under way or last sent: which file, and the uid its new file travels under. */
  replacement: { fileID: string; uid: string; name: string } | null;
  /** Another applicant's image, opened with View File. */
  documentImage: DocumentImage | null;
  /** SIM only: the personas the sandbox bank knows, listed on the identity-service return page for testers. */
  sandboxPersonas: Persona[];
  /** The saved property details (spec 3, section 3), null until saved. */
  property: PropertyDetails | null;
  /** The code the pre-qualification check failed with (PreKnockoutFailed shows it; M12 when none). */
  preKnockoutCode: string | null;
  /**
   * What guards read of the context besides the feature switches, which stay the same for a whole run.
   * Graph traversal identifies a state by its value plus these flags (src/analysis/coverage.ts),
   * so every branch they select is explored.
   */
  flags: JourneyFlags;
  popup: Popup | null;
  /** Why the screen's data could not be loaded: the page keeps these words with its Retry once the popup has gone. */
  readFailure: string | null;
  /** The error type shown by InvalidEntity / InvalidDirectors (spec 3, section 8). */
  errorType: string | null;
  /** With errorType M02: the identity fields the bank found missing, as the page lists them (spec 2, 8). */
  missingFields: string[];
  /** The feature switches this journey runs with (spec 3, section 9), given as the chart's input. */
  features: Features;
  /** How the identity step signs a person in (src/config/modes.ts), given as the chart's input. */
  signIn: SignIn;
  /** The provider round trip's authorisation request, from the state record (spec 1, 3.2). */
  identityStart: IdentityStart | null;
}

/** Where the bank's state record says the browser signs in: the provider's authorisation request (spec 1, 4.1). */
export interface IdentityStart {
  authoriseUrl: string;
}

/** What the app gives the chart when it starts it; without it the switches of src/config/features.ts and sandbox sign-in apply. */
export interface JourneyInput {
  features?: Features;
  signIn?: SignIn;
}

/** The settings a journey runs with: what the chart's input gives, the defaults for the rest. */
export type JourneySettings = Required<JourneyInput>;

/** The input is optional, so the chart accepts any and reads what it knows. */
export const settingsOf = (input: unknown): JourneySettings => {
  const given = typeof input === 'object' && input !== null ? input : {};
  const switches = 'features' in given && isFeatures(given.features) ? given.features : features;
  const signIn = 'signIn' in given && given.signIn === 'provider' ? 'provider' : 'sandbox';
  return { features: switches, signIn };
};

const isFeatures = (value: unknown): value is Features =>
  typeof value === 'object' && value !== null && Object.keys(features).every((k) => typeof Reflect.get(value, k) === 'boolean');

/** The product the application is for (spec 1, 3.1 financingProduct): it decides the steps after the persons. */
export type ProductKind = 'Online' | 'Personalised' | 'AIP';

/** The summary's edit buttons (spec 2, 2.3): each opens its step with from=preview. */
export type SummarySection = 'financing' | 'company' | 'persons' | 'account' | 'property' | 'declarations';

export interface JourneyFlags {
  /** Online (BTL), Personalised (PBF) or AIP: the steps after the persons differ (spec 2, 2.1). */
  product: ProductKind;
  /** The property step applies: AIP always, Personalised when Property is one of the purposes. */
  propertyStep: boolean;
  /** The application is for a sole proprietor: the persons step is SPersonDetails (spec 1, 2.2). */
  soleProprietor: boolean;
  /** The user came from the summary's edit button: Next returns to the summary (from=preview). */
  fromPreview: boolean;
  /** Set by the Welcome lookup: what the verified OTP continues to. */
  lookupOption: LookupOption | null;
  /** false once a lookup shows the user is not applicant 1 (spec 2, section 6: first user only). */
  firstUser: boolean;
  /** The entity type confirms a board meeting date before the letter of offer (LL, LC, PCLS). */
  boardApproval: boolean;
  /** The status read leaves something to cancel: not paid out, not rejected (spec 2, 2.12). */
  cancellable: boolean;
  /** InvalidOTP shows for a status enquiry's or a resume's code: a new code is one lookup away (issue 34). */
  lookupOtpRefused: boolean;
}

export interface StatusExtras {
  applicantIdNum: string;
  aip: AipResponse | null;
  property: z.infer<typeof StatusPropertyDetails> | null;
  documents: DocumentStatus | null;
}

/** A file chosen on UploadDetails and not yet on the server. */
export interface PendingUpload {
  uid: string;
  documentType: DocumentTypeCode;
  file: File;
}

/** An uploaded image as the viewer shows it. */
export interface DocumentImage {
  name: string;
  src: string;
}

/** A file from the bank the browser saves under its own name; emitted, never kept in the (persisted) context. */
export interface SavedFile {
  blob: Blob;
  fileName: string;
}

/** What the chart tells the page besides its state: a file to save. */
/** What the chart asks of the browser: save a file; leave for the identity provider with the request's parts. */
export type JourneyEmitted = ({ type: 'file.save' } & SavedFile) | ({ type: 'provider.leave' } & IdentityStart);

/** What a cancel needs (spec 2, section 7 putLoanCancel). */
export type LookupValues = { option: LookupOption; uen: string; nric: string };

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
  | { type: 'user.restart' }
  // ---- every product and branch up to submit ----
  | { type: 'user.submitProperty'; values: PropertyValues }
  | { type: 'user.editSection'; section: SummarySection }
  | { type: 'user.removePropertyRow'; row: PropertyRowRef }
  // ---- after submission ----
  | { type: 'user.openWelcome' }
  | { type: 'user.openResume' }
  | ({ type: 'user.lookupStatus' } & LookupValues)
  | { type: 'user.skipNonLending' }
  | { type: 'user.submitNonLending'; preferences: NonLendingPreferences }
  | { type: 'user.cancelApplication' }
  | { type: 'user.confirm' }
  | { type: 'user.close' }
  | { type: 'user.continue' }
  | { type: 'user.submitBoardMeeting'; date: BoardMeeting }
  | { type: 'user.openUploads' }
  | { type: 'user.uploadNow'; files: PendingUpload[] }
  | { type: 'user.maybeLater' }
  | { type: 'user.removeDocument'; fileID: string }
  | { type: 'user.replaceDocument'; fileID: string; upload: PendingUpload }
  | { type: 'user.viewDocument'; fileID: string }
  | { type: 'user.savePdf' }
  /** The browser came back from the identity provider to the return page, with its query (spec 2, 2.15). */
  | { type: 'provider.returned'; code?: string; state?: string; error?: string }
  /**
   * The app restored the journey from sessionStorage after a reload: what was loaded then may be stale,
   * and the timers the chart had running are gone. `now`: the browser's clock at the restore (epoch ms),
   * from which a running countdown (the OTP's) takes up again.
   */
  | { type: 'app.restored'; now?: number };

export const initialContext = (settings: JourneySettings = { features, signIn: 'sandbox' }): JourneyContext => ({
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
  otpTriesLeft: OTP_MAX_TRIES,
  otpSentAt: null,
  otpNotice: null,
  otpRefusal: null,
  status: null,
  statusExtras: null,
  submittedRefNo: null,
  lookup: null,
  lookupNotice: null,
  nonLending: null,
  boardMeeting: null,
  boardMeetingDraft: null,
  letterOfOffer: null,
  uploads: null,
  uploadRejections: [],
  uploadSent: [],
  uploadConfirmed: [],
  replacement: null,
  documentImage: null,
  sandboxPersonas: [],
  flags: {
    lookupOption: null,
    firstUser: true,
    boardApproval: false,
    cancellable: true,
    lookupOtpRefused: false,
    product: 'Online',
    propertyStep: false,
    soleProprietor: false,
    fromPreview: false,
  },
  property: null,
  preKnockoutCode: null,
  popup: null,
  readFailure: null,
  errorType: null,
  missingFields: [],
  features: settings.features,
  signIn: settings.signIn,
  identityStart: null,
});
