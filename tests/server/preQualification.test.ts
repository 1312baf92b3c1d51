import { expect, it } from 'vitest';
import { PreQualificationResponse, paths } from '../../src/contract';
import { MERLION, mailingAndFinancials, newToken, retrieved, startApplication } from './helpers/journey';
import { describeBank } from './helpers/suite';

describeBank('pre-qualification knockout at submit (spec 2, 4 step 4)', (_bank, api) => {
  const check = async (token: string, stateId: string, stage = 'APPSUBMIT') => {
    const res = await api.get(paths.preQualification(stateId, stage), token);
    return { status: res.status, body: res.body };
  };
  const withRevenue = async (revenue: string, product: 'Online' | 'Personalised' = 'Online') => {
    const s = await retrieved(api, MERLION.first.nric, product === 'Online' ? {} : { financingProduct: 'Personalised', financingProductDescription: 'Personalised', financingTenure: 0, wcl: 'Y' });
    const saved = await api.post(paths.saveCompany, mailingAndFinancials({ stateId: s.stateId, referenceNo: s.refNo }, { AnnualRevenue1: revenue }), s.token);
    expect(saved.status).toBe(200);
    return s;
  };

  it.each([
    ['Online', '100000', 'SUCCESS', null],
    ['Online', '99999.99', 'Fail', 'M09'],
    ['Online', '20000000', 'SUCCESS', null],
    ['Online', '20000000.01', 'Fail', 'M11'],
    ['Personalised', '50000', 'SUCCESS', null],
    ['Personalised', '25000000', 'Fail', 'M11'],
  ] as const)('%s with an annual revenue of %s: %s %s', async (product, revenue, status, code) => {
    const s = await withRevenue(revenue, product);
    const res = await check(s.token, s.stateId);
    expect(res.status).toBe(200);
    const body = PreQualificationResponse.parse(res.body);
    expect(body.model?.status).toBe(status);
    expect(body.model?.error?.code ?? null).toBe(code);
  });

  it('fails without a code when no financial highlights were saved (the client shows M12)', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const body = PreQualificationResponse.parse((await check(s.token, s.stateId)).body);
    expect(body.model).toEqual({ status: 'Fail', error: { code: null } });
  });

  // Spec 2, 4 "Return from the national identity service" step 4: the web-application assessment.
  it.each([
    ['S7712345H', 'HARBOURLIGHT (declined at start)', { status: 'Fail', error: { code: null } }],
    [MERLION.first.nric, 'MERLION', { status: 'SUCCESS', error: null }],
  ] as const)('APPSTART for %s (%s) assesses the business just retrieved, before anything is saved', async (nric, _name, model) => {
    const s = await retrieved(api, nric);
    const body = PreQualificationResponse.parse((await check(s.token, s.stateId, 'APPSTART')).body);
    expect(body.model).toEqual(model);
  });

  it('refuses an unknown stage with a clear message, and answers 401 without a token and 403 for another application', async () => {
    const s = await startApplication(api);
    const bad = await check(s.token, s.stateId, 'LATER');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/param/);
    expect((await api.get(paths.preQualification(s.stateId, 'APPSUBMIT'))).status).toBe(401);
    const other = await newToken(api);
    const mine = await startApplication(api);
    expect((await check(other, mine.stateId)).status).toBe(403);
    expect((await check(s.token, mine.stateId)).status).toBe(403);
  });
});
