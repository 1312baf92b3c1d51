import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { OtpGenerationResponse, OtpVerificationResponse, StatusLookupResponse, paths } from '../../src/contract';
import { buildApp } from '../../server/app';
import { DEFAULT_LIMITS } from '../../server/security/limits';
import { client } from './helpers/bank';
import { MERLION, merlionReadyToSubmit, resumeAs, type Started } from './helpers/journey';
import { describeBank } from './helpers/suite';
import { LogCapture } from './helpers/logCapture';

/**
 * Issue 35, findings 3, 4 and 13: limits that protect the applicant. A stranger knows a UEN and a
 * director's NRIC (no secret); from an address of their own they may slow themselves down, but never
 * lock the applicant out, spend the applicant's codes, or trigger and burn codes addressed to someone else.
 */
const STRANGER = '203.0.113.66';
const APPLICANT = '198.51.100.7';
const first = MERLION.first;

describeBank('OTP limits that protect the applicant', (bank) => {
  const log = new LogCapture();
  let app: FastifyInstance;
  const api = client(() => app);

  beforeAll(async () => {
    app = await buildApp({ db: bank.db, now: bank.clock.now, mode: 'SIM', logger: { level: 'info', stream: log } });
    await app.ready();
  });
  afterAll(async () => app?.close());
  beforeEach(() => {
    log.lines = [];
  });

  /** One call from a client address of its own. */
  const from = async (address: string, url: string, token?: string, body?: object) => {
    const raw = await app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body ? { payload: body } : {}),
    });
    return { status: raw.statusCode, body: raw.json() };
  };
  const newest = async (mobile: string) => ((await api.get(paths.simOtpOutbox(mobile))).body.messages as { otp: string }[]).length;
  const latestCode = async (mobile: string) => ((await api.get(paths.simOtpOutbox(mobile))).body.messages[0] as { otp: string }).otp;
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  /** A lookup with a token of its own, then the OTP of the person found (order 0): the stranger's round. */
  const lookUpAndAsk = async (address: string, person = first) => {
    const token = (await from(address, paths.token, undefined, { appId: 'SMEDL-WEB' })).body.token as string;
    const found = StatusLookupResponse.parse((await from(address, paths.statusLookup, token, { type: 'Resume', uen: MERLION.uen, nric: person.nric })).body);
    const m = found.model!;
    const target = { token, mobile: m.moblileNo, stateId: m.stateid, refNo: m.referenceNo };
    const asked = await from(address, paths.otpGenerate(m.moblileNo, m.stateid, m.referenceNo, 0), token);
    return { ...target, answer: OtpGenerationResponse.parse(asked.body) };
  };
  const enterWrong = async (address: string, t: { token: string; mobile: string; stateId: string; refNo: string }, times: number) => {
    const wrong = wrongFor(await latestCode(first.mobile));
    const answers = [];
    for (let i = 0; i < times; i++) answers.push((await from(address, paths.otpVerify(t.mobile, wrong, t.stateId, t.refNo, 0), t.token)).body);
    return answers;
  };
  /** The applicant at work in their own session meanwhile: it does not time out while the stranger tries. */
  const keepAlive = async (s: Started) => expect((await api.post(paths.keepAlive, undefined, s.token)).status).toBe(200);
  const askOwn = async (s: Started) =>
    OtpGenerationResponse.parse((await api.post(paths.otpGenerate(first.mobile, s.stateId, s.refNo, 1), undefined, s.token)).body);

  it('finding 3: three rounds of lookup, OTP and three wrong codes by a stranger lock no one out', async () => {
    const s = await merlionReadyToSubmit(api);
    for (let round = 0; round < 3; round++) {
      const t = await lookUpAndAsk(STRANGER);
      expect(t.answer.model.msg.msgHdr.statusDesc).toBe('Success');
      const answers = await enterWrong(STRANGER, t, 3);
      expect(answers[2]).toMatchObject({ statusCode: '3' });
    }
    // The applicant's own session, which proved who they are, still gets a code at once.
    expect((await askOwn(s)).model.msg.msgHdr.statusDesc).toBe('Success');
    // Their own resume waits at most the first step of the ladder, told in plain words, not a day.
    const waited = await lookUpAndAsk(APPLICANT);
    expect(waited.answer.model.msg.msgHdr.statusDesc).toBe('Exceeded');
    expect(waited.answer.message).toBe('For your security, please wait 30 seconds before asking for another one-time password.');
    expect(waited.answer.model.retryAt).toBe(new Date(bank.clock.now().getTime() + 30_000).toISOString());
    bank.clock.advance(30_000);
    const back = await resumeAs(api, { uen: MERLION.uen, ...first }, 'Resume');
    expect(back.refNo).toBe(s.refNo);
    // Each wrong entry and each wait is a security event, with ids and counts only.
    expect(log.events('otp.failed').length).toBe(9);
    expect(JSON.stringify(log.lines.filter((l) => l.includes('securityEvent')))).not.toContain(first.mobile);
  });

  it('finding 3: the stranger, not the applicant, meets the growing waits', async () => {
    await merlionReadyToSubmit(api);
    const waits: (string | undefined)[] = [];
    for (let round = 0; round < 6; round++) {
      const t = await lookUpAndAsk(STRANGER);
      if (t.answer.model.msg.msgHdr.statusDesc === 'Success') {
        await enterWrong(STRANGER, t, 3);
        continue;
      }
      waits.push(t.answer.model.retryAt);
      bank.clock.advance(new Date(t.answer.model.retryAt!).getTime() - bank.clock.now().getTime());
    }
    const start = Date.parse('2026-03-02T02:00:00.000Z');
    expect(waits.length).toBeGreaterThan(0);
    expect(log.events('otp.throttled').length).toBe(waits.length);
    // Never a day: the longest wait of the ladder is minutes.
    for (const at of waits) expect(Date.parse(at!) - start).toBeLessThan(60 * 60_000);
  });

  it('finding 4: an outsider cannot spend the applicant’s budget of codes', async () => {
    const s = await merlionReadyToSubmit(api);
    for (let i = 0; i < DEFAULT_LIMITS.otpCodesPerApplicationPerDay; i++) {
      await keepAlive(s);
      const t = await lookUpAndAsk(`203.0.113.${10 + i}`);
      if (t.answer.model.msg.msgHdr.statusDesc !== 'Success') {
        bank.clock.advance(new Date(t.answer.model.retryAt!).getTime() - bank.clock.now().getTime());
        expect((await lookUpAndAsk(`203.0.113.${10 + i}`)).answer.model.msg.msgHdr.statusDesc).toBe('Success');
      }
      bank.clock.advance(30_000);
    }
    expect(await newest(first.mobile)).toBe(DEFAULT_LIMITS.otpCodesPerApplicationPerDay);
    expect((await askOwn(s)).model.msg.msgHdr.statusDesc).toBe('Success');
  });

  it(`finding 4: a day's cap of ${DEFAULT_LIMITS.otpLookupCodesPerMobilePerDay} codes asked by lookups, logged when met; the applicant's own session still gets a code`, async () => {
    const s = await merlionReadyToSubmit(api);
    let sent = 0;
    for (let i = 0; sent < DEFAULT_LIMITS.otpLookupCodesPerMobilePerDay; i++) {
      await keepAlive(s);
      const t = await lookUpAndAsk(`203.0.113.${10 + (i % 200)}`);
      if (t.answer.model.msg.msgHdr.statusDesc === 'Success') sent++;
      else bank.clock.advance(new Date(t.answer.model.retryAt!).getTime() - bank.clock.now().getTime());
    }
    const capped = await lookUpAndAsk(APPLICANT);
    expect(capped.answer.model).toMatchObject({ msg: { msgHdr: { statusDesc: 'Exceeded' } }, heldFor: 'tooManyCodes' });
    expect(log.events('otp.dailyCapReached')).toHaveLength(1);
    expect((await askOwn(s)).model.msg.msgHdr.statusDesc).toBe('Success');
  });

  it('finding 13: a co-applicant can neither trigger nor enter the codes addressed to applicant 1', async () => {
    const s = await merlionReadyToSubmit(api);
    const second = await resumeAs(api, { uen: MERLION.uen, ...MERLION.second }, 'Resume');
    const signedIn = (await api.post(paths.myInfoData(s.stateId, MERLION.second.nric), undefined, second.token)).body.token as string;
    const before = await newest(first.mobile);
    const triggered = await api.post(paths.otpGenerate(first.mobile, s.stateId, s.refNo, 1), undefined, signedIn);
    expect(triggered.status).toBe(403);
    expect(triggered.body.message).toBe('This session may only ask for the one-time password of the applicant signed in to it.');
    expect(await newest(first.mobile)).toBe(before);

    bank.clock.advance(31_000);
    const own = await askOwn(s);
    expect(own.model.msg.msgHdr.statusDesc).toBe('Success');
    const code = await latestCode(first.mobile);
    const burnt = await api.post(paths.otpVerify(first.mobile, wrongFor(code), s.stateId, s.refNo, 1), undefined, signedIn);
    expect(burnt.status).toBe(403);
    const verified = OtpVerificationResponse.parse((await api.post(paths.otpVerify(first.mobile, code, s.stateId, s.refNo, 1), undefined, s.token)).body);
    expect(verified).toMatchObject({ statusCode: '0', triesLeft: 3 });
  });

  it('finding 13: a stranger’s lookup cannot enter, and so burn, the code the applicant’s own session asked for', async () => {
    const s = await merlionReadyToSubmit(api);
    expect((await askOwn(s)).model.msg.msgHdr.statusDesc).toBe('Success');
    const code = await latestCode(first.mobile);
    const token = (await from(STRANGER, paths.token, undefined, { appId: 'SMEDL-WEB' })).body.token as string;
    const found = StatusLookupResponse.parse((await from(STRANGER, paths.statusLookup, token, { type: 'Resume', uen: MERLION.uen, nric: first.nric })).body).model!;
    for (let i = 0; i < 3; i++) {
      const res = await from(STRANGER, paths.otpVerify(found.moblileNo, wrongFor(code), found.stateid, found.referenceNo, 0), token);
      expect(res.body).toMatchObject({ statusCode: '2' });
    }
    const verified = OtpVerificationResponse.parse((await api.post(paths.otpVerify(first.mobile, code, s.stateId, s.refNo, 1), undefined, s.token)).body);
    expect(verified).toMatchObject({ statusCode: '0', triesLeft: 3 });
  });

  it('logs each status lookup as a security event, with no UEN or NRIC in it', async () => {
    await merlionReadyToSubmit(api);
    await lookUpAndAsk(STRANGER);
    const [event] = log.events('status.lookup');
    expect(event).toMatchObject({ found: true });
    expect(JSON.stringify(event)).not.toContain(first.nric);
    expect(JSON.stringify(event)).not.toContain(MERLION.uen);
  });
});
