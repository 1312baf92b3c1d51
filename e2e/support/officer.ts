import { expect, type APIRequestContext } from '@playwright/test';
import { paths, type CreateOfficerApplication, type OfficerApplication } from '../../src/contract';

/**
 * The sandbox bank's officer console API (SIM only, docs/api.md): how an end-to-end test moves an
 * application through the progress codes, attaches AIP responses and letters of offer.
 */
export class Officer {
  constructor(
    private readonly request: APIRequestContext,
    private readonly baseURL: string,
  ) {}

  private async send<T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
    const res = await this.request.fetch(`${this.baseURL}${path}`, { method, data });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  async create(body: CreateOfficerApplication): Promise<OfficerApplication> {
    const answer = await this.send<{ application: OfficerApplication }>('post', paths.officerApplications, body);
    return answer.application;
  }

  async list(): Promise<OfficerApplication[]> {
    return (await this.send<{ applications: OfficerApplication[] }>('get', paths.officerApplications)).applications;
  }

  progress = (refNo: string, progress: string) => this.send('put', paths.officerProgress(refNo), { progress });
  aip = (refNo: string, shape: 'noProperty' | 'freehold' | 'leasehold' | 'leaseholdJtc') => this.send('put', paths.officerAip(refNo), { shape });
  letterOfOffer = (refNo: string, generatedOn?: string) => this.send('post', paths.officerLetterOfOffer(refNo), generatedOn ? { generatedOn } : {});
  dates = (refNo: string, body: { deadline?: string; expiryDate?: string; letterOfOfferOn?: string; expire?: boolean }) =>
    this.send('put', paths.officerDates(refNo), body);
  /** Every session of the application ends: its next call answers 401. */
  expireSessions = (refNo: string) => this.send('post', paths.officerExpireSessions(refNo));
}

/** What the status lookup tells about a person: the mobile the OTP goes to (asked of the bank's API). */
export async function lookupMobile(
  request: APIRequestContext,
  baseURL: string,
  uen: string,
  nric: string,
  type: 'Status' | 'Resume' = 'Status',
): Promise<string> {
  const token = await request.post(`${baseURL}${paths.token}`, { data: { appId: 'e2e-officer' } });
  const { token: bearer } = (await token.json()) as { token: string };
  const res = await request.post(`${baseURL}${paths.statusLookup}`, {
    data: { type, uen, nric },
    headers: { Authorization: `Bearer ${bearer}` },
  });
  const body = (await res.json()) as { model: { moblileNo: string; referenceNo: string } | null };
  // The lookup shows the number masked (spec 2, 2.4); the officer console knows it in full.
  expect(body.model?.moblileNo, `lookup of ${uen}/${nric}`).toMatch(/^\*{4}\d{4}$/);
  const listing = await request.get(`${baseURL}${paths.officerApplications}`);
  const { applications } = (await listing.json()) as { applications: { referenceNo: string; applicants: { idNumber: string; mobile: string }[] }[] };
  const mobile = applications.find((a) => a.referenceNo === body.model!.referenceNo)?.applicants.find((a) => a.idNumber === nric)?.mobile ?? '';
  expect(mobile.slice(-4), `the number on record of ${nric}`).toBe(body.model!.moblileNo.slice(-4));
  return mobile;
}

/** The newest OTP the SIM outbox holds for a mobile, once it differs from `previous`. */
export async function newestOtp(request: APIRequestContext, baseURL: string, mobile: string, previous = ''): Promise<string> {
  let otp = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${baseURL}${paths.simOtpOutbox(mobile)}`);
      const body = (await res.json()) as { messages: { otp: string }[] };
      otp = body.messages[0]?.otp ?? '';
      return otp !== '' && otp !== previous;
    })
    .toBe(true);
  return otp;
}
