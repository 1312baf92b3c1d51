import { afterAll, beforeAll, expect, it } from 'vitest';
import { CreateStateResponse, paths } from '../../../src/contract';
import { identityProviderFromEnv, type IdentityProviderConfig } from '../../../server/areas/identity/provider';
import { startMockPass, type MockPass } from '../../../scripts/mockpass';
import { financing, newToken } from '../helpers/journey';
import { describeBank } from '../helpers/suite';
import { signInAtMockPass } from './provider/helpers/mockpassBrowser';

// Spec 1, 4.1; spec 2, 2.15, 4 "Return from the national identity service" and 7: the bank's side of the
// identity round trip, against MockPass as the Myinfo v3 provider (docs/personas.md, "MockPass personas").
const APP_ORIGIN = 'http://127.0.0.1:8080';
let mockpass: MockPass;
let provider: IdentityProviderConfig;
/** The state the bank sent the provider, which the provider returns beside the code. */
const stateOf = (record: { authoriseURL: string }) => new URL(record.authoriseURL).searchParams.get('state') ?? '';

beforeAll(async () => {
  mockpass = await startMockPass();
  provider = identityProviderFromEnv({ ...mockpass.bankEnv, APP_PUBLIC_ORIGIN: APP_ORIGIN })!;
}, 60_000);
afterAll(async () => mockpass?.stop());

describeBank(
  'the identity round trip through the provider (SIT bank, MockPass)',
  (_bank, api) => {
    const start = async (packageId: '12000' | '13000' = '13000') => {
      const token = await newToken(api);
      const res = await api.post(paths.createState, { packageId, dataFields: '<browser>test</browser>' }, token);
      return { token, res };
    };
    const startApplication = async () => {
      const { token, res } = await start();
      expect(res.status).toBe(200);
      const record = CreateStateResponse.parse(res.body).model!;
      const saved = await api.post(paths.saveFinancing, financing({ stateId: record.stateId }), token);
      expect(saved.status).toBe(200);
      return { token, record };
    };

    it('the state record carries the authorisation request the bank configured, never its secret', async () => {
      const { record } = await startApplication();
      const url = new URL(record.authoriseURL);
      expect(url.origin + url.pathname).toBe(`${mockpass.base}/authorise`);
      expect(url.searchParams.get('authmode')).toBe('SINGPASS');
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('purpose')).toBeTruthy();
      expect(url.searchParams.get('attributes')).toContain('uinfin');
      // The state is the sign-in's own secret, not the application id (roundTripBinding.test.ts).
      expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      // Myinfo v3 takes no PKCE: no challenge unless MYINFO_PKCE says the provider does.
      expect(url.searchParams.has('code_challenge')).toBe(false);
      expect(url.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/rsmedigitalfinancing/MyInfoLanding`);
      expect(url.searchParams.get('client_id')).toBe(provider.clientId);
      expect(record.clientID).toBe(provider.clientId);
      expect(record.clientSecret).toBe('');
      expect(JSON.stringify(record)).not.toContain(provider.clientSecret);
    });

    it('a new application starts with package 13000; 12000 is refused', async () => {
      const { res } = await start('12000');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/packageId must be 13000/);
    });

    it('a MockPass persona signs in: the person from Myinfo, the business from the registry', async () => {
      const { token, record } = await startApplication();
      const back = await signInAtMockPass(record.authoriseURL, 'S9812381D');
      expect(back.state).toBe(new URL(record.authoriseURL).searchParams.get('state'));
      const signedIn = await api.post(paths.myInfoData(back.state, back.code), undefined, token);
      expect(signedIn.body).toMatchObject({ statuscode: 'OK' });
      const rotated = signedIn.body.token as string;
      expect(rotated).toBeTruthy();
      const validate = await api.get(paths.validateEntity(record.stateId), rotated);
      expect(validate.body).toMatchObject({ isSucess: true, model: { code: '0' } });
      const company = await api.get(paths.getCompany(record.stateId), rotated);
      expect(company.body.model.fields.request.CompDtls).toMatchObject({ Company_UEN: '201612381W' });
      const persons = await api.get(paths.getPerson(record.stateId), rotated);
      const [first] = persons.body.model.fields.request.ApplicantsDtlsMyInfo as { IDNumber: string; Person_Name: string }[];
      // MockPass's Myinfo v3 record of S9812381D (static/myinfo/v3.json).
      expect(first).toMatchObject({ IDNumber: 'S9812381D', Person_Name: 'TAN HENG HUAT' });
    });

    it('a code is good once, and a made-up one signs no one in', async () => {
      const { token, record } = await startApplication();
      const back = await signInAtMockPass(record.authoriseURL, 'S9812381D');
      const first = await api.post(paths.myInfoData(back.state, back.code), undefined, token);
      expect(first.body.statuscode).toBe('OK');
      const again = await startApplication();
      const againState = stateOf(again.record);
      const reused = await api.post(paths.myInfoData(againState, back.code), undefined, again.token);
      expect(reused.status).toBe(200);
      expect(reused.body.statuscode).toBe('FAIL');
      const madeUp = await api.post(paths.myInfoData(againState, '5c0a1e2b-made-up-code'), undefined, again.token);
      expect(madeUp.body.statuscode).toBe('FAIL');
      expect(madeUp.body.token).toBeUndefined();
    });

    it('a sandbox persona typed as the code signs no one in outside SIM', async () => {
      const { token, record } = await startApplication();
      const typed = await api.post(paths.myInfoData(stateOf(record), 'S1234567D'), undefined, token);
      expect(typed.body.statuscode).toBe('FAIL');
      expect((await api.get(paths.validateEntity(record.stateId), token)).body.isSucess).toBe(false);
    });

    it('the national data call refuses what an attacker might send: no token, a stranger\'s state, a huge code', async () => {
      const { token, record } = await startApplication();
      expect((await api.post(paths.myInfoData(stateOf(record), 'abc'))).status).toBe(401);
      expect((await api.post(paths.myInfoData('no-such-state', 'abc'), undefined, token)).status).toBe(400);
      // Longer than any provider's code: refused before routing (414), in the contract's error shape.
      const huge = await api.post(paths.myInfoData(stateOf(record), 'c'.repeat(600)), undefined, token);
      expect(huge.status).toBe(414);
      expect(huge.body.message).toBeTruthy();
      const blank = await api.post(paths.myInfoData(stateOf(record), ' '), undefined, token);
      expect(blank.status).toBe(400);
    });

    it('a code brought back to another session does not open its application', async () => {
      const mine = await startApplication();
      const theirs = await startApplication();
      const back = await signInAtMockPass(mine.record.authoriseURL, 'S9812381D');
      const crossed = await api.post(paths.myInfoData(back.state, back.code), undefined, theirs.token);
      expect(crossed.status).toBe(403);
      expect((await api.get(paths.validateEntity(theirs.record.stateId), theirs.token)).body.isSucess).toBe(false);
    });
  },
  { mode: 'SIT', identityProvider: () => provider },
);
