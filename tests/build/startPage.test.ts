import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceMapDirOf } from '../../scripts/buildOutput';
import { measureStartPage, type StartPageScripts } from '../../scripts/lib/startPage';
import { buildFrontEnd } from '../../scripts/uatLike';
import { BUILT } from './built';

/*
 * The issue's budget and rules for what the applicant's browser is sent: the start page's JavaScript
 * (entry and modulepreloads) at most 150 KB gzipped, every asset compressed at build time, no source
 * map in the web root, and none of the testers' tooling (coverage trace, the explorer's live channel)
 * among the start page's chunks. And no page where a user types an NRIC to be signed in exists in any
 * build but SIM's. The SIM build is the one `npm run build` made; the PROD build is made here, once for
 * every check on it: a build costs seconds.
 */
const BUDGET_GZIP = 150 * 1024;
/** Strings only the coverage trace and the live channel carry (src/app/coverageTrace.ts, machines/liveChannel.ts). */
const COVERAGE_TRACE = 'sme-journey-coverage';
const LIVE_CHANNEL = 'sme-journey-live';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function build(mode: string): string {
  const out = mkdtempSync(path.join(tmpdir(), `start-page-${mode}-`));
  dirs.push(out, sourceMapDirOf(out));
  // As `npm run build` does it: vitest's NODE_ENV=test would bring React's development build.
  buildFrontEnd(out, { VITE_APP_MODE: mode, NODE_ENV: 'production' });
  return out;
}

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => path.join(f.parentPath, f.name));

/** The words of the sandbox sign-in page: its field, its button's hint and the persona list. */
const SANDBOX_PAGE = ['NRIC / UEN', 'Sandbox personas', 'Sandbox: enter the NRIC'];
const scriptsAndPages = (dir: string) =>
  filesUnder(dir)
    .filter((f) => /\.(js|html)$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');

describe('the start page as `npm run build` makes it (SIM, which carries the testers\' tooling)', () => {
  const web = BUILT.web;
  let measured: StartPageScripts;
  beforeAll(() => {
    measured = measureStartPage(web);
  });

  it('fetches at most 150 KB of gzipped JavaScript to paint', () => {
    expect(measured.files.length).toBeGreaterThan(0);
    expect(measured.gzip).toBeLessThanOrEqual(BUDGET_GZIP);
  });

  it('leaves the coverage trace and the live channel to chunks loaded later', () => {
    const start = measured.files.map((f) => readFileSync(path.join(web, f), 'utf8')).join('\n');
    const all = filesUnder(web).filter((f) => f.endsWith('.js')).map((f) => readFileSync(f, 'utf8')).join('\n');
    // The build carries them (so the check can fail), but not where the start page loads them.
    expect(all).toContain(COVERAGE_TRACE);
    expect(all).toContain(LIVE_CHANNEL);
    expect(start).not.toContain(COVERAGE_TRACE);
    expect(start).not.toContain(LIVE_CHANNEL);
  });

  it('writes brotli and gzip beside every script, style sheet and the page', () => {
    const text = filesUnder(web).filter((f) => /\.(js|css|html)$/.test(f));
    expect(text.length).toBeGreaterThan(10);
    for (const f of text) {
      expect(existsSync(`${f}.br`), f).toBe(true);
      expect(existsSync(`${f}.gz`), f).toBe(true);
    }
  });

  it('publishes no source map: none in the web root, no reference to one, the maps kept beside it', () => {
    const files = filesUnder(web);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    for (const f of files.filter((n) => n.endsWith('.js'))) expect(readFileSync(f, 'utf8'), f).not.toContain('sourceMappingURL');
    expect(filesUnder(sourceMapDirOf(web)).some((f) => f.endsWith('.js.map'))).toBe(true);
  });

  it('carries the sandbox sign-in page (so the PROD check below can fail)', () => {
    const sim = scriptsAndPages(web);
    for (const words of SANDBOX_PAGE) expect(sim).toContain(words);
  });
});

describe('a PROD build', () => {
  let web = '';
  let measured: StartPageScripts;
  beforeAll(() => {
    web = build('PROD');
    measured = measureStartPage(web);
  }, 180_000);

  it('carries no coverage trace at all, and the start page no live channel', () => {
    const all = filesUnder(web).filter((f) => f.endsWith('.js')).map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(all).not.toContain(COVERAGE_TRACE);
    const start = measured.files.map((f) => readFileSync(path.join(web, f), 'utf8')).join('\n');
    expect(start).not.toContain(LIVE_CHANNEL);
    expect(measured.gzip).toBeLessThanOrEqual(BUDGET_GZIP);
  });

  it('carries none of the sandbox sign-in page, but the provider\'s return: the page that reads code and state', () => {
    const prod = scriptsAndPages(web);
    for (const words of SANDBOX_PAGE) expect(prod).not.toContain(words);
    expect(prod).toContain('Continue to Singpass');
  });
});
