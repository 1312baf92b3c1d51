import { createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { CompactEncrypt, SignJWT, compactDecrypt, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authoriseUrl,
  IdentityProviderError,
  identityProviderFromEnv,
  retrievePerson,
  type IdentityProviderConfig,
  type ProviderFailureReason,
} from '../../../../server/areas/identity/provider';
import { startMockPass, type MockPass } from '../../../../scripts/mockpass';
import { signInAtMockPass } from './helpers/mockpassBrowser';
import { usedCodesOfThisRun } from './helpers/usedCodes';

const APP_ORIGIN = 'http://127.0.0.1:8080';
const foreignKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

let mockpass: MockPass;
let config: IdentityProviderConfig;
const servers: Server[] = [];
const options = { usedCodes: usedCodesOfThisRun() };

beforeAll(async () => {
  mockpass = await startMockPass();
  config = identityProviderFromEnv({ ...mockpass.bankEnv, APP_PUBLIC_ORIGIN: APP_ORIGIN })!;
}, 60_000);

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await mockpass?.stop();
});

/** A MockPass persona signs in and consents; the browser comes back with this code. */
async function codeFor(nric: string, state = randomUUID()): Promise<string> {
  const back = await signInAtMockPass(authoriseUrl(config, { packageId: '13000', state }), nric);
  expect(back.state).toBe(state);
  expect(back.returnUrl.startsWith(`${APP_ORIGIN}/rsmedigitalfinancing/MyInfoLanding?`)).toBe(true);
  return back.code;
}

async function failure(retrieving: Promise<unknown>): Promise<ProviderFailureReason> {
  const error = await retrieving.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IdentityProviderError);
  if (!(error instanceof IdentityProviderError)) throw new Error('expected an identity provider failure');
  // Every failure is the spec's M01 to the user (spec 2, section 8).
  expect(error.messageCode).toBe('M01');
  return error.reason;
}

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the test server has no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Stands between the bank and MockPass and rewrites MockPass's person answer. The Host header goes
 * through as the bank sent it, so that MockPass checks the bank's signature over the address it used.
 */
async function tamperingProxy(rewrite: (body: string) => Promise<string>): Promise<string> {
  const target = new URL(mockpass.base);
  const origin = await listen(
    createServer((req, res) => {
      const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', async () => {
          const body = Buffer.concat(chunks).toString();
          const out = req.url?.includes('/person/') && answer.statusCode === 200 ? await rewrite(body) : body;
          res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? 'text/plain' });
          res.end(out);
        });
      });
      req.pipe(upstream);
    }),
  );
  return `${origin}${target.pathname}`;
}

describe('retrieving the person from MockPass (Myinfo v3)', () => {
  it('exchanges the code for the signed-in persona, mapped to the spec\'s person data', async () => {
    const code = await codeFor('S9812381D');
    const { uinfin, person } = await retrievePerson(config, code, options);
    expect(uinfin).toBe('S9812381D');
    // Values from MockPass's static/myinfo/v3.json, written by hand.
    expect(person).toMatchObject({
      IDNumber: 'S9812381D',
      Person_Name: 'TAN HENG HUAT',
      ALIAS_NAME: 'TRICIA TAN HENG HUAT',
      Gender: 'F',
      DATE_OF_BIRTH: '1998-06-06',
      NATIONALITY: 'SINGAPORE CITIZEN',
      RESI_STS: 'C',
      REG_ADD_TYPE: 'D',
      REG_ADD_POSTAL_CODE: '460102',
      REG_ADD_STREET_NAME: 'BEDOK NORTH AVENUE 4',
    });
    expect(person.cpfContributionHistory[0]).toEqual({ forMonth: '2018-12', paidOn: '2018-12-28', amount: '3150.00', employerContribution: 'CRYSTAL HORSE INVEST PTE LTD' });
    expect(person.yearOfAssessment.income.map((row) => [row.year, row.assessableIncome])).toEqual([
      ['2018', '64400.00'],
      ['2017', '53700.00'],
    ]);
  });

  it('retrieves a foreigner by FIN, with the fields Myinfo does not hold left empty', async () => {
    const { uinfin, person } = await retrievePerson(config, await codeFor('G1612348Q'), options);
    expect(uinfin).toBe('G1612348Q');
    expect(person).toMatchObject({ Person_Name: 'ALFONSO CRUZ', NATIONALITY: 'AUSTRALIAN', RESI_STS: '', REG_ADD_TYPE: '', REG_ADD_POSTAL_CODE: '' });
    expect(person.cpfContributionHistory).toEqual([]);
  });

  it('refuses a code handed in a second time', async () => {
    const code = await codeFor('S9812382B');
    await retrievePerson(config, code, options);
    expect(await failure(retrievePerson(config, code, options))).toBe('code-reused');
  });

  it('fails as M01 on a code the provider never issued, or no code at all (consent declined)', async () => {
    expect(await failure(retrievePerson(config, randomUUID(), options))).toBe('refused');
    const declined = await signInAtMockPass(authoriseUrl(config, { packageId: '13000', state: 's' }), 'S9812390C', 'deny');
    expect(new URL(declined.returnUrl).searchParams.get('error')).toBe('access_denied');
    expect(await failure(retrievePerson(config, declined.code, options))).toBe('invalid-code');
  });

  it('fails as M01 when the bank signs with a key the provider does not know', async () => {
    const wrongBank = { ...config, bankPrivateKey: foreignKeys.privateKey };
    expect(await failure(retrievePerson(wrongBank, await codeFor('S9812381D'), options))).toBe('refused');
  });

  it('fails as M01 when the access token is not signed by the provider it trusts', async () => {
    const otherProvider = { ...config, providerSigningKey: foreignKeys.publicKey };
    expect(await failure(retrievePerson(otherProvider, await codeFor('S9812381D'), options))).toBe('bad-token');
  });

  it('fails as M01 when the access token comes from another issuer', async () => {
    const otherIssuer = { ...config, tokenIssuer: 'https://someone-else.example' };
    expect(await failure(retrievePerson(otherIssuer, await codeFor('S9812381D'), options))).toBe('bad-token');
  });

  it('refuses a tampered encrypted answer', async () => {
    const base = await tamperingProxy(async (jwe) => {
      const parts = jwe.split('.');
      const ciphertext = parts[3];
      parts[3] = (ciphertext[0] === 'A' ? 'B' : 'A') + ciphertext.slice(1);
      return parts.join('.');
    });
    expect(await failure(retrievePerson({ ...config, base }, await codeFor('S9812381D'), options))).toBe('undecryptable');
  });

  it('refuses an answer signed by someone other than the provider, even encrypted to the bank', async () => {
    const base = await tamperingProxy(async (jwe) => {
      const { plaintext } = await compactDecrypt(jwe, config.bankPrivateKey);
      const forged = await new SignJWT({ ...decodeJwt(new TextDecoder().decode(plaintext)), name: { value: 'SOMEONE ELSE' } })
        .setProtectedHeader({ alg: 'RS256' })
        .sign(foreignKeys.privateKey);
      const toBank = createPublicKey(config.bankPrivateKey);
      return new CompactEncrypt(new TextEncoder().encode(forged)).setProtectedHeader({ alg: 'RSA-OAEP', enc: 'A256GCM' }).encrypt(toBank);
    });
    expect(await failure(retrievePerson({ ...config, base }, await codeFor('S9812381D'), options))).toBe('bad-signature');
  });

  it('refuses an unencrypted answer', async () => {
    const base = await tamperingProxy(async () => JSON.stringify({ uinfin: { value: 'S9812381D' }, name: { value: 'TAN HENG HUAT' } }));
    expect(await failure(retrievePerson({ ...config, base }, await codeFor('S9812381D'), options))).toBe('undecryptable');
  });

  it('gives up on a provider that does not answer', async () => {
    const silent = await listen(createServer(() => undefined));
    const hanging = { ...config, base: `${silent}/myinfo/v3`, timeoutMs: 200 };
    expect(await failure(retrievePerson(hanging, randomUUID(), options))).toBe('timeout');
  });

  it('fails as M01 when the provider cannot be reached', async () => {
    const closed = await listen(createServer());
    const server = servers.pop()!;
    await new Promise((resolve) => server.close(resolve));
    expect(await failure(retrievePerson({ ...config, base: `${closed}/myinfo/v3` }, randomUUID(), options))).toBe('unreachable');
  });
});
