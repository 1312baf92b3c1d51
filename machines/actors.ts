import { identityPackageFor } from '../src/domain/identityPackage';
import { messages } from '../src/domain/messages';
import { fromPromise } from 'xstate';
import type { Applicant, FinancingApplication, MailingAndFinancials, SaveAccountRequest, SubmitRequest, BoardMeeting, NonLendingPreferences, UploadedDocument, PropertyDetails } from '../src/contract';
import type { OtpTarget } from '../services/otp';
import {
  assessAtStart as assessAtStartCall,
  fetchToken as fetchTokenCall,
  getPersonas,
  lookupPostal as lookupPostalCall,
  preQualify as preQualifyCall,
  removePropertyRow as removePropertyRowCall,
  requestOtp as requestOtpCall,
  retrieveIdentity as retrieveIdentityCall,
  smedl,
  status as statusCalls,
  upload as uploadCalls,
  verifyOtp as verifyOtpCall,
} from '../services/deferred';
import { isServiceError, ServiceError } from '../services/errors';
import type { AccountsData, DocumentImage, LookupValues, PendingUpload, SavedFile } from './types';
import { paths } from '../src/contract/paths';
import type { Persona } from '../src/contract/identity';
import { documentTypeCodeOf, imageMimeType, storedExtension } from '../src/domain/uploads';
import { pollAccountList } from '../services/accountPolling';
import type { PropertyRowRef } from '../services/propertyRows';

/**
 * A call in the applicant's session. Without a token it fails as an expired session does (the chart goes
 * to SessionExpired) and the bank is not called: a missing token is never sent as an empty one.
 */
function sessionCall<I extends { token: string }, O>(call: (input: I) => Promise<O>) {
  return fromPromise<O, InSession<I>>(({ input }) => {
    const { token } = input;
    // The spread is I with its token narrowed to a string; TypeScript cannot follow Omit back to I.
    return token ? call({ ...input, token } as I) : Promise.reject(noSession());
  });
}

/** An actor's input as the chart gives it: the session token may be missing. */
type InSession<I extends { token: string }> = Omit<I, 'token'> & { token: string | null };
const noSession = () => new ServiceError('unauthorized', 'no session token');

/**
 * Every piece of server I/O the journey performs, one named actor each. Tests replace them with
 * `machine.provide({ actors })`; graph traversal never runs them (it sees their done/error events).
 */
export const fetchToken = fromPromise(() => fetchTokenCall());

/** Browser facts the bank records with the state (spec 1, section 7), as XML. */
function browserDataFields(): string {
  const ua = typeof navigator === 'undefined' ? 'node' : navigator.userAgent;
  const host = typeof location === 'undefined' ? 'localhost' : location.hostname;
  const esc = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<dataFields><browserName>${esc(ua.split(' ')[0] ?? '')}</browserName><version></version><fullVersion></fullVersion><os></os><hostName>${esc(host)}</hostName><userAgent>${esc(ua)}</userAgent></dataFields>`;
}

export const createState = sessionCall((input: { token: string }) =>
  smedl.createState(input.token, identityPackageFor({ continuing: false, firstUser: true }), browserDataFields()),
);

/** A resumed application's retrieval start (spec 2, 7 "Identity retrieval start"): the bank answers with the same state. */
export const startRetrieval = sessionCall((input: { token: string; firstUser: boolean }) =>
  smedl.createState(input.token, identityPackageFor({ continuing: true, firstUser: input.firstUser }), browserDataFields()),
);

export const saveFinancing = sessionCall((input: { token: string; application: FinancingApplication }) =>
  smedl.saveFinancing(input.token, input.application),
);

/** providerState: the state the provider returned beside its code, which names the bank's sign-in (absent in the sandbox). */
export const retrieveIdentity = sessionCall((input: { token: string; stateId: string; code: string; providerState?: string }) =>
  retrieveIdentityCall(input.token, input.stateId, input.code, input.providerState),
);

/**
 * Spec 2, 4 steps 4 and 5: the assessment decides whether CompanyDetails follows, and that page begins
 * by reading the company. The read changes nothing at the bank, so it is sent with the assessment and
 * CompanyDetails takes its answer (a round trip fewer on the identity confirmation); an answer that
 * failed, or one for another token or application, is asked for again.
 */
let companyAhead: { key: string; read: ReturnType<typeof smedl.getCompany> } | null = null;
const companyKey = (input: { token: string; stateId: string }) => `${input.token} ${input.stateId}`;

export const loadCompany = sessionCall((input: { token: string; stateId: string }) => {
  const ahead = companyAhead?.key === companyKey(input) ? companyAhead.read : null;
  companyAhead = null;
  const ask = () => smedl.getCompany(input.token, input.stateId);
  return ahead ? ahead.catch(ask) : ask();
});

export const lookupPostal = fromPromise(({ input }: { input: { postalCode: string } }) => lookupPostalCall(input.postalCode));

export const saveCompany = sessionCall((input: { token: string; payload: MailingAndFinancials }) =>
  smedl.saveCompany(input.token, input.payload),
);

export const loadPersons = sessionCall((input: { token: string; stateId: string }) => smedl.getPersons(input.token, input.stateId));

export const savePersons = sessionCall(
  (input: { token: string; stateId: string; referenceNo: string; applicants: Applicant[] }) =>
    smedl.savePersons(input.token, { StateId: input.stateId, ReferenceNo: input.referenceNo, ApplicantDtls: input.applicants }),
);

/**
 * Spec 1, 4.3: branch list, then account list, then the saved form, in that order. Without the
 * account-check service (spec 3, 9) the account list is not asked for: the applicant types the number.
 */
export const loadAccounts = sessionCall(async (input: { token: string; stateId: string; accountCheck: boolean }): Promise<AccountsData> => {
  const branches = await smedl.getBranches(input.token);
  const accountNumbers = input.accountCheck ? await smedl.getAccountList(input.token, input.stateId) : null;
  const saved = await smedl.getAccountDetails(input.token, input.stateId);
  return { branches, accountNumbers, saved };
});

export const saveAccount = sessionCall((input: { token: string; payload: SaveAccountRequest }) =>
  smedl.saveAccount(input.token, input.payload),
);

export const saveDeclarations = sessionCall((input: { token: string; stateId: string }) =>
  smedl.saveDeclarations(input.token, input.stateId),
);

export const loadPreview = sessionCall((input: { token: string; stateId: string }) => smedl.getPreview(input.token, input.stateId));

export const requestOtp = sessionCall((input: { token: string; target: OtpTarget }) => requestOtpCall(input.token, input.target));

export const verifyOtp = sessionCall((input: { token: string; target: OtpTarget; otp: string }) =>
  verifyOtpCall(input.token, input.target, input.otp),
);

export const submitApplication = sessionCall((input: { token: string; stateId: string; payload: SubmitRequest }) =>
  smedl.submitApplication(input.token, input.stateId, input.payload),
);

export const loadStatus = sessionCall(
  (input: { token: string; stateId: string; refNo: string; origin: 'submit' | 'enquiry' }) =>
    statusCalls.loadStatusView(input.token, input.stateId, input.refNo, input.origin),
);

export const lookupStatus = sessionCall((input: { token: string } & LookupValues) =>
  statusCalls.lookupStatus(input.token, input.option, input.uen, input.nric),
);

export const saveNonLending = sessionCall(
  (input: { token: string; refNo: string; preferences: NonLendingPreferences }) => {
    const p = input.preferences;
    return statusCalls.saveNonLending(input.token, {
      referenceno: input.refNo,
      BusinessInsurance: p.businessInsurance,
      FXDeskServices: p.fxDeskServices,
      HalalNetworkAndCertifiedAdvisory: p.halalNetworkAndCertifiedAdvisory,
      MYCurrentAccount: p.myCurrentAccount,
      SMEStartDigital: p.smeStartDigital,
    });
  },
);

export const cancelApplication = sessionCall((input: { token: string; refNo: string; uen: string }) =>
  statusCalls.cancelApplication(input.token, { refNo: input.refNo, uen: input.uen }),
);

const yyyymmdd = (d: BoardMeeting) => `${d.year}${String(d.month).padStart(2, '0')}${String(d.day).padStart(2, '0')}`;

export const loadBoardMeeting = sessionCall((input: { token: string; applicationNo: string }) =>
  statusCalls.getBoardMeeting(input.token, input.applicationNo),
);

export const validateBoardMeeting = sessionCall(
  (input: { token: string; applicationNo: string; uen: string; date: BoardMeeting }) =>
    statusCalls.validateBoardMeeting(input.token, input.applicationNo, input.uen, yyyymmdd(input.date)),
);

export const saveBoardMeeting = sessionCall(
  (input: { token: string; applicationNo: string; uen: string; date: BoardMeeting }) =>
    statusCalls.saveBoardMeeting(input.token, { applicationNo: input.applicationNo, uen: input.uen, bmdate: yyyymmdd(input.date) }),
);

export const loadLetterOfOffer = sessionCall((input: { token: string; applicationNo: string }) =>
  statusCalls.getLetterOfOffer(input.token, input.applicationNo),
);

export const loadUploads = sessionCall((input: { token: string; refNo: string }) => uploadCalls.getUploads(input.token, input.refNo));

/** What the page shows of one upload while it runs (emitted, not kept in the journey's context). */
export type UploadProgress = { type: 'upload.progress'; uid: string; loaded: number; total: number };
/** The bank has stored one file of the running upload: the page confirms it by name. */
export type UploadStored = { type: 'upload.stored'; uid: string; fileName: string };
export type UploadEmitted = UploadProgress | UploadStored;

export interface UploadResult {
  uploads: UploadedDocument[];
  rejections: { uid: string; fileName: string; message: string }[];
  /** The names of the files the bank stored in this call, in the order sent. */
  stored: string[];
}

type UploadInput = { token: string; refNo: string; applicantId: string; files: PendingUpload[] };

/** Uploads each file in turn; a refusal by the bank (type, size, count) is reported per file, not thrown. */
async function uploadAll(input: UploadInput, emit: (e: UploadEmitted) => void): Promise<Pick<UploadResult, 'rejections' | 'stored'>> {
  const rejections: UploadResult['rejections'] = [];
  const stored: string[] = [];
  for (const f of input.files) {
    // A snapshot restored after a reload has lost its File objects: ask for the file again.
    if (typeof Blob === 'undefined' || !(f.file instanceof Blob)) {
      rejections.push({ uid: f.uid, fileName: '', message: messages.uploadLost });
      continue;
    }
    try {
      const answer = await uploadCalls.uploadDocument(
        input.token,
        { refNo: input.refNo, documentType: f.documentType, uid: f.uid, applicantId: input.applicantId, file: f.file },
        (loaded, total) => emit({ type: 'upload.progress', uid: f.uid, loaded, total }),
      );
      if (!answer.isSucess || answer.data.message) rejections.push({ uid: f.uid, fileName: f.file.name, message: answer.data.message ?? messages.uploadRefused });
      else {
        stored.push(f.file.name);
        emit({ type: 'upload.stored', uid: f.uid, fileName: f.file.name });
      }
    } catch (e) {
      // An expired session ends the journey; any other failure is this file's, so the files the bank
      // already took are listed (and not sent twice) and this row keeps its file for another try.
      if (isServiceError(e) && e.kind === 'unauthorized') throw e;
      rejections.push({ uid: f.uid, fileName: f.file.name, message: isServiceError(e) ? e.message : messages.uploadRefused });
    }
  }
  return { rejections, stored };
}

export const uploadDocuments = fromPromise<UploadResult, InSession<UploadInput>, UploadEmitted>(async ({ input, emit }) => {
  const { token } = input;
  if (!token) throw noSession();
  const sent = await uploadAll({ ...input, token }, emit);
  return { uploads: await uploadCalls.getUploads(token, input.refNo), ...sent };
});

export const replaceDocument = fromPromise<UploadResult, InSession<UploadInput & { fileID: string }>, UploadEmitted>(async ({ input, emit }) => {
  const { token } = input;
  if (!token) throw noSession();
  const sent = await uploadAll({ ...input, token }, emit);
  // The old file goes only once the new one is on the server: a refused replacement loses nothing.
  if (sent.rejections.length === 0) await uploadCalls.deleteDocument(token, { fileID: input.fileID, referenceNo: input.refNo });
  return { uploads: await uploadCalls.getUploads(token, input.refNo), ...sent };
});

export const removeDocument = sessionCall(async (input: { token: string; refNo: string; fileID: string }) => {
  await uploadCalls.deleteDocument(input.token, { fileID: input.fileID, referenceNo: input.refNo });
  return uploadCalls.getUploads(input.token, input.refNo);
});

/** View File: a PDF downloads under its own name, an image opens in the page's viewer (spec 3, "Supporting-document upload"). */
export type OpenedDocument = { kind: 'pdf'; file: SavedFile } | ({ kind: 'image' } & DocumentImage);

export const openDocument = sessionCall(
  async (input: { token: string; refNo: string; document: UploadedDocument | undefined }): Promise<OpenedDocument> => {
    const doc = input.document;
    if (!doc) throw new Error('No such document');
    const type = documentTypeCodeOf(doc.fileDescription) ?? doc.fileDescription;
    const ext = storedExtension(doc);
    if (ext === 'pdf') {
      const blob = await uploadCalls.downloadBlob(input.token, paths.documentPdf(input.refNo, type, doc.fileID));
      return { kind: 'pdf', file: { blob, fileName: doc.rawFileName } };
    }
    const image = await uploadCalls.getDocumentImage(input.token, input.refNo, type, doc.fileID);
    const mime = imageMimeType(image.fileExtension.replace(/^\./, '') || ext);
    return { kind: 'image', name: doc.rawFileName, src: `data:${mime};base64,${image.content}` };
  },
);

/** Save PDF (spec 2, 9): GET GetApplicationPDF/{stateId}/{refNo}, saved as '<ApplicationNo>.pdf'. */
export const downloadApplicationPdf = sessionCall(
  async (input: { token: string; stateId: string; refNo: string; fileName: string }): Promise<SavedFile> => ({
    blob: await uploadCalls.downloadBlob(input.token, paths.applicationPdf(input.stateId, input.refNo)),
    fileName: input.fileName,
  }),
);

/**
 * Tester tooling beside the journey: the bank serves the personas in SIM mode only (404 otherwise), and the
 * page shows them in SIM mode only, so a refusal or failure lists nothing rather than interrupting the page.
 */
export const loadSandboxPersonas = fromPromise(async (): Promise<Persona[]> => {
  try {
    return (await getPersonas()).personas;
  } catch {
    return [];
  }
});

// ---- every product and branch up to submit ----

/** Edit mode (spec 1, 2.1 refNo): the saved application, loaded by its reference number. */
export const loadFinancing = sessionCall((input: { token: string; refNo: string }) => smedl.getFinancing(input.token, input.refNo));

export const updateFinancing = sessionCall((input: { token: string; application: FinancingApplication }) =>
  smedl.updateFinancing(input.token, input.application),
);

/** Spec 1, 4.3: the account list again, until it is no longer null or the attempts run out. */
export const pollAccounts = sessionCall((input: { token: string; stateId: string }) =>
  pollAccountList(() => smedl.getAccountList(input.token, input.stateId)),
);

export const loadProperty = sessionCall((input: { token: string; refNo: string }) => smedl.getPropertyDetails(input.token, input.refNo));

export const saveProperty = sessionCall((input: { token: string; payload: PropertyDetails }) =>
  smedl.saveProperty(input.token, input.payload),
);

/** Spec 2, 4 "Submit on the summary", step 4: the pre-qualification check at the app-submit stage. */
export const preQualify = sessionCall((input: { token: string; stateId: string }) => preQualifyCall(input.token, input.stateId));

/** Spec 2, 2.3: Remove on a row of the summary's bank balance or debt commitment table. */
export const removePropertyRow = sessionCall((input: { token: string; refNo: string; row: PropertyRowRef }) =>
  removePropertyRowCall(input.token, input.refNo, input.row),
);

/** Spec 2, 4 "Return from the national identity service", step 4: the web-application assessment. */
export const assessAtStart = sessionCall((input: { token: string; stateId: string; enabled: boolean }) => {
  const read = smedl.getCompany(input.token, input.stateId);
  // Unused when the assessment fails; its failure is loadCompany's to retry, never unhandled.
  read.catch(() => undefined);
  companyAhead = { key: companyKey(input), read };
  return assessAtStartCall(input.token, input.stateId, input.enabled);
});

export const journeyActors = {
  assessAtStart,
  removePropertyRow,
  loadFinancing,
  updateFinancing,
  pollAccounts,
  loadProperty,
  saveProperty,
  preQualify,
  fetchToken,
  createState,
  startRetrieval,
  saveFinancing,
  retrieveIdentity,
  loadCompany,
  lookupPostal,
  saveCompany,
  loadPersons,
  savePersons,
  loadAccounts,
  saveAccount,
  saveDeclarations,
  loadPreview,
  requestOtp,
  verifyOtp,
  submitApplication,
  loadStatus,
  lookupStatus,
  saveNonLending,
  cancelApplication,
  loadBoardMeeting,
  validateBoardMeeting,
  saveBoardMeeting,
  loadLetterOfOffer,
  loadUploads,
  uploadDocuments,
  replaceDocument,
  removeDocument,
  openDocument,
  downloadApplicationPdf,
  loadSandboxPersonas,
};
