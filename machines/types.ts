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
} from '../contract';
import type { PropertyRowRef } from '../services/propertyRows';

export type { PropertyRowRef };
import type { LookupNotice, LookupOption } from '../domain/statusLookup';
import type { z } from 'zod';

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
  /** The bank refused the date: the page shows the 14-day message and clears the fields. */
  boardMeetingInvalid: boolean;
  /** The letter of offer as base64 PDF. */
  letterOfOffer: { data: string; uen: string } | null;
  uploads: UploadedDocument[] | null;
  /** Files the bank refused in the last UPLOAD NOW, by row uid, with its message. */
  uploadRejections: { uid: string; fileName: string; message: string }[];
  /** The rows the last UPLOAD NOW sent, by uid: those the bank did not refuse are then on the server. */
  uploadSent: string[];
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
   * The only context guards read. Graph traversal identifies a state by its value plus these flags
   * (machines/analysis/coverage.ts), so every branch they select is explored.
   */
  flags: JourneyFlags;
  popup: Popup | null;
  /** The error type shown by InvalidEntity / InvalidDirectors (spec 3, section 8). */
  errorType: string | null;
  identityInputInvalid: boolean;
}

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
  /** The start page was opened to edit a saved application (spec 1, 2.1 refNo): it reads Continue and saves to Preview. */
  editMode: boolean;
  /** Set by the Welcome lookup: what the verified OTP continues to. */
  lookupOption: LookupOption | null;
  /** false once a lookup shows the user is not applicant 1 (spec 2, section 6: first user only). */
  firstUser: boolean;
  /** The entity type confirms a board meeting date before the letter of offer (LL, LC, PCLS). */
  boardApproval: boolean;
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
export type JourneyEmitted = { type: 'file.save' } & SavedFile;

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
  | { type: 'user.savePdf' };

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
  statusExtras: null,
  submittedRefNo: null,
  lookup: null,
  lookupNotice: null,
  nonLending: null,
  boardMeeting: null,
  boardMeetingDraft: null,
  boardMeetingInvalid: false,
  letterOfOffer: null,
  uploads: null,
  uploadRejections: [],
  uploadSent: [],
  replacement: null,
  documentImage: null,
  sandboxPersonas: [],
  flags: {
    lookupOption: null,
    firstUser: true,
    boardApproval: false,
    product: 'Online',
    propertyStep: false,
    soleProprietor: false,
    fromPreview: false,
    editMode: false,
  },
  property: null,
  preKnockoutCode: null,
  popup: null,
  errorType: null,
  identityInputInvalid: false,
});
