import {
  CreateStateResponse,
  GetAccountDetailsResponse,
  GetAccountListResponse,
  GetCompanyResponse,
  GetFinancingResponse,
  GetPersonResponse,
  GetPreviewResponse,
  GetStatusResponse,
  BranchListResponse,
  SaveFinancingResponse,
  SaveResult,
  SubmitResponse,
  paths,
  type FinancingApplication,
  type MailingAndFinancials,
  type SaveAccountRequest,
  type SavePersonRequest,
  type SubmitRequest,
  // property details
  GetPropertyResponse,
  SavePropertyResponse,
  type PropertyDetails,
} from '../src/contract';
import { ServiceError } from './errors';
import { call } from './client';
import { api } from './http';

/** isSucess false is the bank saying no: a failure the user sees as a get or save failure. */
function ensure<T extends { isSucess: boolean; message?: string }>(answer: T, what: string): T {
  if (!answer.isSucess) throw new ServiceError('rejected', answer.message || `${what} was not successful`);
  return answer;
}

/** model.fields.request, or null when the bank says Data 'Empty'. */
function request<R>(model: { Data?: string; fields?: { request: R | null } | null } | null): R | null {
  return model && model.Data !== 'Empty' && model.fields ? model.fields.request : null;
}

export async function createState(token: string, packageId: '12000' | '13000', dataFields: string) {
  const answer = ensure(await call(CreateStateResponse, api(paths.createState), { method: 'post', token, json: { packageId, dataFields } }), 'Creating the state');
  if (!answer.model) throw new ServiceError('rejected', 'No state record was returned');
  return answer.model;
}

export async function saveFinancing(token: string, application: FinancingApplication) {
  const answer = ensure(await call(SaveFinancingResponse, api(paths.saveFinancing), { method: 'post', token, json: application }), 'Saving the application');
  if (!answer.model?.referenceNo) throw new ServiceError('rejected', 'No reference number was returned');
  return answer.model.referenceNo;
}

export async function getCompany(token: string, stateId: string) {
  return request(ensure(await call(GetCompanyResponse, api(paths.getCompany(stateId)), { token }), 'Loading company details').model);
}

export async function saveCompany(token: string, payload: MailingAndFinancials) {
  ensure(await call(SaveResult, api(paths.saveCompany), { method: 'post', token, json: payload }), 'Saving company details');
}

export async function getPersons(token: string, stateId: string) {
  return request(ensure(await call(GetPersonResponse, api(paths.getPerson(stateId)), { token }), 'Loading person details').model);
}

export async function savePersons(token: string, payload: SavePersonRequest) {
  ensure(await call(SaveResult, api(paths.savePerson), { method: 'put', token, json: payload }), 'Saving person details');
}

export async function getBranches(token: string) {
  const answer = await call(BranchListResponse, api(paths.branches), { token });
  if (answer.didError) throw new ServiceError('rejected', answer.message || 'The branch list is not available');
  return answer.model;
}

/** null while the bank is still fetching the customer's accounts (the chart may poll). */
export async function getAccountList(token: string, stateId: string): Promise<string[] | null> {
  const req = request(ensure(await call(GetAccountListResponse, api(paths.accountList(stateId)), { token }), 'Loading accounts').model);
  const list = req?.Accountlist ?? null;
  if (list === null) return null;
  const items = typeof list === 'string' ? (JSON.parse(list) as { accountNumber: string }[]) : list;
  return items.map((i) => i.accountNumber);
}

export async function getAccountDetails(token: string, stateId: string) {
  return ensure(await call(GetAccountDetailsResponse, api(paths.getAccount(stateId)), { token }), 'Loading account details').model;
}

export async function saveAccount(token: string, payload: SaveAccountRequest) {
  ensure(await call(SaveResult, api(paths.saveAccount), { method: 'post', token, json: payload }), 'Saving account details');
}

export async function saveDeclarations(token: string, stateId: string) {
  ensure(await call(SaveResult, api(paths.saveDeclarations), { method: 'put', token, json: { StateId: stateId, Request: true } }), 'Saving declarations');
}

export async function getPreview(token: string, stateId: string) {
  return request(ensure(await call(GetPreviewResponse, api(paths.getPreview(stateId)), { token }), 'Loading the summary').model);
}

export async function submitApplication(token: string, stateId: string, payload: SubmitRequest) {
  const answer = ensure(await call(SubmitResponse, api(paths.submit(stateId)), { method: 'put', token, json: payload }), 'Submitting');
  return answer.model?.refNo ?? null;
}

/** Spec 2, section 4: after a submit the client reads GetStatus; after a resume or an upload, GetStatusEnquiry. */
export async function getStatus(token: string, stateId: string, refNo: string, origin: 'submit' | 'enquiry' = 'submit') {
  const url = origin === 'submit' ? paths.getStatus(stateId, refNo) : paths.getStatusEnquiry(stateId, refNo);
  const req = request(ensure(await call(GetStatusResponse, api(url), { token }), 'Loading the status').model);
  if (!req) throw new ServiceError('rejected', 'No status was returned');
  return req;
}

export { ensure };

// ---- financing start page: edit mode ----
/** The saved application by reference number (spec 1, 7); edit mode loads it for ?refNo=. */
export async function getFinancing(token: string, refNo: string): Promise<FinancingApplication> {
  const answer = ensure(await call(GetFinancingResponse, api(paths.getFinancing(refNo)), { token }), 'Loading the application');
  if (!answer.model) throw new ServiceError('rejected', 'No application was returned');
  return answer.model;
}

/** Edit mode's save: the same payload with its referenceNo (spec 1, 7). */
export async function updateFinancing(token: string, application: FinancingApplication): Promise<string> {
  const answer = ensure(await call(SaveFinancingResponse, api(paths.updateFinancing), { method: 'put', token, json: application }), 'Updating the application');
  return answer.model?.referenceNo || application.referenceNo;
}
// ---- end financing start page ----
// ---- property details (spec 3, sections 3 and 7) ----

/** The saved property details, or null while nothing has been saved yet. */
export async function getPropertyDetails(token: string, referenceNo: string): Promise<PropertyDetails | null> {
  return ensure(await call(GetPropertyResponse, api(paths.getProperty(referenceNo)), { token }), 'Loading property details').model;
}

export async function saveProperty(token: string, payload: PropertyDetails): Promise<void> {
  ensure(await call(SavePropertyResponse, api(paths.saveProperty), { method: 'post', token, json: payload }), 'Saving property details');
}
// ---- end property details ----
