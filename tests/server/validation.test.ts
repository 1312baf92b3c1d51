import { expect, it } from 'vitest';
import { ErrorBody, paths } from '../../src/contract';
import { MERLION, financing, mailingAndFinancials, retrieved } from './helpers/journey';
import { describeBank } from './helpers/suite';

/** Each POST/PUT route, a body with one bad field, and the field its 400 must name. */
function badBodies(s: { stateId: string; refNo: string }) {
  const ids = { stateId: s.stateId, referenceNo: s.refNo };
  return [
    { route: 'token', send: ['POST', paths.token, { appId: '' }], field: 'appId' },
    { route: 'createState', send: ['POST', paths.createState, { packageId: '99999', dataFields: '' }], field: 'packageId' },
    { route: 'saveFinancing', send: ['POST', paths.saveFinancing, financing({ stateId: s.stateId, financingAmount: -5 })], field: 'financingAmount' },
    { route: 'updateFinancing', send: ['PUT', paths.updateFinancing, financing({ referenceNo: s.refNo, financingTenure: 31 })], field: 'financingTenure' },
    { route: 'saveCompany', send: ['POST', paths.saveCompany, mailingAndFinancials(ids, { Postal_Code: '12AB' })], field: 'Postal_Code' },
    {
      route: 'savePerson',
      send: ['PUT', paths.savePerson, { StateId: s.stateId, ReferenceNo: s.refNo, ApplicantDtls: [{ OrderNumber: 1, IDNumber: MERLION.first.nric, Person_Name: 'X', MobileNumber: '+6591234567', Email_Address: 'a@b.co' }] }],
      field: 'ApplicantDtls.0.MobileNumber',
    },
    {
      route: 'saveAccount',
      send: ['POST', paths.saveAccount, { ...ids, disbursement_Branch_Code: '', disbursement_Branch_Desc: '', disbursement_Branch_Account_No: '' }],
      field: 'disbursement_Branch_Code',
    },
    { route: 'saveDeclarations', send: ['PUT', paths.saveDeclarations, { StateId: s.stateId, Request: false }], field: 'Request' },
    {
      route: 'submit',
      send: ['PUT', paths.submit(s.stateId), { RefNo: s.refNo, OrderNumber: 1, IDNumber: MERLION.first.nric, Status: 'Done', IsNonLendingCompleted: 'N' }],
      field: 'Status',
    },
    { route: 'statusLookup', send: ['POST', paths.statusLookup, { type: 'Status', uen: '   ', nric: MERLION.first.nric }], field: 'uen' },
  ] as const;
}

describeBank('bad input answers 400 with the contract ErrorBody, never 500', (bank, api) => {
  const send = (method: 'POST' | 'PUT', url: string, body: unknown, token?: string) =>
    method === 'POST' ? api.post(url, body, token) : api.put(url, body, token);

  it('names the bad field for every POST and PUT route', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    for (const { route, send: [method, url, body], field } of badBodies(s)) {
      const res = await send(method, url, body, s.token);
      expect(res.status, route).toBe(400);
      const error = ErrorBody.parse(res.body);
      expect(error).toMatchObject({ isSucess: false, statusCode: 400, error: 'Bad Request' });
      expect(error.message, route).toContain(field);
      expect(error.issues?.map((i) => i.path), route).toContain(field);
    }
  });

  it('says which fields are missing when a body is empty or not an object', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    for (const { route, send: [method, url] } of badBodies(s)) {
      const res = await send(method, url, {}, s.token);
      expect(res.status, route).toBe(400);
      expect(res.body.message, route).toMatch(/is required|invalid/);
      const notObject = await send(method, url, [1, 2], s.token);
      expect(notObject.status, route).toBe(400);
      expect(notObject.body.message, route).toBe('The request body is invalid: expected a JSON object.');
    }
    const missing = await api.post(paths.token, {});
    expect(missing.body.message).toBe('The request body has 1 invalid field: appId (is required).');
  });

  it('turns the framework refusals into ErrorBody with a clear message', async () => {
    const inject = (payload: string, contentType = 'application/json') =>
      bank.app.inject({ method: 'POST', url: paths.token, payload, headers: { 'content-type': contentType } });
    const badJson = await inject('{"appId":');
    expect(badJson.statusCode).toBe(400);
    expect(ErrorBody.parse(badJson.json()).message).toBe('The request body is not valid JSON.');
    const empty = await inject('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/empty/);
    const tooLarge = await inject(JSON.stringify({ appId: 'x'.repeat(70_000) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(ErrorBody.parse(tooLarge.json()).message).toMatch(/too large/);
    const text = await inject('appId=x', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(ErrorBody.parse(text.json()).message).toMatch(/application\/json/);
    const proto = await inject('{"appId":"x","__proto__":{"admin":true}}');
    expect(proto.statusCode).toBe(400);
  });

  it('checks path parameters too', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const cases = [
      [api.get(paths.postal('12345')), 'postalCode'],
      [api.get(paths.postal('ABCDEF')), 'postalCode'],
      [api.post(paths.otpGenerate('9123', s.stateId, s.refNo, 1), undefined, s.token), 'mobile'],
      [api.post(paths.otpGenerate('91234567', s.stateId, s.refNo, 9), undefined, s.token), 'order'],
      [api.post(paths.otpVerify('91234567', '12ab56', s.stateId, s.refNo, 1), undefined, s.token), 'otp'],
      [api.post(paths.myInfoData(s.stateId, 'X'.repeat(21)), undefined, s.token), 'code'],
      [api.get(paths.simOtpOutbox('12')), 'mobile'],
    ] as const;
    for (const [pending, field] of cases) {
      const res = await pending;
      expect(res.status, field).toBe(400);
      expect(ErrorBody.parse(res.body).message, field).toContain(field);
    }
    const badEscape = await bank.app.inject({ method: 'GET', url: '/api/address/%E0%A4%A' });
    expect(badEscape.statusCode).toBe(400);
    expect(ErrorBody.safeParse(badEscape.json()).success).toBe(true);
  });

  it('never answers 500, whatever JSON arrives on whichever route', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const garbage = ['null', '"text"', '42', 'true', '[]', '{"a":{"b":[1,{"c":null}]}}', '{"stateId":{"$ne":1}}', '{"StateId":[],"Request":"true"}'];
    const routes: ['POST' | 'PUT', string][] = [
      ...badBodies(s).map(({ send: [method, url] }) => [method, url] as ['POST' | 'PUT', string]),
      ['POST', paths.myInfoData(s.stateId, "x'; drop table applications; --")],
      ['POST', paths.otpVerify('91234567', '123456', s.stateId, s.refNo, 1)],
    ];
    for (const [method, url] of routes) {
      for (const payload of garbage) {
        const res = await bank.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` } });
        expect(res.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
        expect(ErrorBody.safeParse(res.json()).success || res.statusCode === 200, `${method} ${url} ${payload}`).toBe(true);
      }
    }
    // The application survived the SQL in the path.
    expect((await api.get(paths.getCompany(s.stateId), s.token)).status).toBe(200);
  });

  it('answers unknown API paths with a 404 ErrorBody', async () => {
    const res = await api.get('/api/v2/nothing');
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(res.body).message).toBe('There is no GET /api/v2/nothing in the sandbox bank.');
  });
});
