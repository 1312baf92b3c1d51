import { expect, it } from 'vitest';
import { ErrorBody, paths } from '../../src/contract';
import { MERLION, financing, mailingAndFinancials, retrieved, retrievedApplicant, type Started } from '../server/helpers/journey';
import { describeBank } from '../server/helpers/suite';

/*
 * Text PostgreSQL cannot store (NUL) or that is not Unicode (an unpaired UTF-16 surrogate) is refused
 * with a 400 naming where it was, on every route alike, and nothing of the request is kept.
 */

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

describeBank('text the bank cannot store answers 400, never 5xx', (bank) => {
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string) => {
    const raw = await bank.app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      // JSON.stringify writes a lone surrogate as the escape "\ud800", exactly what a hostile client sends.
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: raw.statusCode, body: raw.json() };
  };

  const refusedAt = (res: { status: number; body: unknown }, where: string, field: string, what: RegExp) => {
    expect(res.status, `${where} ${field}`).toBe(400);
    const error = ErrorBody.parse(res.body);
    expect(error).toMatchObject({ isSucess: false, statusCode: 400, error: 'Bad Request' });
    expect(error.message).toContain(`The ${where}`);
    expect(error.message).toContain(field);
    expect(error.issues?.find((i) => i.path === field)?.message).toMatch(what);
  };

  const row = async (s: Started) =>
    (await bank.db.query<{ financing: { remarks: string }; company: unknown; persons: unknown }>('select financing, company, persons from applications where reference_no = $1', [s.refNo])).rows[0];

  for (const [name, bad, what] of [
    ['a NUL character', `late${NUL}night`, /NUL/],
    ['an unpaired high surrogate', `a${LONE_HIGH}b`, /surrogate/],
    ['an unpaired low surrogate', `${LONE_LOW}`, /surrogate/],
  ] as const) {
    it(`refuses ${name} in the body of the write routes and keeps what was saved`, async () => {
      const s = await retrieved(api(), MERLION.first.nric, { remarks: 'as saved' });
      const before = await row(s);

      refusedAt(await send('PUT', paths.updateFinancing, financing({ referenceNo: s.refNo, remarks: bad }), s.token), 'request body', 'remarks', what);
      refusedAt(
        await send('POST', paths.saveCompany, mailingAndFinancials({ stateId: s.stateId, referenceNo: s.refNo }, { AnnualRevenue1: bad }), s.token),
        'request body',
        'AnnualRevenue1',
        what,
      );
      const person = { ...retrievedApplicant(1, MERLION.first.nric, MERLION.first.name, MERLION.first.mobile, MERLION.first.email), Person_Name: bad };
      refusedAt(await send('PUT', paths.savePerson, { StateId: s.stateId, ReferenceNo: s.refNo, ApplicantDtls: [person] }, s.token), 'request body', 'ApplicantDtls.0.Person_Name', what);
      refusedAt(await send('POST', paths.statusLookup, { type: 'Status', uen: bad, nric: MERLION.first.nric }, s.token), 'request body', 'uen', what);
      refusedAt(await send('POST', paths.createState, { packageId: '13000', dataFields: bad }, s.token), 'request body', 'dataFields', what);
      refusedAt(await send('POST', paths.token, { appId: bad }), 'request body', 'appId', what);

      expect(await row(s)).toEqual(before);
      // The token still works: the refusals changed nothing.
      expect((await send('GET', paths.validateEntity(s.stateId), undefined, s.token)).status).toBe(200);
    });
  }

  it('refuses such text in a field name too', async () => {
    const res = await send('POST', paths.token, { appId: 'SMEDL-WEB', [`x${NUL}`]: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/NUL/);
  });

  it('refuses a NUL in a path parameter (%00) or the query, before any route looks it up', async () => {
    const s = await retrieved(api(), MERLION.first.nric);
    refusedAt(await send('GET', `${paths.validateEntity(s.stateId)}%00`, undefined, s.token), 'path', 'stateId', /NUL/);
    refusedAt(await send('GET', paths.uploadDetails(`${s.refNo}${NUL}`), undefined, s.token), 'path', 'referenceNo', /NUL/);
    refusedAt(await send('POST', paths.myInfoData(s.stateId, `S1234567D${NUL}`), undefined, s.token), 'path', 'code', /NUL/);
    refusedAt(await send('POST', paths.otpGenerate(`9123${NUL}`, s.stateId, s.refNo, 1), undefined, s.token), 'path', 'mobile', /NUL/);
    refusedAt(await send('GET', `${paths.validateEntity(s.stateId)}?lang=en%00`, undefined, s.token), 'query', 'lang', /NUL/);
    refusedAt(await send('GET', `${paths.simOtpOutbox('91234567')}?x=%00`), 'query', 'x', /NUL/);
    refusedAt(await send('GET', paths.officerApplication(`SME${NUL}`)), 'path', 'refNo', /NUL/);
  });

  it('refuses text that is not UTF-8 in the path or the query', async () => {
    const s = await retrieved(api(), MERLION.first.nric);
    // %ED%A0%80 is a surrogate encoded as UTF-8; %E0%A4%A is cut short; %FF is no UTF-8 at all.
    for (const bad of ['%ED%A0%80', '%E0%A4%A', '%FF']) {
      const inPath = await send('GET', `${paths.validateEntity(s.stateId)}${bad}`, undefined, s.token);
      expect(inPath.status, bad).toBe(400);
      const inQuery = await send('GET', `${paths.validateEntity(s.stateId)}?q=${bad}`, undefined, s.token);
      expect(inQuery.status, bad).toBe(400);
    }
  });

  it('answers numbers out of range, deep nesting and huge arrays with 400', async () => {
    const s = await retrieved(api(), MERLION.first.nric);
    const raw = async (method: 'POST' | 'PUT', url: string, payload: string) =>
      bank.app.inject({ method, url, headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' }, payload });
    const fin = JSON.stringify(financing({ referenceNo: s.refNo }));
    for (const payload of [
      fin.replace('"financingAmount":100000', '"financingAmount":1e308'),
      fin.replace('"financingAmount":100000', '"financingAmount":1e400'),
      fin.replace('"financingTenure":3', '"financingTenure":-0'),
      fin.replace('"financingTenure":3', '"financingTenure":3000000000'),
      '['.repeat(20000) + ']'.repeat(20000),
      '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
      JSON.stringify({ ...financing({ referenceNo: s.refNo }), remarks: Array.from({ length: 10000 }, () => 0) }),
    ]) {
      const res = await raw('PUT', paths.updateFinancing, payload);
      expect(res.statusCode, payload.slice(0, 60)).toBe(400);
    }
  });

  // The bank's client lives in the describeBank body; a getter keeps the helpers' signature.
  const api = () => ({
    post: (url: string, body?: unknown, token?: string) => send('POST', url, body, token),
    put: (url: string, body?: unknown, token?: string) => send('PUT', url, body, token),
    get: (url: string, token?: string) => send('GET', url, undefined, token),
  }) as never;
});
