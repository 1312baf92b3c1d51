import { expect, it } from 'vitest';
import { OtpGenerationResponse, paths } from '../../src/contract';
import { buildApp } from '../../server/app';
import { DEFAULT_LIMITS } from '../../server/security/limits';
import { client } from '../server/helpers/bank';
import { MERLION, lookUp, merlionReadyToSubmit, requestOtp, resumeAs, startApplication, type Started } from '../server/helpers/journey';
import { describeBank } from '../server/helpers/suite';

/**
 * The threat: "After 3 wrong tries a new code comes at once: 1,326 codes a minute to one
 * number, to any number the caller types (SMS pumping)". Each test is one abuse the bank must refuse.
 */
const DUPLICATE_WINDOW = 30_000;
const DAY = 24 * 3600 * 1000;
const mobile = MERLION.first.mobile;

describeBank('OTP abuse', (bank, api) => {
  const ask = async (s: Started, number = mobile, order = 1) =>
    OtpGenerationResponse.parse((await api.post(paths.otpGenerate(number, s.stateId, s.refNo, order), undefined, s.token)).body);
  const verify = async (s: Started, code: string) => (await api.post(paths.otpVerify(mobile, code, s.stateId, s.refNo, 1), undefined, s.token)).body;
  const outbox = async (number = mobile) => (await api.get(paths.simOtpOutbox(number))).body.messages as { otp: string }[];
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
  /** Burns the current code: three wrong entries. */
  const burn = async (s: Started) => {
    const code = await requestOtp(api, s, mobile);
    for (let i = 0; i < 3; i++) await verify(s, wrong(code));
  };

  it(`sends at most ${DEFAULT_LIMITS.otpCodesPerApplicationPerDay} codes to one application in a day, then refuses with 'Exceeded'`, async () => {
    const s = await merlionReadyToSubmit(api);
    const first = bank.clock.now();
    for (let i = 0; i < DEFAULT_LIMITS.otpCodesPerApplicationPerDay; i++) {
      expect((await ask(s)).model.msg.msgHdr.statusDesc).toBe('Success');
      bank.clock.advance(DUPLICATE_WINDOW);
    }
    const refused = await ask(s);
    expect(refused.model.msg.msgHdr.statusDesc).toBe('Exceeded');
    expect(refused.message).toMatch(/Too many one-time passwords/);
    // Issue 34, item 15: the bank says why, and from when it sends again (the first code of the day, a day on).
    expect(refused.model).toMatchObject({ heldFor: 'tooManyCodes', retryAt: new Date(first.getTime() + DAY).toISOString() });
    expect(await outbox()).toHaveLength(DEFAULT_LIMITS.otpCodesPerApplicationPerDay);
    // A rolling day: once the first code is a day old, one more may go (to a new session: the old one has ended).
    bank.clock.advance(DAY - DEFAULT_LIMITS.otpCodesPerApplicationPerDay * DUPLICATE_WINDOW + 1);
    expect((await resumeAs(api, { uen: MERLION.uen, ...MERLION.first }, 'Resume')).refNo).toBe(s.refNo);
  });

  it(`sends at most ${DEFAULT_LIMITS.otpCodesPerMobilePerDay} codes to one mobile in a day, across applications`, async () => {
    const apps: Started[] = [];
    // Enough applications that none meets its own day's cap first.
    const count = Math.ceil(DEFAULT_LIMITS.otpCodesPerMobilePerDay / (DEFAULT_LIMITS.otpCodesPerApplicationPerDay - 1));
    for (let i = 0; i < count; i++) apps.push(await merlionReadyToSubmit(api));
    for (let i = 0; i < DEFAULT_LIMITS.otpCodesPerMobilePerDay; i++) {
      expect((await ask(apps[i % apps.length])).model.msg.msgHdr.statusDesc).toBe('Success');
      bank.clock.advance(DUPLICATE_WINDOW / apps.length);
    }
    bank.clock.advance(DUPLICATE_WINDOW);
    for (const s of apps) expect((await ask(s)).model).toMatchObject({ msg: { msgHdr: { statusDesc: 'Exceeded' } }, heldFor: 'tooManyCodes' });
    expect(await outbox()).toHaveLength(DEFAULT_LIMITS.otpCodesPerMobilePerDay);
  });

  it('locks no one out for codes burnt by wrong entries: a new code comes, and so does the resume of another session', async () => {
    const s = await merlionReadyToSubmit(api);
    for (let i = 0; i < 3; i++) {
      await burn(s);
      bank.clock.advance(DUPLICATE_WINDOW);
    }
    expect((await ask(s)).model.msg.msgHdr.statusDesc).toBe('Success');
    expect((await resumeAs(api, { uen: MERLION.uen, ...MERLION.first }, 'Resume')).token).toBeTruthy();
  });

  it('sends only to the number on record: any other number is refused and nothing is sent', async () => {
    const s = await merlionReadyToSubmit(api);
    for (const typed of ['99999999', MERLION.second.mobile]) {
      const res = await api.post(paths.otpGenerate(typed, s.stateId, s.refNo, 1), undefined, s.token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid Mobile Number.');
      expect(await outbox(typed)).toEqual([]);
    }
    // An applicant with no number on record gets no code at all.
    const bare = await startApplication(api);
    expect((await api.post(paths.otpGenerate(mobile, bare.stateId, bare.refNo, 1), undefined, bare.token)).status).toBe(400);
  });

  it('lets a token that only looked an application up ask for nothing but the OTP of the person it found', async () => {
    const s = await merlionReadyToSubmit(api);
    const { lookupToken } = await lookUp(api, MERLION.uen, MERLION.second.nric);
    for (const order of [1, 2]) {
      const res = await api.post(paths.otpGenerate(MERLION.second.mobile, s.stateId, s.refNo, order), undefined, lookupToken);
      expect(res.status).toBe(403);
    }
    const burnt = await api.post(paths.otpVerify(mobile, '123456', s.stateId, s.refNo, 1), undefined, lookupToken);
    expect(burnt.status).toBe(403);
  });

  it('keeps no code in clear: only a keyed hash, unlike the code itself or its plain SHA-256', async () => {
    const s = await merlionReadyToSubmit(api);
    const code = await requestOtp(api, s, mobile);
    const { rows } = await bank.db.query<{ code: string | null; code_hash: string }>('select code, code_hash from otp_codes');
    expect(rows).toHaveLength(1);
    expect(rows[0].code).toBeNull();
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    const { createHash } = await import('node:crypto');
    expect(rows[0].code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(await verify(s, code)).toMatchObject({ statusCode: '0' });
  });

  it('writes no SMS text anywhere outside SIM: the code exists only on its way to the phone', async () => {
    const s = await merlionReadyToSubmit(api);
    const prod = await buildApp({ db: bank.db, now: bank.clock.now, mode: 'PROD' });
    try {
      const res = await client(() => prod).post(paths.otpGenerate(mobile, s.stateId, s.refNo, 1), undefined, s.token);
      expect(res.body.model.msg.msgHdr.statusDesc).toBe('Success');
      const { rows } = await bank.db.query('select * from otp_outbox');
      expect(rows).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
