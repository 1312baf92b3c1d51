/**
 * Every path of the wire, shared by the client and the sandbox bank so the two cannot drift.
 * Where the spec says "path not shown", the path here is ours (see docs/api.md).
 */
const e = encodeURIComponent;
export const SMEDL = '/api/v1/SMEDL';
export const OTP = '/api/v1/OTP';

export const paths = {
  token: '/api/Security',
  /** Ours: a use of the session that resets its idle timeout. */
  keepAlive: '/api/Security/KeepAlive',
  createState: `${SMEDL}/postState`,
  saveFinancing: `${SMEDL}/postFinancingDetailsForm`,
  updateFinancing: `${SMEDL}/putFinancingDetailsForm`,
  getFinancing: (refNo: string) => `${SMEDL}/getFinancingDetailsForm/${e(refNo)}`,
  myInfoData: (state: string, code: string) => `${SMEDL}/GetSMEDigitalMyinfoData/${e(state)}/${e(code)}`,
  validateEntity: (stateId: string) => `${SMEDL}/Validate/${e(stateId)}`,
  getCompany: (stateId: string) => `${SMEDL}/getCompanyDetailsForm/${e(stateId)}`,
  saveCompany: `${SMEDL}/postCompanyDetailsForm`,
  postal: (postalCode: string) => `/api/address/${e(postalCode)}`,
  getPerson: (stateId: string) => `${SMEDL}/getPersonDetailsForm/${e(stateId)}`,
  savePerson: `${SMEDL}/putPersonalDetailsForm`,
  branches: `${SMEDL}/getBankBranch`,
  accountList: (stateId: string) => `${SMEDL}/getAccountList/${e(stateId)}`,
  getAccount: (stateId: string) => `${SMEDL}/getAccountDetailsForm/${e(stateId)}`,
  saveAccount: `${SMEDL}/postAccountDetailsForm`,
  saveDeclarations: `${SMEDL}/putTermsandDeclarationForm`,
  getPreview: (stateId: string) => `${SMEDL}/getSMEDLPreviewForm/${e(stateId)}`,
  submit: (stateId: string) => `${SMEDL}/putSubmitwithFields/${e(stateId)}`,
  otpGenerate: (mobile: string, stateId: string, refNo: string, order: number) =>
    `${OTP}/OTPGeneration/${e(mobile)}/${e(stateId)}/${e(refNo)}/${order}`,
  otpVerify: (mobile: string, otp: string, stateId: string, refNo: string, order: number) =>
    `${OTP}/OTPVerification/${e(mobile)}/${e(otp)}/${e(stateId)}/${e(refNo)}/${order}`,
  statusLookup: `${SMEDL}/postStatusEnquiry`,
  getStatus: (stateId: string, refNo: string) => `${SMEDL}/GetStatus/${e(stateId)}/${e(refNo)}`,
  getStatusEnquiry: (stateId: string, refNo: string) => `${SMEDL}/GetStatusEnquiry/${e(stateId)}/${e(refNo)}`,
  cancel: `${SMEDL}/putLoanCancel`,
  letterOfOffer: (applicationNo: string) => `${SMEDL}/GetLetterOffer/${e(applicationNo)}`,
  validateBoardMeeting: (applicationNo: string, uen: string, yyyymmdd: string) =>
    `${SMEDL}/ValidateBoardMeeting/${e(applicationNo)}/${e(uen)}/${e(yyyymmdd)}`,
  saveBoardMeeting: (applicationNo: string) => `${SMEDL}/BoardMeeting/${e(applicationNo)}`,
  getBoardMeeting: (applicationNo: string) => `${SMEDL}/GetBoardMeeting/${e(applicationNo)}`,
  /** Ours: the application summary as a PDF named after the application number. */
  applicationPdf: (stateId: string, refNo: string) => `${SMEDL}/GetApplicationPDF/${e(stateId)}/${e(refNo)}`,
  /** Ours (spec: "paths not shown"). */
  getNonLending: (refNo: string) => `${SMEDL}/getNonLendingDetails/${e(refNo)}`,
  saveNonLending: `${SMEDL}/postNonLendingDetails`,
  uploadDetails: (refNo: string) => `${SMEDL}/GetUploadDetails/${e(refNo)}`,
  upload: (refNo: string, documentType: string, uid: string, applicantId: string) =>
    `${SMEDL}/PostDocumentUpload/${e(refNo)}/${e(documentType)}/${e(uid)}/${e(applicantId)}`,
  deleteDocument: `${SMEDL}/DeleteDocumentUpload`,
  /** Ours. */
  updateDocumentDescription: `${SMEDL}/UpdateDocumentDescription`,
  documentPdf: (refNo: string, documentType: string, fileId: string) =>
    `${SMEDL}/GetDocumentUploadPDF/${e(refNo)}/${e(documentType)}/${e(fileId)}`,
  /** Ours. */
  documentImage: (refNo: string, documentType: string, fileId: string) =>
    `${SMEDL}/GetDocumentUploadImage/${e(refNo)}/${e(documentType)}/${e(fileId)}`,
  /** Ours. */
  documentStatus: (refNo: string) => `${SMEDL}/GetDocumentStatus/${e(refNo)}`,
  /** Spec 1, 7 and 2, 7: the pre-qualification knockout; param is the stage (APPSUBMIT at the summary). */
  preQualification: (sessionId: string, param: string) => `${SMEDL}/PreQualificationknockout/${e(sessionId)}/${e(param)}`,
  /** SIM only. */
  officerApplications: '/api/sim/officer/applications',
  officerApplication: (refNo: string) => `/api/sim/officer/applications/${e(refNo)}`,
  officerProgress: (refNo: string) => `/api/sim/officer/applications/${e(refNo)}/progress`,
  officerAip: (refNo: string) => `/api/sim/officer/applications/${e(refNo)}/aip`,
  officerLetterOfOffer: (refNo: string) => `/api/sim/officer/applications/${e(refNo)}/letter-of-offer`,
  officerDates: (refNo: string) => `/api/sim/officer/applications/${e(refNo)}/dates`,
  /** Expires every token bound to the application, so testers can reach SessionExpired. */
  officerExpireSessions: (refNo: string) => `/api/sim/officer/applications/${e(refNo)}/expire-sessions`,
  /** The console page itself (HTML). */
  officerConsole: '/sim/officer',
  officerConsoleScript: '/sim/officer/console.js',
  officerConsoleStyle: '/sim/officer/console.css',
  /** SIM only. */
  simPersonas: '/api/sim/personas',
  simOtpOutbox: (mobile: string) => `/api/sim/otp-outbox/${e(mobile)}`,
  health: '/api/health',
  // ---- property details (spec 3, section 7) ----
  getProperty: (refNo: string) => `${SMEDL}/GetPropertyDetails/${e(refNo)}`,
  saveProperty: `${SMEDL}/PropertyDetails`,
  // ---- end property details ----
} as const;
