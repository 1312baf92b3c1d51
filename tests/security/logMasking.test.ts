import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { paths } from '../../src/contract';
import { buildApp } from '../../server/app';
import { identityProviderFromEnv } from '../../server/areas/identity/provider';
import { MOCKPASS_KEYS } from '../../scripts/mockpass';
import { client } from '../server/helpers/bank';
import { startApplication } from '../server/helpers/journey';
import { describeBank } from '../server/helpers/suite';
import { LogCapture } from '../server/helpers/logCapture';

/*
 * Issue 35, finding 12: the identity provider's codes, and mobile numbers not starting with 8 or 9, reached
 * the log in clear. Every request below goes through the real bank and its logger; the captured log must
 * hold none of them, in any of the forms people and browsers write them.
 */

/** The log as a reader would search it: decoded, and with the separators people put in numbers taken out. */
function squeezed(text: string): string {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    /* as written */
  }
  return decoded.replace(/[\s().+-]/g, '');
}

/** A number's subscriber part, the last eight digits: whatever prefix or grouping it came in, these are the person's. */
const subscriber = (mobile: string) => mobile.replace(/\D/g, '').slice(-8);

/** Numbers of every shape, none starting with 8 or 9 (the only ones masked before). */
const MOBILES = ['+65 6123 4567', '0065-6234-5678', '(65) 63456789', '+6567654321', '6345 6789', '+44 7911 123456', '+1 (202) 555-0143', '+86 139-1234-5678'];

/** A provider that never answers: the code is written to the log on the way in, whatever the answer. */
function provider() {
  return identityProviderFromEnv({
    MYINFO_BASE: 'http://127.0.0.1:9/myinfo/v3',
    MYINFO_CLIENT_ID: 'BANK',
    MYINFO_CLIENT_SECRET: 'secret',
    MYINFO_PRIVATE_KEY_PATH: MOCKPASS_KEYS.bankPrivateKey,
    MYINFO_SIGNING_CERT_PATH: MOCKPASS_KEYS.providerCertificate,
    MYINFO_TIMEOUT_MS: '2000',
    APP_PUBLIC_ORIGIN: 'https://bank.example',
  });
}

describeBank('The log', (bank) => {
  const log = new LogCapture();
  let sim: FastifyInstance;
  let prod: FastifyInstance;
  const simApi = client(() => sim);
  const prodApi = client(() => prod);

  beforeAll(async () => {
    sim = await buildApp({ db: bank.db, now: bank.clock.now, mode: 'SIM', logger: { level: 'info', stream: log } });
    prod = await buildApp({ db: bank.db, now: bank.clock.now, mode: 'PROD', identityProvider: provider(), logger: { level: 'info', stream: log } });
    await Promise.all([sim.ready(), prod.ready()]);
  });
  afterAll(async () => {
    await sim?.close();
    await prod?.close();
  });
  beforeEach(() => {
    log.lines = [];
  });

  it('keeps no mobile number, whatever its country, prefix or grouping', async () => {
    const s = await startApplication(simApi);
    log.lines = [];
    for (const mobile of MOBILES) {
      await simApi.post(paths.otpGenerate(mobile, s.stateId, s.refNo, 1), undefined, s.token);
      await simApi.post(paths.otpVerify(mobile, '123456', s.stateId, s.refNo, 1), undefined, s.token);
      await simApi.get(paths.simOtpOutbox(mobile));
      // A path no route takes: the log still names it, without the number.
      await simApi.get(`/api/v1/OTP/Unknown/${encodeURIComponent(mobile)}`);
    }
    const text = squeezed(log.text);
    for (const mobile of MOBILES) expect(text, mobile).not.toContain(subscriber(mobile));
    const incoming = log.lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'incoming request');
    expect(incoming).toHaveLength(MOBILES.length * 4);
    // Still a useful log: the route and the ids around the number are kept.
    expect(incoming[0].req.url).toBe(`/api/v1/OTP/OTPGeneration/***/${s.stateId}/${s.refNo}/1`);
  });

  it('keeps no code the identity provider issued, on its route or off it', async () => {
    const s = await startApplication(prodApi);
    const codes = ['3f6c2a9e-1b7d-4c2e-8f10-6a5b4c3d2e1f', 'myinfo-auth-code-0c9d8e7f', 'Zx81Qw02Lm'];
    for (const code of codes) {
      await prodApi.post(paths.myInfoData(s.stateId, code), undefined, s.token);
      await prodApi.post(`${paths.myInfoData(s.stateId, code)}/again`, undefined, s.token);
      await prodApi.get(`/rsmedigitalfinancing/MyInfoLanding?code=${code}&state=${s.stateId}`);
    }
    for (const code of codes) expect(log.text, code).not.toContain(code);
    const retrieval = log.lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'incoming request' && String(l.req?.route).includes('GetSMEDigitalMyinfoData'));
    expect(retrieval?.req.url).toBe('/api/v1/SMEDL/GetSMEDigitalMyinfoData/***/***');
  });
});
