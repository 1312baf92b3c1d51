import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths } from '../../src/contract';
import { buildApp } from '../../server/app';
import { describeBank } from '../server/helpers/suite';
import { ASSET_URL, fakeBuild } from '../server/helpers/fakeBuild';

const API_ORIGIN = 'https://api.bank.example';

/** The policy as directive -> sources, so each directive is checked whole, whatever the order. */
function policy(res: LightMyRequestResponse): Record<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, 'Content-Security-Policy').toBeTypeOf('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectPageHeaders(res: LightMyRequestResponse) {
  const csp = policy(res);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:']);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['style-src']?.[0]).toBe("'self'");
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describeBank('Security headers', (bank, api) => {
  // Made when the suite runs: a backend's suite that is skipped (no PostgreSQL here) runs no afterAll to remove it.
  let build: ReturnType<typeof fakeBuild>;
  let web: FastifyInstance;
  let withApiOrigin: FastifyInstance;

  beforeAll(async () => {
    build = fakeBuild('headers');
    web = await buildApp({ db: bank.db, now: bank.clock.now, webRoot: build.dir });
    withApiOrigin = await buildApp({ db: bank.db, now: bank.clock.now, webRoot: build.dir, apiOrigins: [API_ORIGIN] });
  });
  afterAll(async () => {
    await web?.close();
    await withApiOrigin?.close();
    build?.remove();
  });

  it('serves the page under a Content-Security-Policy, unframeable, without a referrer, nosniff', async () => {
    for (const url of ['/rsmedigitalfinancing/', '/rsmedigitalfinancing/CompanyDetails']) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectPageHeaders(res);
      expect(policy(res)['connect-src']).toEqual(["'self'"]);
    }
  });

  it('lets the page reach the configured API origins and no others', async () => {
    const res = await withApiOrigin.inject({ url: '/rsmedigitalfinancing/' });
    expectPageHeaders(res);
    expect(policy(res)['connect-src']).toEqual(["'self'", API_ORIGIN]);
  });

  it('keeps hashed assets cacheable, with nosniff', async () => {
    const res = await web.inject({ url: ASSET_URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks every API answer no-store, personal data or refusal alike', async () => {
    const token = (await api.post(paths.token, { appId: 'SMEDL-WEB' })).body.token as string;
    const answers = [
      (await api.post(paths.token, { appId: 'SMEDL-WEB' })).raw,
      (await api.post(paths.statusLookup, { type: 'Status', uen: '201512345K', nric: 'S1234567D' }, token)).raw,
      (await api.get(paths.getStatus('no-such-state', 'no-such-ref'), token)).raw,
      (await api.get(paths.getStatus('no-such-state', 'no-such-ref'))).raw,
      (await api.get('/api/nothing-here')).raw,
      (await api.get(paths.health)).raw,
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 60)}`).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
