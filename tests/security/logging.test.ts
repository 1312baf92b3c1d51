import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { paths } from '../../src/contract';
import { buildApp } from '../../server/app';
import { client } from '../server/helpers/bank';
import { KOPI, MERLION, merlionReadyToSubmit, requestOtp } from '../server/helpers/journey';
import { describeBank } from '../server/helpers/suite';
import { LogCapture } from '../server/helpers/logCapture';

/** A value as a whole token: a 6-digit code inside a longer number (a timing, say) is not the code. */
const appears = (log: string, value: string) =>
  new RegExp(`(?<![0-9A-Za-z])${value.replace(/[+]/g, '\\+')}(?![0-9A-Za-z])`, 'i').test(log);

describeBank('Request logging', (bank) => {
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

  it('records a whole journey without an NRIC, a mobile number, an OTP code or a token in it', async () => {
    const s = await merlionReadyToSubmit(api);
    const codes: string[] = [];
    const first = await requestOtp(api, s, MERLION.first.mobile);
    codes.push(first);
    const wrong = first === '000000' ? '111111' : '000000';
    codes.push(wrong);
    await api.post(paths.otpVerify(MERLION.first.mobile, wrong, s.stateId, s.refNo, 1), undefined, s.token);
    const verified = await api.post(paths.otpVerify(MERLION.first.mobile, first, s.stateId, s.refNo, 1), undefined, s.token);
    expect(verified.status).toBe(200);
    // The lookup's NRIC travels in the body; the number in its international forms in a path.
    await api.post(paths.statusLookup, { type: 'Status', uen: MERLION.uen, nric: MERLION.second.nric }, s.token);
    await api.get(paths.simOtpOutbox(`+65${MERLION.second.mobile}`));
    await api.get(paths.simOtpOutbox(`65${KOPI.mobile}`));
    await api.post(paths.myInfoData(s.stateId, KOPI.nric.toLowerCase()), undefined, s.token);
    await api.get(`/rsmedigitalfinancing/MyInfoLanding?state=${s.stateId}&code=${MERLION.first.nric}`);

    const text = log.text;
    for (const nric of [MERLION.first.nric, MERLION.second.nric, KOPI.nric]) expect(appears(text, nric), nric).toBe(false);
    for (const mobile of [MERLION.first.mobile, MERLION.second.mobile, KOPI.mobile]) {
      expect(appears(text, mobile), mobile).toBe(false);
      expect(appears(text, `65${mobile}`), `65${mobile}`).toBe(false);
    }
    for (const code of codes) expect(appears(text, code), `OTP ${code}`).toBe(false);
    expect(text).not.toContain(s.token);
    // Still a useful log: each request recorded, with its route pattern and status.
    const completed = log.lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request completed');
    expect(completed.length).toBeGreaterThanOrEqual(12);
    expect(completed.every((l) => typeof l.reqId === 'string' && typeof l.res?.statusCode === 'number' && typeof l.responseTime === 'number')).toBe(true);
    const incoming = log.lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'incoming request');
    const verifyLine = incoming.find((l) => String(l.req?.route).includes('OTPVerification'));
    expect(verifyLine?.req).toMatchObject({ method: 'POST', route: expect.stringContaining(':otp') });
    expect(verifyLine?.req.url).toContain(s.stateId);
  });

  it('redacts credentials wherever a log line carries headers', async () => {
    app.log.info({ headers: { authorization: 'Bearer live-token-1', cookie: 'sid=live-cookie-2' } }, 'headers');
    app.log.info({ req: { headers: { authorization: 'Bearer live-token-3', cookie: 'sid=live-cookie-4' } } }, 'request headers');
    const text = log.text;
    expect(log.lines.length).toBe(2);
    for (const secret of ['live-token-1', 'live-cookie-2', 'live-token-3', 'live-cookie-4']) expect(text).not.toContain(secret);
  });
});
