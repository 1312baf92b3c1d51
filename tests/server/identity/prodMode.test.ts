import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CreateStateResponse, paths } from '../../../src/contract';
import { identityProviderFromEnv } from '../../../server/areas/identity/provider';
import { MOCKPASS_KEYS } from '../../../scripts/mockpass';
import { financing, newToken } from '../helpers/journey';
import { describeBank } from '../helpers/suite';

// No page or route where a typed NRIC signs anyone in exists in any mode but SIM (issue: UAT and PROD).
const SANDBOX_ROUTES = [/\/sim\//, /GetSMEDigitalMyinfoData/];

describeBank(
  'a PROD bank without a provider',
  (bank, api) => {
    it('has no sandbox route and no retrieval route at all', async () => {
      const routes = bank.app.printRoutes({ commonPrefix: false });
      for (const route of SANDBOX_ROUTES) expect(routes).not.toMatch(route);
      expect((await api.get(paths.simPersonas)).status).toBe(404);
      const token = await newToken(api);
      const state = CreateStateResponse.parse((await api.post(paths.createState, { packageId: '13000', dataFields: '<b/>' }, token)).body).model!;
      // In PROD the state record has no provider address to offer either: the bank has none.
      expect(state.authoriseURL).toBe('');
      expect((await api.post(paths.myInfoData(state.stateId, 'S1234567D'), undefined, token)).status).toBe(404);
    });
  },
  { mode: 'PROD' },
);

/** A provider nobody answers at: whatever reaches it, no one is signed in on a typed NRIC. */
function unreachableProvider() {
  const dir = mkdtempSync(path.join(tmpdir(), 'provider-'));
  const key = path.join(dir, 'bank.pem');
  writeFileSync(key, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
  // The provider reads its keys when it is made: the folder with the private key need not outlive that.
  try {
    return identityProviderFromEnv({
      MYINFO_BASE: 'http://127.0.0.1:9/myinfo/v3',
      MYINFO_CLIENT_ID: 'BANK',
      MYINFO_CLIENT_SECRET: 'secret',
      MYINFO_PRIVATE_KEY_PATH: key,
      MYINFO_SIGNING_CERT_PATH: MOCKPASS_KEYS.providerCertificate,
      MYINFO_TIMEOUT_MS: '2000',
      APP_PUBLIC_ORIGIN: 'https://bank.example',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describeBank(
  'a PROD bank with a provider',
  (bank, api) => {
    it('has the national data call, but a typed persona NRIC signs no one in', async () => {
      const routes = bank.app.printRoutes({ commonPrefix: false });
      expect(routes).not.toMatch(/\/sim\//);
      const token = await newToken(api);
      const state = CreateStateResponse.parse((await api.post(paths.createState, { packageId: '13000', dataFields: '<b/>' }, token)).body).model!;
      expect(state.authoriseURL.startsWith('http://127.0.0.1:9/myinfo/v3/authorise?')).toBe(true);
      expect((await api.post(paths.saveFinancing, financing({ stateId: state.stateId }), token)).status).toBe(200);
      // The sandbox's form, the application id and a typed NRIC, names no sign-in the bank started.
      expect((await api.post(paths.myInfoData(state.stateId, 'S1234567D'), undefined, token)).status).toBe(400);
      const providerState = new URL(state.authoriseURL).searchParams.get('state') ?? '';
      const typed = await api.post(paths.myInfoData(providerState, 'S1234567D'), undefined, token);
      expect(typed.status).toBe(200);
      expect(typed.body.statuscode).toBe('FAIL');
      expect(typed.body.token).toBeUndefined();
      // The sandbox's GET form of the call does not exist here.
      expect((await api.get(paths.myInfoData(state.stateId, 'S1234567D'), token)).status).toBe(404);
    });
  },
  { mode: 'PROD', identityProvider: unreachableProvider },
);
