import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { paths } from '../../../src/contract';
import type { client } from '../../server/helpers/bank';
import {
  KOPI,
  MERLION,
  mailingAndFinancials,
  merlionReadyToSubmit,
  requestOtp,
  retrieved,
  retrievedApplicant,
  type Started,
} from '../../server/helpers/journey';
import { multipartBody, SAMPLES } from '../../server/helpers/multipart';

type Client = ReturnType<typeof client>;

export interface Person {
  nric: string;
  name: string;
  mobile: string;
}

/** An application built through the API, with everything a route's path or body may name. */
export interface Victim {
  label: string;
  uen: string;
  token: string;
  stateId: string;
  refNo: string;
  /** The person who built it (applicant 1): the one a status lookup names. */
  applicant: Person;
  /** Everyone on the application: their NRIC, name and mobile must never reach anyone else. */
  persons: Person[];
  /** A document applicant 1 uploaded. */
  fileId: string;
  documentType: 'FS';
}

const KOPI_PERSON: Person = { nric: KOPI.nric, name: 'RAHMAN BIN ISMAIL', mobile: KOPI.mobile };

export async function uploadPdf(app: FastifyInstance, s: Started, nric: string): Promise<string> {
  const { payload, contentType } = multipartBody([{ name: 'files', filename: 'statement.pdf', data: SAMPLES.pdf }]);
  const res = await app.inject({
    method: 'POST',
    url: paths.upload(s.refNo, 'FS', 'row-1', nric),
    headers: { 'content-type': contentType, authorization: `Bearer ${s.token}` },
    payload,
  });
  expect(res.statusCode).toBe(200);
  const fileId = res.json().model?.fileID as string | undefined;
  expect(fileId).toBeTruthy();
  return fileId!;
}

/**
 * Merlion (two directors), submitted by applicant 1, with an uploaded statement and a letter of offer the
 * officer generated: every route after the submit has something real to give away.
 */
export async function submittedMerlion(api: Client, app: FastifyInstance): Promise<Victim> {
  const s = await merlionReadyToSubmit(api);
  const fileId = await uploadPdf(app, s, MERLION.first.nric);
  const code = await requestOtp(api, s, MERLION.first.mobile);
  expect((await api.post(paths.otpVerify(MERLION.first.mobile, code, s.stateId, s.refNo, 1), undefined, s.token)).body.statusCode).toBe('0');
  const submit = { RefNo: s.refNo, OrderNumber: 1, IDNumber: MERLION.first.nric, Status: 'Submitted', IsNonLendingCompleted: 'N' };
  expect((await api.put(paths.submit(s.stateId), submit, s.token)).status).toBe(200);
  expect((await api.post(paths.officerLetterOfOffer(s.refNo), {})).status).toBe(200);
  const first = { nric: MERLION.first.nric, name: MERLION.first.name, mobile: MERLION.first.mobile };
  const second = { nric: MERLION.second.nric, name: MERLION.second.name, mobile: MERLION.second.mobile };
  return { label: 'Merlion, submitted', uen: MERLION.uen, ...s, applicant: first, persons: [first, second], fileId, documentType: 'FS' };
}

/** Kopi (a sole proprietor), every section saved and a document uploaded, not submitted. */
export async function draftKopi(api: Client, app: FastifyInstance): Promise<Victim> {
  const s = await retrieved(api, KOPI.nric);
  const ids = { stateId: s.stateId, referenceNo: s.refNo };
  expect((await api.post(paths.saveCompany, mailingAndFinancials(ids), s.token)).status).toBe(200);
  const applicants = [retrievedApplicant(1, KOPI.nric, KOPI_PERSON.name, KOPI.mobile, 'rahman@example.com')];
  expect((await api.put(paths.savePerson, { StateId: s.stateId, ReferenceNo: s.refNo, ApplicantDtls: applicants }, s.token)).status).toBe(200);
  const account = { ...ids, disbursement_Branch_Code: '045', disbursement_Branch_Desc: '', disbursement_Branch_Account_No: KOPI.account };
  expect((await api.post(paths.saveAccount, account, s.token)).status).toBe(200);
  expect((await api.put(paths.saveDeclarations, { StateId: s.stateId, Request: true }, s.token)).status).toBe(200);
  const fileId = await uploadPdf(app, s, KOPI.nric);
  return { label: 'Kopi, draft', uen: KOPI.uen, ...s, applicant: KOPI_PERSON, persons: [KOPI_PERSON], fileId, documentType: 'FS' };
}
