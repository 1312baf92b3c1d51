import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/contract';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { BACKENDS } from './helpers/backends';
import { ASSET_URL, INDEX, fakeBuild } from './helpers/fakeBuild';

describe('the front end under /rsmedigitalfinancing/', () => {
  const build = fakeBuild('web', { 'favicon.svg': '<svg/>' });
  let db: Db;
  let app: FastifyInstance;
  let bare: FastifyInstance;

  beforeAll(async () => {
    // Serving files never touches the database, but a request outside the prefix is counted by the rate limiter.
    db = await BACKENDS[0].openMigrated();
    app = await buildApp({ db, webRoot: build.dir });
    bare = await buildApp({ db });
  });
  afterAll(async () => {
    await app?.close();
    await bare?.close();
    await db?.close();
    build.remove();
  });

  it('redirects / and the bare prefix to the prefix with a slash', async () => {
    for (const url of ['/', '/rsmedigitalfinancing']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/rsmedigitalfinancing/');
    }
  });

  it('serves index.html for the prefix and for any screen path, never cached', async () => {
    for (const url of ['/rsmedigitalfinancing/', '/rsmedigitalfinancing/CompanyDetails', '/rsmedigitalfinancing/MyInfoLanding?state=abc&code=S1234567D', '/rsmedigitalfinancing/a/b']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache, other files revalidated, and a missing asset as 404', async () => {
    const asset = await app.inject({ url: ASSET_URL });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/rsmedigitalfinancing/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({ url: '/rsmedigitalfinancing/assets/gone-999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toBe(INDEX);
  });

  it('keeps other methods and paths outside the prefix as 404 ErrorBody', async () => {
    const post = await app.inject({ method: 'POST', url: '/rsmedigitalfinancing/CompanyDetails' });
    expect(post.statusCode).toBe(404);
    expect(ErrorBody.safeParse(post.json()).success).toBe(true);
    expect((await app.inject({ url: '/elsewhere' })).statusCode).toBe(404);
  });

  it('says how to build the front end when there is none', async () => {
    const res = await bare.inject({ url: '/rsmedigitalfinancing/CompanyDetails' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('npm run build');
  });
});
