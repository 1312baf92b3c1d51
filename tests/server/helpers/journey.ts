import { expect } from 'vitest';
import {
  CreateStateResponse,
  OtpVerificationResponse,
  StatusLookupResponse,
  paths,
  type Applicant,
  type FinancingApplication,
  type MailingAndFinancials,
} from '../../../src/contract';
import { bankFigures, type BankFigures } from '../../../src/domain/bankFigures';
import type { client } from './bank';

type Client = ReturnType<typeof client>;

/** The happy-path persona of docs/personas.md. */
export const MERLION = {
  uen: '201512345K',
  first: { nric: 'S1234567D', name: 'TAN WEI MING', mobile: '91234567', email: 'wei.ming@example.com' },
  second: { nric: 'S8276543C', name: 'LIM MEI LING', mobile: '82345678', email: 'mei.ling@example.com' },
  accounts: ['0123456789', '0123456790', '0987654321'],
};
export const KOPI = { uen: '53312345D', nric: 'S7534127Z', mobile: '93456789', account: '5012345678' };

/**
 * The start page's payload. Unless a test sets them, the figures are the ones the page shows for the
 * product, amount, tenure and rate (bankFigures, as buildStartPayload sends them).
 */
export function financing(overrides: Partial<FinancingApplication> = {}): FinancingApplication {
  const base: FinancingApplication = {
    referenceNo: '',
    financingType: 'Conventional',
    financingProduct: 'Online',
    financingProductDescription: 'Online',
    isExistingOTPAvailable: '',
    financingAmount: 100000,
    financingTenure: 3,
    indicativeMonthlyInstallment: 3226.72,
    indicativeInterestRate: 10,
    referralCode: '',
    promoCode: '',
    remarks: '',
    stateId: '',
    wcl: 'N',
    property: 'N',
    trade: 'N',
    gas: 'N',
    esg: 'N',
    ddlPromoReferralCode1: '',
    ddlPromoReferralCode2: '',
    source: '',
    ...overrides,
  };
  return { ...base, ...bankFigures(base.financingProduct, base.financingAmount, base.financingTenure, base.indicativeInterestRate), ...figuresIn(overrides) };
}

function figuresIn(overrides: Partial<FinancingApplication>): Partial<BankFigures> {
  const keys = ['financingProductDescription', 'indicativeInterestRate', 'indicativeMonthlyInstallment'] as const;
  return Object.fromEntries(keys.filter((k) => k in overrides).map((k) => [k, overrides[k]]));
}

export function mailingAndFinancials(
  ids: { stateId: string; referenceNo: string },
  overrides: Partial<MailingAndFinancials> = {},
): MailingAndFinancials {
  return {
    ...ids,
    isMailAddressSameAsRegisterAddress: 'Y',
    Address_Format_Type: '',
    Block_Number: '',
    Street_Name: '',
    Storey_Number: '',
    Unit_Number: '',
    Building_Name: '',
    Postal_Code: '',
    Country: '',
    Country_Desc: '',
    Address_Line1: '',
    Address_Line2: '',
    Address_Line3: '',
    State_City: '',
    Locked_Bag_Number: '',
    Godown_Number: '',
    Lot_Mukim_Number: '',
    Box_Number: '',
    Post_Office_Name: '',
    House_Number: '',
    Window_Delivery_Number: '',
    LatestFinancialYearEndDate: '2025-12-31',
    AnnualRevenue1: '1250000.00',
    ProfitOrLossBeforeTax1: '180000.50',
    PreviousFinancialYearEndDate: '',
    AnnualRevenue2: '',
    ProfitOrLossBeforeTax2: '',
    ...overrides,
  };
}

/** A full entry for a person whose identity data was retrieved. */
export function retrievedApplicant(order: number, nric: string, name: string, mobile: string, email: string): Applicant {
  return {
    OrderNumber: order,
    IDNumber: nric,
    Person_Name: name,
    TitleCode: 'MR',
    MaritalStatusCode: '2',
    MarStatusDesp: 'Married',
    CountryOfResidenceCode: 'SG',
    CountryOfResidenceDesc: 'SINGAPORE',
    MobileNumber: mobile,
    Email_Address: email,
    isJointContributerForMortgageLoan: 'NO',
  };
}

/** A contact-only entry, as the first user sends for the other persons. */
export function contactApplicant(order: number, nric: string, name: string, mobile: string, email: string): Applicant {
  return { OrderNumber: order, IDNumber: nric, Person_Name: name, MobileNumber: mobile, Email_Address: email };
}

export async function newToken(api: Client): Promise<string> {
  const res = await api.post(paths.token, { appId: 'SMEDL-WEB' });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

export interface Started {
  token: string;
  stateId: string;
  refNo: string;
}

/** Token, state and a saved application: where every later step starts. */
export async function startApplication(api: Client, overrides: Partial<FinancingApplication> = {}): Promise<Started> {
  const token = await newToken(api);
  const state = await api.post(paths.createState, { packageId: '13000', dataFields: '<browser>test</browser>' }, token);
  expect(state.status).toBe(200);
  const stateId = CreateStateResponse.parse(state.body).model!.stateId;
  const saved = await api.post(paths.saveFinancing, financing({ stateId, ...overrides }), token);
  expect(saved.status).toBe(200);
  return { token, stateId, refNo: saved.body.model.referenceNo as string };
}

/** startApplication, then the SIM identity retrieval with the given NRIC or UEN. */
export async function retrieved(api: Client, code: string, overrides: Partial<FinancingApplication> = {}): Promise<Started> {
  const started = await startApplication(api, overrides);
  const res = await api.post(paths.myInfoData(started.stateId, code), undefined, started.token);
  expect(res.body).toMatchObject({ statuscode: 'OK' });
  // The sign-in rotates the session token: the old one has ended.
  expect(res.body.token).toBeTruthy();
  return { ...started, token: res.body.token as string };
}

/** Everything a Merlion application needs before OTP and submit, saved through the API. */
export async function merlionReadyToSubmit(api: Client): Promise<Started> {
  const s = await retrieved(api, MERLION.first.nric);
  const ids = { stateId: s.stateId, referenceNo: s.refNo };
  expect((await api.post(paths.saveCompany, mailingAndFinancials(ids), s.token)).status).toBe(200);
  const persons = {
    StateId: s.stateId,
    ReferenceNo: s.refNo,
    ApplicantDtls: [
      retrievedApplicant(1, MERLION.first.nric, MERLION.first.name, MERLION.first.mobile, MERLION.first.email),
      contactApplicant(2, MERLION.second.nric, MERLION.second.name, MERLION.second.mobile, MERLION.second.email),
    ],
  };
  expect((await api.put(paths.savePerson, persons, s.token)).status).toBe(200);
  const account = {
    ...ids,
    disbursement_Branch_Code: '012',
    disbursement_Branch_Desc: 'ORCHARD BRANCH',
    disbursement_Branch_Account_No: MERLION.accounts[1],
  };
  expect((await api.post(paths.saveAccount, account, s.token)).status).toBe(200);
  expect((await api.put(paths.saveDeclarations, { StateId: s.stateId, Request: true }, s.token)).status).toBe(200);
  return s;
}

/** A Merlion application submitted by applicant 1 (OTP verified), with applicant 1's token. */
export async function merlionSubmitted(api: Client): Promise<Started> {
  const s = await merlionReadyToSubmit(api);
  const code = await requestOtp(api, s, MERLION.first.mobile);
  expect((await api.post(paths.otpVerify(MERLION.first.mobile, code, s.stateId, s.refNo, 1), undefined, s.token)).body.statusCode).toBe('0');
  const body = { RefNo: s.refNo, OrderNumber: 1, IDNumber: MERLION.first.nric, Status: 'Submitted', IsNonLendingCompleted: 'N' };
  expect((await api.put(paths.submit(s.stateId), body, s.token)).status).toBe(200);
  return s;
}

/** Requests an OTP and reads it back from the SIM outbox, as a tester would from the phone. */
export async function requestOtp(api: Client, s: Started, mobile: string, order = 1): Promise<string> {
  const res = await api.post(paths.otpGenerate(mobile, s.stateId, s.refNo, order), undefined, s.token);
  expect(res.status).toBe(200);
  expect(res.body.model.msg.msgHdr.statusDesc).toBe('Success');
  const outbox = await api.get(paths.simOtpOutbox(mobile));
  return outbox.body.messages[0].otp as string;
}

export interface Lookup {
  /** The lookup's answer. */
  body: ReturnType<typeof StatusLookupResponse.parse>;
  /** The token the lookup used: it opens nothing until the OTP is verified. */
  lookupToken: string;
}

/** A status lookup with a fresh token (spec 2, 4), and nothing more: the application stays closed. */
export async function lookUp(api: Client, uen: string, nric: string, type: 'Status' | 'Resume' = 'Status'): Promise<Lookup> {
  const lookupToken = await newToken(api);
  const res = await api.post(paths.statusLookup, { type, uen, nric }, lookupToken);
  expect(res.status).toBe(200);
  return { lookupToken, body: StatusLookupResponse.parse(res.body) };
}

/**
 * A returning applicant: the lookup, then the OTP sent to the number on record (order 0, named by the
 * lookup's masked mobile), read from the SIM outbox by the full number the test knows, and verified.
 * Returns the token the verification hands out, the one that opens the application.
 */
export async function resumeAs(
  api: Client,
  person: { uen: string; nric: string; mobile: string },
  type: 'Status' | 'Resume' = 'Status',
): Promise<Lookup & Started> {
  const found = await lookUp(api, person.uen, person.nric, type);
  const model = found.body.model;
  expect(model, `the lookup of ${person.nric} found nothing: ${found.body.message}`).toBeTruthy();
  const target = [model!.moblileNo, model!.stateid, model!.referenceNo, 0] as const;
  const sent = await api.post(paths.otpGenerate(...target), undefined, found.lookupToken);
  expect(sent.status).toBe(200);
  expect(sent.body.model.msg.msgHdr.statusDesc).toBe('Success');
  const code = (await api.get(paths.simOtpOutbox(person.mobile))).body.messages[0].otp as string;
  const verified = OtpVerificationResponse.parse(
    (await api.post(paths.otpVerify(model!.moblileNo, code, model!.stateid, model!.referenceNo, 0), undefined, found.lookupToken)).body,
  );
  expect(verified).toMatchObject({ statusCode: '0' });
  expect(verified.token).toBeTruthy();
  return { ...found, token: verified.token!, stateId: model!.stateid, refNo: model!.referenceNo };
}
