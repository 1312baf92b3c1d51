import { describe, expect, it } from 'vitest';
import { ErrorBody, KeepAliveResponse, paths } from '../../src/contract';
import { DEFAULT_LIMITS } from '../../server/security/limits';
import { MERLION, financing, lookUp, mailingAndFinancials, merlionReadyToSubmit, newToken, resumeAs, retrieved, startApplication } from './helpers/journey';
import { describeBank } from './helpers/suite';

const EIGHT_HOURS = 8 * 3600 * 1000;
const IDLE = DEFAULT_LIMITS.sessionIdleMs;

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

  it('ends a session idle for 30 minutes with the session-timeout message; a call in between keeps it alive', async () => {
    const token = await newToken(api);
    bank.clock.advance(IDLE - 1);
    expect((await api.get(paths.branches, token)).status).toBe(200);
    bank.clock.advance(IDLE - 1);
    expect((await api.get(paths.branches, token)).status).toBe(200);
    bank.clock.advance(IDLE);
    const idle = await api.get(paths.branches, token);
    expect(idle.status).toBe(401);
    expect(idle.body.message).toBe('Sorry, your session has time out. Kindly restart the application again.');
  });

  it('ends a session 8 hours after it began however busy (spec 1, 4.4)', async () => {
    const token = await newToken(api);
    for (let elapsed = 0; elapsed < EIGHT_HOURS - 1; ) {
      const step = Math.min(IDLE - 1, EIGHT_HOURS - 1 - elapsed);
      bank.clock.advance(step);
      elapsed += step;
      expect((await api.get(paths.branches, token)).status).toBe(200);
    }
    bank.clock.advance(1);
    const expired = await api.get(paths.branches, token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Sorry, your session has time out. Kindly restart the application again.');
  });

  it('keeps a session alive on request (WCAG 2.2.1) and tells when it would idle out', async () => {
    const token = await newToken(api);
    bank.clock.advance(IDLE - 60_000);
    const kept = await api.post(paths.keepAlive, undefined, token);
    expect(kept.status).toBe(200);
    expect(KeepAliveResponse.parse(kept.body)).toEqual({
      idleTimeoutSeconds: IDLE / 1000,
      idleExpiresAt: new Date(bank.clock.now().getTime() + IDLE).toISOString(),
    });
    bank.clock.advance(IDLE - 1);
    expect((await api.get(paths.branches, token)).status).toBe(200);
    expect((await api.post(paths.keepAlive)).status).toBe(401);
  });

  it('ends the session at the bank on CLOSE: the token opens nothing afterwards', async () => {
    const s = await retrieved(api, MERLION.uen);
    expect((await api.get(paths.getCompany(s.stateId), s.token)).status).toBe(200);
    const closed = await bank.app.inject({ method: 'DELETE', url: paths.token, headers: { authorization: `Bearer ${s.token}` } });
    expect(closed.statusCode).toBe(204);
    const after = await api.get(paths.getCompany(s.stateId), s.token);
    expect(after.status).toBe(401);
    expect((await bank.app.inject({ method: 'DELETE', url: paths.token })).statusCode).toBe(401);
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
    // A new start is not a continue: package 13000 (spec 1, 4.1).
    const state = await api.post(paths.createState, { packageId: '13000', dataFields: '' }, first.token);
    expect(state.body.model.stateId).not.toBe(first.stateId);
    expect((await api.get(paths.getCompany(first.stateId), first.token)).status).toBe(403);
    expect((await api.get(paths.getCompany(state.body.model.stateId), first.token)).status).toBe(200);
  });

  it('opens nothing on a status lookup alone: only the OTP sent to the number on record binds the application', async () => {
    const s = await merlionReadyToSubmit(api);
    const found = await lookUp(api, MERLION.uen, MERLION.second.nric, 'Resume');
    expect(found.body.isSucess).toBe(true);
    // The lookup answers before anyone has proved who they are: the mobile is masked (spec 2, 2.4).
    expect(found.body.model?.moblileNo).toBe('****5678');
    const t = found.lookupToken;
    const closed = [
      api.get(paths.getCompany(s.stateId), t),
      api.get(paths.getPerson(s.stateId), t),
      api.get(paths.getPreview(s.stateId), t),
      api.get(paths.getFinancing(s.refNo), t),
      api.get(paths.getStatusEnquiry(s.stateId, s.refNo), t),
      api.post(paths.otpGenerate(MERLION.second.mobile, s.stateId, s.refNo, 2), undefined, t),
    ];
    for (const res of await Promise.all(closed)) expect(res.status).toBe(403);

    const resumed = await resumeAs(api, { uen: MERLION.uen, nric: MERLION.second.nric, mobile: MERLION.second.mobile }, 'Resume');
    expect(resumed.token).not.toBe(resumed.lookupToken);
    expect((await api.get(paths.getCompany(s.stateId), resumed.token)).status).toBe(200);
    // Rotated: the token that looked the application up is ended by the binding.
    expect((await api.get(paths.getCompany(s.stateId), resumed.lookupToken)).status).toBe(401);
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
