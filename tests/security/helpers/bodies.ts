import { DOCUMENT_TYPES, type PropertyDetails } from '../../../src/contract';
import { bizOperations } from '../../server/helpers/property';
import { contactApplicant, financing, mailingAndFinancials } from '../../server/helpers/journey';

/** What a body may name of the application it is meant for. */
export interface Target {
  uen: string;
  stateId: string;
  refNo: string;
  nric: string;
  name: string;
  mobile: string;
  fileId: string;
}


/** A new purchase for business operations, no property in mind: a body the contract accepts. */
export const propertyBody = (referenceNo: string): PropertyDetails => bizOperations(referenceNo);

/**
 * A body the contract accepts for each JSON route, addressed to the target application. Valid bodies
 * matter: a body refused by validation would hide whether the route checks who is asking.
 */
export const JSON_BODIES: Record<string, (t: Target) => unknown> = {
  'POST /api/Security': () => ({ appId: 'SMEDL-WEB' }),
  'POST /api/v1/SMEDL/postState': () => ({ packageId: '13000', dataFields: '<browser>probe</browser>' }),
  'POST /api/v1/SMEDL/postStatusEnquiry': (t) => ({ type: 'Status', uen: t.uen, nric: t.nric }),
  'POST /api/v1/SMEDL/postFinancingDetailsForm': (t) => financing({ stateId: t.stateId }),
  'PUT /api/v1/SMEDL/putFinancingDetailsForm': (t) => financing({ stateId: t.stateId, referenceNo: t.refNo }),
  'POST /api/v1/SMEDL/putFinancingDetailsForm': (t) => financing({ stateId: t.stateId, referenceNo: t.refNo }),
  'POST /api/v1/SMEDL/postCompanyDetailsForm': (t) => mailingAndFinancials({ stateId: t.stateId, referenceNo: t.refNo }),
  'PUT /api/v1/SMEDL/putPersonalDetailsForm': (t) => ({
    StateId: t.stateId,
    ReferenceNo: t.refNo,
    ApplicantDtls: [contactApplicant(1, t.nric, t.name, t.mobile, 'someone@example.com')],
  }),
  'POST /api/v1/SMEDL/postAccountDetailsForm': (t) => ({
    stateId: t.stateId,
    referenceNo: t.refNo,
    disbursement_Branch_Code: '012',
    disbursement_Branch_Desc: 'ORCHARD BRANCH',
    disbursement_Branch_Account_No: '',
  }),
  'PUT /api/v1/SMEDL/putTermsandDeclarationForm': (t) => ({ StateId: t.stateId, Request: true }),
  'PUT /api/v1/SMEDL/putSubmitwithFields/:stateId': (t) => ({
    RefNo: t.refNo,
    OrderNumber: 1,
    IDNumber: t.nric,
    Status: 'Submitted',
    IsNonLendingCompleted: 'N',
  }),
  'PUT /api/v1/SMEDL/putLoanCancel': (t) => ({ refNo: t.refNo, uen: t.uen }),
  'POST /api/v1/SMEDL/postNonLendingDetails': (t) => ({
    referenceno: t.refNo,
    BusinessInsurance: 'Y',
    FXDeskServices: 'N',
    HalalNetworkAndCertifiedAdvisory: 'N',
    MYCurrentAccount: 'Y',
    SMEStartDigital: 'N',
  }),
  'PUT /api/v1/SMEDL/BoardMeeting/:applicationNo': (t) => ({ applicationNo: t.refNo, uen: t.uen, bmdate: '20260302' }),
  'PUT /api/v1/SMEDL/DeleteDocumentUpload': (t) => ({ referenceNo: t.refNo, fileID: t.fileId }),
  'PUT /api/v1/SMEDL/UpdateDocumentDescription': (t) => ({ referenceNo: t.refNo, fileID: t.fileId, description: DOCUMENT_TYPES.BS }),
  'POST /api/v1/SMEDL/PropertyDetails': (t) => propertyBody(t.refNo),
  'POST /api/sim/officer/applications': (t) => ({ uen: t.uen, product: 'BTL' }),
  'PUT /api/sim/officer/applications/:refNo/progress': () => ({ progress: 'LP' }),
  'PUT /api/sim/officer/applications/:refNo/aip': () => ({ shape: 'noProperty' }),
  'POST /api/sim/officer/applications/:refNo/letter-of-offer': () => ({}),
  'PUT /api/sim/officer/applications/:refNo/dates': () => ({ deadline: '2026-03-20' }),
  'POST /api/sim/officer/applications/:refNo/expire-sessions': () => ({}),
};

/** POST routes whose whole request is in the path (spec 2, 7: "Payload: none"). */
export const NO_BODY = new Set([
  'POST /api/v1/OTP/OTPGeneration/:mobile/:stateId/:refNo/:order',
  'POST /api/v1/OTP/OTPVerification/:mobile/:otp/:stateId/:refNo/:order',
  'POST /api/v1/SMEDL/GetSMEDigitalMyinfoData/:state/:code',
  'POST /api/Security/KeepAlive',
  'DELETE /api/Security',
]);

/** The path parameters a route may name, for the target application. */
export function pathValues(t: Target): Record<string, string> {
  return {
    stateId: t.stateId,
    state: t.stateId,
    sessionId: t.stateId,
    refNo: t.refNo,
    referenceNo: t.refNo,
    applicationNo: t.refNo,
    code: t.nric,
    mobile: t.mobile,
    otp: '123456',
    order: '1',
    uen: t.uen,
    bmdate: '20260302',
    param: 'APPSUBMIT',
    documentType: 'FS',
    fileID: t.fileId,
    uid: 'row-1',
    applicantId: t.nric,
    postalCode: '238801',
  };
}
