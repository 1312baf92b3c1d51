import {
  AipResponse,
  DocumentStatusResponse,
  GetBoardMeetingResponse,
  GetNonLendingResponse,
  LetterOfOfferResponse,
  SaveResult,
  StatusLookupResponse,
  ValidateBoardMeetingResponse,
  paths,
} from '../src/contract';
import { ServiceError } from './errors';
import { call } from './client';
import { api } from './http';
import { ensure, getStatus } from './smedl';
import { lookupOutcome, type LookupOption, type LookupOutcome } from '../src/domain/statusLookup';
import type { StatusLookupResult,
  DocumentStatus,
  StatusRequest,
  CancelRequest,
  SaveBoardMeetingRequest,
  SaveNonLendingRequest,
  StatusLookupRequest } from '../src/contract';

/** The status lookup of the Welcome page, classified by the rules of spec 2, section 4. */
export async function lookupStatus(
  token: string,
  option: LookupOption,
  uen: string,
  nric: string,
): Promise<StatusLookup> {
  const body: StatusLookupRequest = { type: option, uen, nric };
  const answer = await call(StatusLookupResponse, api(paths.statusLookup), { method: 'post', token, json: body });
  if (!answer.isSucess || !answer.model) return { outcome: lookupOutcome(option, { found: false }), result: null };
  // The token is the session's, not the application's: it is kept apart from what the lookup found.
  const { token: opened, tokenExpirationDate, ...result } = answer.model;
  return {
    outcome: lookupOutcome(option, { found: true, ...result }),
    result,
    ...(opened ? { token: opened, tokenExpirationDate } : {}),
  };
}

/** What a lookup found; a bank without the OTP bar opens the application at once, under the token given here. */
export interface StatusLookup {
  outcome: LookupOutcome;
  result: StatusLookupResult | null;
  token?: string;
  tokenExpirationDate?: string;
}

/** The CIPAIPResponse JSON string; null when absent or not an AIP response (the page then shows no table). */
export function parseAipResponse(json: string): AipResponse | null {
  if (!json.trim()) return null;
  try {
    const parsed = AipResponse.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface StatusView {
  request: StatusRequest;
  aip: AipResponse | null;
  /** AIP pages show the document status icons; null for other products. */
  documents: DocumentStatus | null;
}

export async function loadStatusView(token: string, stateId: string, refNo: string, origin: 'submit' | 'enquiry'): Promise<StatusView> {
  const request = await getStatus(token, stateId, refNo, origin);
  const documents =
    request.StatusDtls.ProductType === 'AIP'
      ? ensure(await call(DocumentStatusResponse, api(paths.documentStatus(refNo)), { token }), 'Loading the document status').model
      : null;
  return { request, aip: parseAipResponse(request.CIPAIPResponse), documents };
}

export async function cancelApplication(token: string, body: CancelRequest) {
  ensure(await call(SaveResult, api(paths.cancel), { method: 'put', token, json: body }), 'Cancelling the application');
}

export async function getLetterOfOffer(token: string, applicationNo: string) {
  const answer = ensure(await call(LetterOfOfferResponse, api(paths.letterOfOffer(applicationNo)), { token }), 'Loading the letter of offer');
  if (!answer.model?.data) throw new ServiceError('rejected', 'No letter of offer was returned');
  return answer.model;
}

export async function getBoardMeeting(token: string, applicationNo: string) {
  return ensure(await call(GetBoardMeetingResponse, api(paths.getBoardMeeting(applicationNo)), { token }), 'Loading the board meeting date').model;
}

export async function validateBoardMeeting(token: string, applicationNo: string, uen: string, yyyymmdd: string): Promise<boolean> {
  const answer = ensure(
    await call(ValidateBoardMeetingResponse, api(paths.validateBoardMeeting(applicationNo, uen, yyyymmdd)), { token }),
    'Validating the board meeting date',
  );
  return answer.model?.valid === 'true';
}

export async function saveBoardMeeting(token: string, body: SaveBoardMeetingRequest) {
  ensure(await call(SaveResult, api(paths.saveBoardMeeting(body.applicationNo)), { method: 'put', token, json: body }), 'Saving the board meeting date');
}

export async function getNonLending(token: string, refNo: string) {
  return ensure(await call(GetNonLendingResponse, api(paths.getNonLending(refNo)), { token }), 'Loading the preferences').model;
}

export async function saveNonLending(token: string, body: SaveNonLendingRequest) {
  ensure(await call(SaveResult, api(paths.saveNonLending), { method: 'post', token, json: body }), 'Saving the preferences');
}
