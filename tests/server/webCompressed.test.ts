import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { compressBeside } from '../../scripts/buildOutput';
import { BACKENDS } from './helpers/backends';
import { fakeBuild } from './helpers/fakeBuild';

/** A script big and repetitive enough that both encodings shrink it, as every real chunk does. */
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const step${i} = () => 'the applicant reaches step ${i}';`).join('\n');
const SCRIPT_URL = '/rsmedigitalfinancing/assets/chunk-abc123.js';

describe('the front end is served compressed at build time, without source maps', () => {
  const build = fakeBuild('compressed');
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    const file = path.join(build.dir, 'assets', 'chunk-abc123.js');
    writeFileSync(file, SCRIPT);
    await compressBeside(file);
    db = await BACKENDS[0].openMigrated();
    app = await buildApp({ db, webRoot: build.dir });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    build.remove();
  });

  it('sends brotli to a browser that accepts it, and says so', async () => {
    const res = await app.inject({ url: SCRIPT_URL, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const res = await app.inject({ url: SCRIPT_URL, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a browser that accepts no encoding, still varying on it', async () => {
    const res = await app.inject({ url: SCRIPT_URL, headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);
  });

  it('answers a source map with 404, not with the page', async () => {
    const res = await app.inject({ url: `${SCRIPT_URL}.map` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });
});
