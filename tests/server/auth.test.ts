import { describe, expect, it } from 'vitest';
import { ErrorBody, paths } from '../../services/contract';
import { MERLION, financing, mailingAndFinancials, newToken, retrieved, startApplication } from './helpers/journey';
import { describeBank } from './helpers/suite';

const EIGHT_HOURS = 8 * 3600 * 1000;

describeBank('bearer tokens', (bank, api) => {
  it('refuses SMEDL and OTP calls without a token, with a malformed header or an unknown token (401)', async () => {
    const calls = [
      () => api.get(paths.branches),
      () => api.post(paths.otpGenerate('91234567', 'x', 'y', 1)),
      () => api.post(paths.createState, { packageId: '13000', dataFields: '' }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(401);
      expect(ErrorBody.parse(res.body).message).toMatch(/Authorization/);
    }
    const malformed = await bank.app.inject({ method: 'GET', url: paths.branches, headers: { authorization: 'Token abc' } });
    expect(malformed.statusCode).toBe(401);
    const unknown = await api.get(paths.branches, 'not-a-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toMatch(/not known/);
  });

  it('accepts a token for 8 hours and refuses it afterwards with the session-timeout message', async () => {
    const token = await newToken(api);
    bank.clock.advance(EIGHT_HOURS - 1);
    expect((await api.get(paths.branches, token)).status).toBe(200);
    bank.clock.advance(1);
    const expired = await api.get(paths.branches, token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Sorry, your session has time out. Kindly restart the application again.');
  });

  it('lets the open calls through without a token: token, address, health, SIM aids', async () => {
    expect((await api.post(paths.token, { appId: 'x' })).status).toBe(200);
    expect((await api.get(paths.postal('560123'))).status).toBe(200);
    expect((await api.get(paths.health)).body).toMatchObject({ status: 'ok', mode: 'SIM' });
    expect((await api.get(paths.simPersonas)).status).toBe(200);
    expect((await api.get(paths.simOtpOutbox('91234567'))).body).toEqual({ messages: [] });
  });

  it('answers 403 to an unbound token on every call that names a state or reference', async () => {
    const token = await newToken(api);
    const calls = [
      api.get(paths.getCompany('some-state'), token),
      api.get(paths.getPerson('some-state'), token),
      api.get(paths.getPreview('some-state'), token),
      api.get(paths.validateEntity('some-state'), token),
      api.get(paths.accountList('some-state'), token),
      api.get(paths.getAccount('some-state'), token),
      api.get(paths.getFinancing('SME20260302000001'), token),
      api.get(paths.getStatus('some-state', 'SME20260302000001'), token),
      api.post(paths.myInfoData('some-state', MERLION.uen), undefined, token),
      api.post(paths.saveFinancing, financing({ stateId: 'some-state' }), token),
      api.post(paths.otpGenerate('91234567', 'some-state', 'SME20260302000001', 1), undefined, token),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(ErrorBody.parse(res.body).message).toMatch(/not bound/);
    }
  });

  it('binds a token to the state it creates and refuses any other state or reference number (403)', async () => {
    const mine = await retrieved(api, MERLION.uen);
    const theirs = await retrieved(api, MERLION.uen);
    const other = { stateId: theirs.stateId, refNo: theirs.refNo };
    const calls = [
      api.get(paths.getCompany(other.stateId), mine.token),
      api.get(paths.getPerson(other.stateId), mine.token),
      api.get(paths.getPreview(other.stateId), mine.token),
      api.get(paths.accountList(other.stateId), mine.token),
      api.get(paths.getFinancing(other.refNo), mine.token),
      api.get(paths.getStatus(mine.stateId, other.refNo), mine.token),
      api.get(paths.getStatusEnquiry(other.stateId, mine.refNo), mine.token),
      api.post(paths.saveCompany, mailingAndFinancials({ stateId: mine.stateId, referenceNo: other.refNo }), mine.token),
      api.put(paths.updateFinancing, financing({ stateId: mine.stateId, referenceNo: other.refNo }), mine.token),
      api.put(paths.saveDeclarations, { StateId: other.stateId, Request: true }, mine.token),
      api.post(paths.otpGenerate('91234567', mine.stateId, other.refNo, 1), undefined, mine.token),
      api.put(paths.submit(other.stateId), { RefNo: other.refNo, OrderNumber: 1, IDNumber: MERLION.first.nric, Status: 'Submitted', IsNonLendingCompleted: 'N' }, mine.token),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This token belongs to another application.');
    }
    // Its own application stays reachable.
    expect((await api.get(paths.getCompany(mine.stateId), mine.token)).status).toBe(200);
  });

  it('moves the binding to a new state when the token creates one', async () => {
    const first = await startApplication(api);
    const state = await api.post(paths.createState, { packageId: '12000', dataFields: '' }, first.token);
    expect(state.body.model.stateId).not.toBe(first.stateId);
    expect((await api.get(paths.getCompany(first.stateId), first.token)).status).toBe(403);
    expect((await api.get(paths.getCompany(state.body.model.stateId), first.token)).status).toBe(200);
  });

  it('binds a token to the application a status lookup finds', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const token = await newToken(api);
    expect((await api.get(paths.getCompany(s.stateId), token)).status).toBe(403);
    const lookup = await api.post(paths.statusLookup, { type: 'Resume', uen: MERLION.uen, nric: MERLION.second.nric }, token);
    expect(lookup.body.isSucess).toBe(true);
    expect((await api.get(paths.getCompany(s.stateId), token)).status).toBe(200);
  });
});

describe('modes', () => {
  describeBank(
    'outside SIM',
    (_bank, api) => {
      it('has no SIM aids: personas and the OTP outbox are 404', async () => {
        expect((await api.get(paths.simPersonas)).status).toBe(404);
        const outbox = await api.get(paths.simOtpOutbox('91234567'));
        expect(outbox.status).toBe(404);
        expect(ErrorBody.parse(outbox.body).statusCode).toBe(404);
        expect((await api.get(paths.health)).body).toMatchObject({ mode: 'UAT' });
      });
    },
    { mode: 'UAT' },
  );
});
