import { fromPromise } from 'xstate';
import type { Applicant, FinancingApplication, MailingAndFinancials, SaveAccountRequest, SubmitRequest } from '../services/contract';
import { lookupPostal as lookupPostalCall } from '../services/address';
import { retrieveIdentity as retrieveIdentityCall } from '../services/identity';
import { requestOtp as requestOtpCall, verifyOtp as verifyOtpCall, type OtpTarget } from '../services/otp';
import { fetchToken as fetchTokenCall } from '../services/security';
import * as smedl from '../services/smedl';
import type { AccountsData } from './types';

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

export const createState = fromPromise(({ input }: { input: { token: string } }) =>
  smedl.createState(input.token, '13000', browserDataFields()),
);

export const saveFinancing = fromPromise(({ input }: { input: { token: string; application: FinancingApplication } }) =>
  smedl.saveFinancing(input.token, input.application),
);

export const retrieveIdentity = fromPromise(({ input }: { input: { token: string; stateId: string; code: string } }) =>
  retrieveIdentityCall(input.token, input.stateId, input.code),
);

export const loadCompany = fromPromise(({ input }: { input: { token: string; stateId: string } }) => smedl.getCompany(input.token, input.stateId));

export const lookupPostal = fromPromise(({ input }: { input: { postalCode: string } }) => lookupPostalCall(input.postalCode));

export const saveCompany = fromPromise(({ input }: { input: { token: string; payload: MailingAndFinancials } }) =>
  smedl.saveCompany(input.token, input.payload),
);

export const loadPersons = fromPromise(({ input }: { input: { token: string; stateId: string } }) => smedl.getPersons(input.token, input.stateId));

export const savePersons = fromPromise(
  ({ input }: { input: { token: string; stateId: string; referenceNo: string; applicants: Applicant[] } }) =>
    smedl.savePersons(input.token, { StateId: input.stateId, ReferenceNo: input.referenceNo, ApplicantDtls: input.applicants }),
);

/** Spec 1, 4.3: branch list, then account list, then the saved form, in that order. */
export const loadAccounts = fromPromise(async ({ input }: { input: { token: string; stateId: string } }): Promise<AccountsData> => {
  const branches = await smedl.getBranches(input.token);
  const accountNumbers = await smedl.getAccountList(input.token, input.stateId);
  const saved = await smedl.getAccountDetails(input.token, input.stateId);
  return { branches, accountNumbers, saved };
});

export const saveAccount = fromPromise(({ input }: { input: { token: string; payload: SaveAccountRequest } }) =>
  smedl.saveAccount(input.token, input.payload),
);

export const saveDeclarations = fromPromise(({ input }: { input: { token: string; stateId: string } }) =>
  smedl.saveDeclarations(input.token, input.stateId),
);

export const loadPreview = fromPromise(({ input }: { input: { token: string; stateId: string } }) => smedl.getPreview(input.token, input.stateId));

export const requestOtp = fromPromise(({ input }: { input: { token: string; target: OtpTarget } }) => requestOtpCall(input.token, input.target));

export const verifyOtp = fromPromise(({ input }: { input: { token: string; target: OtpTarget; otp: string } }) =>
  verifyOtpCall(input.token, input.target, input.otp),
);

export const submitApplication = fromPromise(({ input }: { input: { token: string; stateId: string; payload: SubmitRequest } }) =>
  smedl.submitApplication(input.token, input.stateId, input.payload),
);

export const loadStatus = fromPromise(({ input }: { input: { token: string; stateId: string; refNo: string } }) =>
  smedl.getStatus(input.token, input.stateId, input.refNo),
);

export const journeyActors = {
  fetchToken,
  createState,
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
};
