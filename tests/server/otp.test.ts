import { expect, it } from 'vitest';
import { OtpVerificationResponse, paths } from '../../src/contract';
import { MERLION, merlionReadyToSubmit, requestOtp, type Started } from './helpers/journey';
import { describeBank } from './helpers/suite';

const mobile = MERLION.first.mobile;

describeBank('one-time passwords', (bank, api) => {
  const verify = async (s: Started, code: string, order = 1, number = mobile) =>
    (await api.post(paths.otpVerify(number, code, s.stateId, s.refNo, order), undefined, s.token)).body;
  const generate = (s: Started, number = mobile) => api.post(paths.otpGenerate(number, s.stateId, s.refNo, 1), undefined, s.token);
  const outbox = async () => (await api.get(paths.simOtpOutbox(mobile))).body.messages;
  const statusOf = (res: { body: any }): string => res.body.model.msg.msgHdr.statusDesc;
  /** Waits `ms`, then asks again: the bank sends a new code and the outbox holds `sent` in all. */
  const sendsAgainAfter = async (s: Started, ms: number, sent: number) => {
    bank.clock.advance(ms);
    expect(statusOf(await generate(s))).toBe('Success');
    expect(await outbox()).toHaveLength(sent);
  };
  const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');
  const submit = (s: Started) =>
    api.put(paths.submit(s.stateId), { RefNo: s.refNo, OrderNumber: 1, IDNumber: MERLION.first.nric, Status: 'Submitted', IsNonLendingCompleted: 'N' }, s.token);

  it('sends a 6-digit code to the outbox, valid 120 seconds', async () => {
    const s = await merlionReadyToSubmit(api);
    const code = await requestOtp(api, s, mobile);
    expect(code).toMatch(/^\d{6}$/);
    bank.clock.advance(120_000);
    expect(OtpVerificationResponse.parse(await verify(s, code))).toMatchObject({ statusCode: '0' });
  });

  it('answers 2 (expired) after 120 seconds, without using up a try', async () => {
    const s = await merlionReadyToSubmit(api);
    const code = await requestOtp(api, s, mobile);
    bank.clock.advance(120_001);
    expect(await verify(s, code)).toMatchObject({ statusCode: '2', triesLeft: 3 });
    expect((await submit(s)).status).toBe(400);
  });

  it('counts wrong codes down 2, 1, then burns the code (3) so even the right one fails', async () => {
    const s = await merlionReadyToSubmit(api);
    const code = await requestOtp(api, s, mobile);
    expect(await verify(s, otherThan(code))).toMatchObject({ statusCode: '1', triesLeft: 2 });
    expect(await verify(s, otherThan(code))).toMatchObject({ statusCode: '1', triesLeft: 1 });
    expect(await verify(s, otherThan(code))).toMatchObject({ statusCode: '3', triesLeft: 0 });
    expect(await verify(s, code)).toMatchObject({ statusCode: '3', triesLeft: 0 });
  });

  it('accepts a code once only', async () => {
    const s = await merlionReadyToSubmit(api);
    const code = await requestOtp(api, s, mobile);
    expect(await verify(s, code)).toMatchObject({ statusCode: '0' });
    expect(await verify(s, code)).toMatchObject({ statusCode: '2' });
  });

  it('answers Duplicate within 30 seconds of the last request and sends nothing', async () => {
    const s = await merlionReadyToSubmit(api);
    const first = await generate(s);
    bank.clock.advance(29_999);
    const again = await generate(s);
    expect(again.status).toBe(200);
    expect(again.body.didError).toBe(false);
    expect(statusOf(again)).toBe('Duplicate');
    expect(again.body.model.sentAt).toBe(first.body.model.sentAt);
    expect(await outbox()).toHaveLength(1);
    await sendsAgainAfter(s, 1, 2);
  });

  it('holds back no request once the last code was entered: a verified or burnt code is no pending request', async () => {
    const s = await merlionReadyToSubmit(api);
    const code = await requestOtp(api, s, mobile);
    expect(await verify(s, code)).toMatchObject({ statusCode: '0' });
    await sendsAgainAfter(s, 1_000, 2);
    const burnt = (await outbox())[0].otp as string;
    for (let i = 0; i < 3; i++) await verify(s, otherThan(burnt));
    await sendsAgainAfter(s, 1_000, 3);
  });

  it('makes the older code worthless when a new one is sent', async () => {
    const s = await merlionReadyToSubmit(api);
    const old = await requestOtp(api, s, mobile);
    bank.clock.advance(30_000);
    const fresh = await requestOtp(api, s, mobile);
    if (old !== fresh) expect((await verify(s, old)).statusCode).not.toBe('0');
    expect(await verify(s, fresh)).toMatchObject({ statusCode: '0' });
  });

  it("refuses a number that is not the applicant's saved mobile: 'Invalid Mobile Number.'", async () => {
    const s = await merlionReadyToSubmit(api);
    const wrongNumber = await generate(s, '80000000');
    expect(wrongNumber.status).toBe(400);
    expect(wrongNumber.body.message).toBe('Invalid Mobile Number.');
    // Applicant 2's number is not applicant 1's.
    const crossed = await generate(s, MERLION.second.mobile);
    expect(crossed.body.message).toBe('Invalid Mobile Number.');
    const code = await requestOtp(api, s, mobile);
    const verifyOther = await api.post(paths.otpVerify('80000000', code, s.stateId, s.refNo, 1), undefined, s.token);
    expect(verifyOther.status).toBe(400);
  });

  it('lets a verified code authorise one submit within 10 minutes', async () => {
    const s = await merlionReadyToSubmit(api);
    const code = await requestOtp(api, s, mobile);
    expect(await verify(s, code)).toMatchObject({ statusCode: '0' });
    bank.clock.advance(10 * 60_000 + 1);
    const stale = await submit(s);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/verify a new OTP/);
    bank.clock.advance(30_000);
    const again = await requestOtp(api, s, mobile);
    expect(await verify(s, again)).toMatchObject({ statusCode: '0' });
    expect((await submit(s)).status).toBe(200);
  });

  it('lists the outbox newest first', async () => {
    const s = await merlionReadyToSubmit(api);
    await requestOtp(api, s, mobile);
    bank.clock.advance(31_000);
    const second = await requestOtp(api, s, mobile);
    const messages = await outbox();
    expect(messages).toHaveLength(2);
    expect(messages[0].otp).toBe(second);
    expect(Date.parse(messages[0].sentAt)).toBeGreaterThan(Date.parse(messages[1].sentAt));
  });
});
