import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CreateStateResponse, paths } from '../../../src/contract';
import { buildApp } from '../../../server/app';
import { identityProviderFromEnv, type IdentityProviderConfig } from '../../../server/areas/identity/provider';
import type { Db } from '../../../server/db/db';
import { startMockPass, type MockPass } from '../../../scripts/mockpass';
import { BACKENDS } from '../helpers/backends';
import { client, TestClock } from '../helpers/bank';
import { financing, newToken } from '../helpers/journey';
import { startPkceProvider, type PkceProvider } from './helpers/pkceProvider';
import { signInAtMockPass } from './provider/helpers/mockpassBrowser';

/*
 * Issue 35, findings 5 and 6: the identity round trip bound to the browser that started it. A captured
 * provider code must not sign anyone in on another session's application, and a code already exchanged
 * must not sign in again on another instance of the bank or after a restart. Against MockPass (Myinfo
 * v3), and against a provider that takes PKCE (MockPass behind pkceProvider.ts).
 */
const APP_ORIGIN = 'http://127.0.0.1:8080';
const PERSON = 'S9812381D';

let mockpass: MockPass;
let pkce: PkceProvider;
let plain: IdentityProviderConfig;
let withPkce: IdentityProviderConfig;

beforeAll(async () => {
  mockpass = await startMockPass();
  pkce = await startPkceProvider(mockpass);
  plain = identityProviderFromEnv({ ...mockpass.bankEnv, APP_PUBLIC_ORIGIN: APP_ORIGIN })!;
  withPkce = identityProviderFromEnv({
    ...mockpass.bankEnv,
    APP_PUBLIC_ORIGIN: APP_ORIGIN,
    MYINFO_BASE: `${pkce.origin}/myinfo/v3`,
    MYINFO_TOKEN_ISSUER: `${pkce.origin}/consent/oauth2/consent/myinfo-com`,
    MYINFO_PKCE: 'S256',
  })!;
}, 60_000);
afterAll(async () => {
  await pkce?.stop();
  await mockpass?.stop();
});

type Api = ReturnType<typeof client>;
interface Logged {
  securityEvent?: string;
  reason?: string;
  stateId?: string;
}

describe.each(BACKENDS)('the identity round trip bound to its browser [$name]', (backend) => {
  describe.skipIf(!backend.available)(backend.available ? 'on this backend' : 'needs TEST_DATABASE_URL', () => {
    const clock = new TestClock();
    const logged: Logged[] = [];
    let db: Db;
    let instances: FastifyInstance[] = [];

    /** One bank instance on the suite's database; several may run at once, as behind a load balancer. */
    const bankInstance = async (provider: IdentityProviderConfig): Promise<{ app: FastifyInstance; api: Api }> => {
      const app = await buildApp({
        db,
        now: clock.now,
        mode: 'SIT',
        identityProvider: provider,
        logger: { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line) as Logged) } },
      });
      await app.ready();
      instances.push(app);
      return { app, api: client(() => app) };
    };

    /** A browser: its session token, an application, and the authorisation address the bank built for it. */
    const browser = async (api: Api) => {
      const token = await newToken(api);
      const created = await api.post(paths.createState, { packageId: '13000', dataFields: '<browser>test</browser>' }, token);
      expect(created.status).toBe(200);
      const record = CreateStateResponse.parse(created.body).model!;
      expect((await api.post(paths.saveFinancing, financing({ stateId: record.stateId }), token)).status).toBe(200);
      const state = new URL(record.authoriseURL).searchParams.get('state') ?? '';
      return { token, record, state };
    };

    const events = (kind: string) => logged.filter((line) => line.securityEvent === kind);

    beforeAll(async () => {
      db = await backend.openMigrated();
    });
    afterEach(async () => {
      for (const app of instances) await app.close();
      instances = [];
      logged.length = 0;
    });
    afterAll(async () => db?.close());

    it('the state sent to the provider is a secret of each sign-in, not the application id', async () => {
      const { api } = await bankInstance(plain);
      const one = await browser(api);
      const again = await api.post(paths.createState, { packageId: '13000', dataFields: '<browser>test</browser>' }, one.token);
      const second = new URL(CreateStateResponse.parse(again.body).model!.authoriseURL).searchParams.get('state');
      expect(one.state).not.toBe(one.record.stateId);
      expect(one.state).not.toContain(one.record.stateId);
      // RFC 7636's shortest verifier, 32 random bytes: nothing to guess.
      expect(one.state).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      expect(second).not.toBe(one.state);
    });

    it('the provider\'s answer, state and code, opens nothing from another browser; the code is then spent', async () => {
      const { api } = await bankInstance(plain);
      const victim = await browser(api);
      const attacker = await browser(api);
      const captured = await signInAtMockPass(victim.record.authoriseURL, PERSON);

      const crossed = await api.post(paths.myInfoData(captured.state, captured.code), undefined, attacker.token);
      expect(crossed.status).toBe(403);
      expect(crossed.body.message).toBe('This sign-in was started in another browser session: start the sign-in again from this browser.');
      expect(events('identity.refused')).toEqual([expect.objectContaining({ reason: 'otherSession', stateId: victim.record.stateId })]);

      // The same code on the attacker's own sign-in signs no one in either.
      const own = await api.post(paths.myInfoData(attacker.state, captured.code), undefined, attacker.token);
      expect(own.body.statuscode).toBe('FAIL');
      expect(own.body.token).toBeUndefined();
      expect(events('identity.codeReplayed')).toHaveLength(1);
      expect((await api.get(paths.validateEntity(attacker.record.stateId), attacker.token)).body.isSucess).toBe(false);
    });

    it('a state the bank never issued is refused with words that say what to do', async () => {
      const { api } = await bankInstance(plain);
      const someone = await browser(api);
      const forged = await api.post(paths.myInfoData(someone.record.stateId, 'any-code'), undefined, someone.token);
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe('This sign-in was not started by the bank, or has expired: start the sign-in again from the application.');
      expect(events('identity.refused')).toEqual([expect.objectContaining({ reason: 'unknownState' })]);
    });

    it('with a provider that takes PKCE, a captured code fails on the attacker\'s own sign-in, and the owner\'s works', async () => {
      const { api } = await bankInstance(withPkce);
      const owner = await browser(api);
      const url = new URL(owner.record.authoriseURL);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const back = await signInAtMockPass(owner.record.authoriseURL, PERSON);
      const signedIn = await api.post(paths.myInfoData(back.state, back.code), undefined, owner.token);
      expect(signedIn.body.statuscode).toBe('OK');

      const victim = await browser(api);
      const attacker = await browser(api);
      const captured = await signInAtMockPass(victim.record.authoriseURL, PERSON);
      const refusedBefore = pkce.refusals();
      const stolen = await api.post(paths.myInfoData(attacker.state, captured.code), undefined, attacker.token);
      expect(stolen.body.statuscode).toBe('FAIL');
      expect(stolen.body.token).toBeUndefined();
      expect(pkce.refusals()).toBe(refusedBefore + 1);
      expect(events('identity.refused')).toEqual([expect.objectContaining({ reason: 'refused', stateId: attacker.record.stateId })]);
      expect((await api.get(paths.validateEntity(attacker.record.stateId), attacker.token)).body.isSucess).toBe(false);
    });

    it('a code exchanged on one instance signs no one in on another, nor after a restart', async () => {
      const first = await bankInstance(plain);
      const second = await bankInstance(plain);
      const owner = await browser(first.api);
      const back = await signInAtMockPass(owner.record.authoriseURL, PERSON);
      expect((await first.api.post(paths.myInfoData(back.state, back.code), undefined, owner.token)).body.statuscode).toBe('OK');

      const elsewhere = await browser(second.api);
      const replayed = await second.api.post(paths.myInfoData(elsewhere.state, back.code), undefined, elsewhere.token);
      expect(replayed.body.statuscode).toBe('FAIL');
      expect(replayed.body.token).toBeUndefined();

      await first.app.close();
      await second.app.close();
      instances = [];
      const restarted = await bankInstance(plain);
      const later = await browser(restarted.api);
      const afterRestart = await restarted.api.post(paths.myInfoData(later.state, back.code), undefined, later.token);
      expect(afterRestart.body.statuscode).toBe('FAIL');
      expect(events('identity.codeReplayed')).toHaveLength(2);

      // What is kept is a hash: the database holds no code that could be handed in.
      const kept = await db.query<{ code_hash: string }>('select code_hash from identity_used_codes');
      expect(kept.rows.length).toBeGreaterThan(0);
      expect(kept.rows.map((row) => row.code_hash)).not.toContain(back.code);
    });
  });
});
