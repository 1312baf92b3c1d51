import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../src/contract';
import { buildApp } from '../../server/app';
import { DEFAULT_LIMITS } from '../../server/security/limits';
import { trustedProxyFromEnv, type TrustedProxy } from '../../server/security/limitsFromEnv';
import { describeBank } from './helpers/suite';

/**
 * Issue 35, finding 7: behind a reverse proxy every request comes from the proxy's address, so without
 * a trusted-proxy setting all clients share one bucket: one client's token requests left the next with 429.
 */
const PROXY = '10.0.0.5';

describeBank('the client address behind a trusted proxy', (bank) => {
  const opened: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
  });
  const bankBehind = async (trustProxy?: TrustedProxy) => {
    const app = await buildApp({ db: bank.db, now: bank.clock.now, mode: 'SIM', trustProxy });
    opened.push(app);
    return app;
  };
  const mint = (app: FastifyInstance, forwardedFor: string, remoteAddress = PROXY) =>
    app.inject({ method: 'POST', url: paths.token, payload: { appId: 'SMEDL-WEB' }, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
  const spend = async (app: FastifyInstance, forwardedFor: string, remoteAddress = PROXY) => {
    for (let i = 0; i < DEFAULT_LIMITS.tokensPerWindow; i++) expect((await mint(app, forwardedFor, remoteAddress)).statusCode).toBe(200);
    expect((await mint(app, forwardedFor, remoteAddress)).statusCode).toBe(429);
  };

  for (const [setting, value] of [
    ['one hop', 1],
    ['the proxy by address', [PROXY]],
    ['the proxy by CIDR range', ['10.0.0.0/8']],
  ] as const) {
    it(`trusting ${setting}: one client's spent bucket leaves the next client theirs`, async () => {
      const app = await bankBehind(typeof value === 'number' ? value : [...value]);
      await spend(app, '198.51.100.1');
      expect((await mint(app, '198.51.100.2')).statusCode).toBe(200);
    });
  }

  it('trusting no proxy (unset): the socket address counts, and a forged X-Forwarded-For buys no fresh bucket', async () => {
    const app = await bankBehind();
    await spend(app, '198.51.100.1');
    expect((await mint(app, '198.51.100.2')).statusCode).toBe(429);
  });

  it('trusting one address: a client that is not that proxy cannot name its own address', async () => {
    const app = await bankBehind([PROXY]);
    await spend(app, '198.51.100.1', '192.0.2.9');
    expect((await mint(app, '198.51.100.2', '192.0.2.9')).statusCode).toBe(429);
  });
});

describe('TRUSTED_PROXY', () => {
  it('reads a hop count, or a comma-separated list of addresses and CIDR ranges; unset trusts none', () => {
    expect(trustedProxyFromEnv({})).toBeUndefined();
    expect(trustedProxyFromEnv({ TRUSTED_PROXY: '' })).toBeUndefined();
    expect(trustedProxyFromEnv({ TRUSTED_PROXY: '2' })).toBe(2);
    expect(trustedProxyFromEnv({ TRUSTED_PROXY: '10.0.0.5, 172.16.0.0/12,::1' })).toEqual(['10.0.0.5', '172.16.0.0/12', '::1']);
  });

  it('stops the start on anything else, saying what it takes', () => {
    for (const bad of ['0', 'true', '*', 'proxy.internal', '10.0.0.5;rm', '-1']) {
      expect(() => trustedProxyFromEnv({ TRUSTED_PROXY: bad })).toThrow(/TRUSTED_PROXY must be the number of proxies in front of the bank/);
    }
  });
});
