import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorBody,
  GetStatusResponse,
  OfficerApplicationList,
  OfficerResult,
  PROGRESS_CODES,
  paths,
} from '../../src/contract';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { AIP_SHAPES } from '../../server/areas/officer/aip';
import { emailOf, mobileOf } from '../../server/areas/officer/create';
import { escapeHtml } from '../../server/areas/officer/page';
import { BACKENDS } from './helpers/backends';
import { KOPI, MERLION, lookUp, merlionReadyToSubmit, resumeAs, startApplication } from './helpers/journey';
import { describeBank } from './helpers/suite';

const SESSION_TIMEOUT = 'Sorry, your session has time out. Kindly restart the application again.';
const officerPaths = (ref: string): [string, string, unknown?][] => [
  ['GET', paths.officerConsole],
  ['GET', paths.officerApplications],
  ['POST', paths.officerApplications, { uen: MERLION.uen, product: 'BTL' }],
  ['GET', paths.officerApplication(ref)],
  ['PUT', paths.officerProgress(ref), { progress: 'LI' }],
  ['PUT', paths.officerAip(ref), { shape: 'freehold' }],
  ['POST', paths.officerLetterOfOffer(ref), {}],
  ['PUT', paths.officerDates(ref), { expire: true }],
  ['POST', paths.officerExpireSessions(ref)],
];

describeBank('the officer console', (bank, api) => {
  const create = async (body: Record<string, unknown>) => {
    const res = await api.post(paths.officerApplications, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return OfficerResult.parse(res.body).application;
  };
  /** The person's lookup and the OTP to their number on record: the answer, and the token that opens the application. */
  const lookup = async (uen: string, nric: string) => {
    const resumed = await resumeAs(api, { uen, nric, mobile: mobileOf(nric) });
    return { token: resumed.token, model: resumed.body.model };
  };
  const statusAs = async (token: string, stateId: string, refNo: string) =>
    GetStatusResponse.parse((await api.get(paths.getStatus(stateId, refNo), token)).body).model.fields!.request!;

  it('creates a submitted application from a persona, for each product', async () => {
    const btl = await create({ uen: MERLION.uen, product: 'BTL' });
    expect(btl).toMatchObject({
      uen: MERLION.uen,
      companyName: 'MERLION PRECISION ENGINEERING PTE. LTD.',
      entityTypeCode: 'LC',
      product: 'BTL',
      status: 'Submitted',
      progress: 'application_complete',
      submittedAt: '2026-03-02T02:00:00.000Z',
      deadline: '2026-03-16',
      hasAipResponse: false,
      applicants: [
        { order: 1, idNumber: MERLION.first.nric, name: MERLION.first.name, submitted: true },
        { order: 2, idNumber: MERLION.second.nric, name: MERLION.second.name, submitted: true },
      ],
    });
    expect(btl.referenceNo).toMatch(/^SME20260302\d{6}$/);

    const { token, model } = await lookup(MERLION.uen, MERLION.second.nric);
    expect(model).toMatchObject({ referenceNo: btl.referenceNo, status: 'SUBMITTED', product: 'BTL', moblileNo: `****${mobileOf(MERLION.second.nric).slice(-4)}` });
    const status = await statusAs(token, btl.stateId, btl.referenceNo);
    expect(status.StatusDtls).toMatchObject({ ProductType: 'BTL', Facility: 'Business Term Loan', Amount: 100000, Tenure: 5, Entity_Type_Code: 'LC' });
    expect(status.StatusDtls.ApplicantsStatus).toEqual([
      { name: MERLION.first.name, status: 'Submitted' },
      { name: MERLION.second.name, status: 'Submitted' },
    ]);

    // The lookup finds the newest application of the business: the clock moves between the two.
    bank.clock.advance(1000);
    const pbf = await create({ uen: MERLION.uen, product: 'PBF', submitted: 'first', amount: 500000, tenure: 10, financingType: 'Islamic' });
    expect(pbf).toMatchObject({ product: 'PBF', progress: 'application_pending' });
    expect(pbf.applicants.map((a) => a.submitted)).toEqual([true, false]);
    const pbfStatus = await statusAs((await lookup(MERLION.uen, MERLION.first.nric)).token, pbf.stateId, pbf.referenceNo);
    expect(pbfStatus.StatusDtls).toMatchObject({ ProductType: 'PBF', FinancingType: 'Islamic', WCL: 'Y', Amount: 500000, Tenure: 10 });
    // The second applicant of a pending joint application can still resume.
    expect((await lookup(MERLION.uen, MERLION.second.nric)).model).toMatchObject({ status: '', isContinue: 'true' });

    const aip = await create({ uen: KOPI.uen, product: 'AIP', progress: 'LAP', isExistingOTPAvailable: 'Y' });
    expect(aip).toMatchObject({ product: 'AIP', progress: 'LAP' });
    const aipStatus = await statusAs((await lookup(KOPI.uen, KOPI.nric)).token, aip.stateId, aip.referenceNo);
    expect(aipStatus.StatusDtls).toMatchObject({ ProductType: 'AIP', Property: 'Y', isExistingOTPAvailable: 'Y', ApplicationProgress: 'LAP' });
    expect(aipStatus.PropertyDetails?.PropertyInMind).toBe('Y');
    expect(aipStatus.PropertyDetails?.PropertyAddress).toMatch(/SINGAPORE \d{6}$/);
  });

  it('gives every person a mobile and an e-mail the contract accepts', () => {
    expect(mobileOf('S1234567D')).toBe('91234567');
    expect(mobileOf('F1234X')).toMatch(/^\d{8}$/);
    expect(emailOf('TAN WEI MING')).toBe('tan.wei.ming@example.com');
    expect(emailOf("O'NEIL, MARY-ANNE")).toBe('o.neil.mary.anne@example.com');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ uen: '999999999X', product: 'BTL' }, 'uen'],
      [{ uen: '201798765M', product: 'BTL' }, 'uen'], // 6 directors: more than an application holds
      [{ uen: MERLION.uen, product: 'XYZ' }, 'product'],
      [{ uen: MERLION.uen, product: 'BTL', amount: -5 }, 'amount'],
      [{ uen: MERLION.uen, product: 'BTL', tenure: 31 }, 'tenure'],
      [{ uen: MERLION.uen, product: 'BTL', progress: 'ZZ' }, 'progress'],
      [{ uen: MERLION.uen, product: 'BTL', submitted: 'some' }, 'submitted'],
      [{ product: 'BTL' }, 'uen'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post(paths.officerApplications, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(ErrorBody.parse(res.body).issues?.map((i) => i.path), JSON.stringify(body)).toContain(field);
      expect(res.body.message, JSON.stringify(body)).toContain(field);
    }

    const a = await create({ uen: MERLION.uen, product: 'AIP' });
    const bad: [string, string, unknown, string][] = [
      ['PUT', paths.officerProgress(a.referenceNo), { progress: 'XX' }, 'progress'],
      ['PUT', paths.officerAip(a.referenceNo), { shape: 'castle' }, 'shape'],
      ['PUT', paths.officerAip(a.referenceNo), {}, 'shape'],
      ['PUT', paths.officerAip(a.referenceNo), { response: { maxCIPAIPLoanAmtFreehold: -1 } }, 'response.maxCIPAIPLoanAmtFreehold'],
      ['POST', paths.officerLetterOfOffer(a.referenceNo), { generatedOn: '2026-02-30' }, 'generatedOn'],
      ['POST', paths.officerLetterOfOffer(a.referenceNo), { generatedOn: '02/03/2026' }, 'generatedOn'],
      ['PUT', paths.officerDates(a.referenceNo), { deadline: '2026-13-01' }, 'deadline'],
      ['PUT', paths.officerDates(a.referenceNo), { expiryDate: 'soon' }, 'expiryDate'],
      ['PUT', paths.officerDates(a.referenceNo), { expire: 'yes' }, 'expire'],
      ['PUT', paths.officerDates(a.referenceNo), {}, 'deadline'],
    ];
    for (const [method, url, body, field] of bad) {
      const res = method === 'PUT' ? await api.put(url, body) : await api.post(url, body);
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path), `${url} ${JSON.stringify(body)}`).toContain(field);
    }
  });

  it('never answers 500, whatever JSON arrives', async () => {
    const a = await create({ uen: MERLION.uen, product: 'AIP' });
    const garbage = ['null', '"text"', '42', 'true', '[]', '{"uen":{"$ne":1}}', '{"shape":null}', '{"response":[]}', '{"progress":["LI"]}', '{"generatedOn":20260302}', '{"expire":"true"}'];
    const routes: ['POST' | 'PUT', string][] = [
      ['POST', paths.officerApplications],
      ['PUT', paths.officerProgress(a.referenceNo)],
      ['PUT', paths.officerAip(a.referenceNo)],
      ['POST', paths.officerLetterOfOffer(a.referenceNo)],
      ['PUT', paths.officerDates(a.referenceNo)],
    ];
    for (const [method, url] of routes) {
      for (const payload of garbage) {
        const res = await bank.app.inject({ method, url, payload, headers: { 'content-type': 'application/json' } });
        expect(res.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
        if (res.statusCode !== 200) expect(ErrorBody.safeParse(res.json()).success, `${method} ${url} ${payload}`).toBe(true);
      }
    }
  });

  it('answers 404 for an application that does not exist', async () => {
    for (const [method, url, body] of officerPaths('SME20990101000000').slice(3)) {
      const res = method === 'GET' ? await api.get(url) : method === 'PUT' ? await api.put(url, body) : await api.post(url, body);
      expect(res.status, url).toBe(404);
      expect(res.body.message, url).toBe('There is no application SME20990101000000.');
    }
  });

  it('lists applications newest first, drafts of the journey included', async () => {
    const first = await create({ uen: MERLION.uen, product: 'BTL' });
    bank.clock.advance(1000);
    const draft = await startApplication(api);
    bank.clock.advance(1000);
    const last = await create({ uen: KOPI.uen, product: 'PBF' });
    const list = OfficerApplicationList.parse((await api.get(paths.officerApplications)).body).applications;
    expect(list.map((a) => a.referenceNo)).toEqual([last.referenceNo, draft.refNo, first.referenceNo]);
    expect(list[1]).toMatchObject({ status: 'Draft', progress: '', submittedAt: null, deadline: null, companyName: '' });
    expect(OfficerResult.parse((await api.get(paths.officerApplication(first.referenceNo))).body).application).toEqual(first);
  });

  it('sets the progress of a submitted application, and records the disbursement on DC', async () => {
    const a = await create({ uen: MERLION.uen, product: 'BTL' });
    const { token } = await lookup(MERLION.uen, MERLION.first.nric);
    for (const progress of ['LI', 'LE', 'UM', 'LA', 'DI', 'DC', 'RJ']) {
      const res = await api.put(paths.officerProgress(a.referenceNo), { progress });
      expect(res.status).toBe(200);
      expect(res.body.application.progress).toBe(progress);
      expect((await statusAs(token, a.stateId, a.referenceNo)).StatusDtls.ApplicationProgress).toBe(progress);
    }
    // Recorded once, on the first DC: the account of the account page and that day.
    expect((await statusAs(token, a.stateId, a.referenceNo)).StatusDtls.AccountDtls).toEqual({ AccountNum: MERLION.accounts[0], Ddate: '02-03-2026' });
    const draft = await startApplication(api);
    const refused = await api.put(paths.officerProgress(draft.refNo), { progress: 'LI' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/has not been submitted yet/);
    expect(PROGRESS_CODES).toContain('HUM');
  });

  it('attaches each AIP shape, only to AIP applications', async () => {
    const a = await create({ uen: MERLION.uen, product: 'AIP' });
    const { token } = await lookup(MERLION.uen, MERLION.first.nric);
    for (const shape of ['noProperty', 'freehold', 'leasehold', 'leaseholdJtc'] as const) {
      const res = await api.put(paths.officerAip(a.referenceNo), { shape });
      expect(res.status).toBe(200);
      expect(res.body.application.hasAipResponse).toBe(true);
      expect(JSON.parse((await statusAs(token, a.stateId, a.referenceNo)).CIPAIPResponse)).toEqual(AIP_SHAPES[shape]);
    }
    expect(AIP_SHAPES.noProperty.maxLoanDetailsNoProp.length).toBeGreaterThanOrEqual(2);
    expect(AIP_SHAPES.freehold).toMatchObject({ maxCIPAIPLoanAmtLeasehold: null, maxLoanDetailsNoProp: [] });
    expect(AIP_SHAPES.leasehold).toMatchObject({ maxCIPAIPLoanAmtFreehold: null, maxCIPAIPLoanAmtJTCLeasehold: null });
    // The expiry is set once (attach day + 30), and an officer's date stays.
    expect((await api.get(paths.officerApplication(a.referenceNo))).body.application.expiryDate).toBe('2026-04-01');

    const btl = await create({ uen: MERLION.uen, product: 'BTL' });
    const res = await api.put(paths.officerAip(btl.referenceNo), { shape: 'freehold' });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('shape');
  });

  it('generates the letter of offer (today by default) and sets the dates', async () => {
    const a = await create({ uen: MERLION.uen, product: 'BTL' });
    const today = await api.post(paths.officerLetterOfOffer(a.referenceNo));
    expect(today.status).toBe(200);
    expect(today.body.application.letterOfOfferOn).toBe('2026-03-02');
    const dated = await api.post(paths.officerLetterOfOffer(a.referenceNo), { generatedOn: '2026-02-27' });
    expect(dated.body.application.letterOfOfferOn).toBe('2026-02-27');
    const dates = await api.put(paths.officerDates(a.referenceNo), { deadline: '2026-03-20', expiryDate: '2026-06-30', letterOfOfferOn: '2026-03-01' });
    expect(dates.body.application).toMatchObject({ deadline: '2026-03-20', expiryDate: '2026-06-30', letterOfOfferOn: '2026-03-01' });
    const draft = await startApplication(api);
    expect((await api.post(paths.officerLetterOfOffer(draft.refNo), {})).status).toBe(409);
  });

  it('expires an application (the lookup says EXPIRED) and undoes it', async () => {
    const a = await create({ uen: MERLION.uen, product: 'BTL' });
    const expired = await api.put(paths.officerDates(a.referenceNo), { expire: true });
    expect(expired.body.application.status).toBe('Expired');
    expect((await lookup(MERLION.uen, MERLION.first.nric)).model).toMatchObject({ status: 'EXPIRED', isContinue: 'false' });
    const back = await api.put(paths.officerDates(a.referenceNo), { expire: false });
    expect(back.body.application.status).toBe('Submitted');
    expect((await lookup(MERLION.uen, MERLION.first.nric)).model?.status).toBe('SUBMITTED');
  });

  it('expires every session bound to the application, and only those', async () => {
    const s = await merlionReadyToSubmit(api);
    const { token: lookedUp } = await resumeAs(api, { uen: MERLION.uen, ...MERLION.second }, 'Resume');
    // A token that has looked the application up and waits for its OTP is one of its sessions too.
    const { lookupToken: waiting } = await lookUp(api, MERLION.uen, MERLION.first.nric, 'Resume');
    const elsewhere = await startApplication(api);
    const res = await api.post(paths.officerExpireSessions(s.refNo));
    expect(res.status).toBe(200);
    expect(res.body.expiredSessions).toBe(3);
    for (const token of [s.token, lookedUp]) {
      const call = await api.get(paths.getCompany(s.stateId), token);
      expect(call.status).toBe(401);
      expect(call.body.message).toBe(SESSION_TIMEOUT);
    }
    const waited = await api.post(paths.otpGenerate('****4567', s.stateId, s.refNo, 0), undefined, waiting);
    expect(waited.status).toBe(401);
    expect((await api.get(paths.getFinancing(elsewhere.refNo), elsewhere.token)).status).toBe(200);
  });

  it('serves the console page: every application, escaped, every control labelled', async () => {
    const a = await create({ uen: MERLION.uen, product: 'AIP' });
    await create({ uen: KOPI.uen, product: 'BTL' });
    const res = await api.get(paths.officerConsole);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body as string;
    expect(html).toContain('<h1>Officer console (SIM)</h1>');
    expect(html).toContain(a.referenceNo);
    expect(html).toContain('KOPI CORNER TRADING');
    expect(html).toContain(`data-url="${paths.officerAip(a.referenceNo)}"`);
    for (const code of PROGRESS_CODES) expect(html).toContain(`<option value="${code}"`);
    // Every visible control has a label pointing at it.
    const ids = [...html.matchAll(/<(?:select|input)(?![^>]*type="hidden")[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(html, id).toContain(`<label for="${id}">`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe('&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;');
  });
});

describeBank(
  'the officer console outside SIM',
  (_bank, api) => {
    it('does not exist: 404 on every path, the page included', async () => {
      for (const [method, url, body] of officerPaths('SME20260302000001')) {
        const res = method === 'GET' ? await api.get(url) : method === 'PUT' ? await api.put(url, body) : await api.post(url, body);
        expect(res.status, `${method} ${url}`).toBe(404);
      }
    });
  },
  { mode: 'UAT' },
);

describe('the console page next to the built front end', () => {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'sme-bank-officer-web-'));
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>SPA</title>');
    db = await BACKENDS[0].openMigrated();
    app = await buildApp({ db, webRoot, mode: 'SIM' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('is not shadowed by the single-page fallback', async () => {
    const page = await app.inject({ url: '/sim/officer' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Officer console (SIM)');
    expect((await app.inject({ url: '/rsmedigitalfinancing/sim/officer' })).body).toContain('<title>SPA</title>');
  });
});
