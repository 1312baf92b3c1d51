import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_RECORD_FILE, buildRecordJson, checkStartup, StartupRefusal } from '../../../server/startup';

/*
 * Issue 35, findings 1 and 10: the bank fails closed. Without APP_MODE it does not start; outside SIM it
 * does not start without its own OTP hash key, with a plain-http address in UAT or PROD, or serving a
 * front end built for another mode (the SIM build, with its typed-NRIC sign-in, above all).
 */

const scratch = mkdtempSync(path.join(tmpdir(), 'sme-startup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder holding a build of the front end: index.html, and the mode it records (or no record at all). */
function build(name: string, record: string | null): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>SME e-Financing</title>');
  if (record !== null) writeFileSync(path.join(dir, BUILD_RECORD_FILE), record);
  return dir;
}

const KEY = 'f'.repeat(64);
/** A PROD deployment as README, "Modes" describes it: every address https, its own key, its own build. */
const prodBuild = build('prod', buildRecordJson('PROD'));
const PROD = {
  APP_MODE: 'PROD',
  OTP_HASH_KEY: KEY,
  WEB_ROOT: prodBuild,
  APP_PUBLIC_ORIGIN: 'https://sme.bank.example',
  MYINFO_BASE: 'https://api.myinfo.gov.sg/com/v3',
  VITE_API_BASE: 'https://api.bank.example',
};
/** A folder with no build in it, standing for a fresh clone's working folder. */
const emptyCwd = path.join(scratch, 'clone');
mkdirSync(emptyCwd);

const refusal = (env: Record<string, string | undefined>, cwd = emptyCwd): string => {
  try {
    checkStartup(env, cwd);
  } catch (e) {
    expect(e).toBeInstanceOf(StartupRefusal);
    const message = (e as Error).message;
    expect(message.split('\n'), 'one line').toHaveLength(1);
    return message;
  }
  throw new Error('the bank started');
};

describe('the mode', () => {
  it('is never assumed: without APP_MODE the bank refuses, saying to set it', () => {
    expect(refusal({})).toMatch(/^APP_MODE is not set: set APP_MODE=SIM for the sandbox bank, or one of DEV, SIT, UAT, PROD/);
    expect(refusal({ APP_MODE: '  ' })).toMatch(/^APP_MODE is not set/);
  });

  it('refuses a mode that does not exist, listing those that do', () => {
    expect(refusal({ APP_MODE: 'PRODUCTION' })).toBe('APP_MODE must be one of DEV, SIT, UAT, PROD, SIM; got PRODUCTION.');
  });

  it('starts the sandbox when told SIM, with no key, no addresses and no build', () => {
    expect(checkStartup({ APP_MODE: 'SIM' }, emptyCwd)).toEqual({ mode: 'SIM', webRoot: undefined });
    expect(checkStartup({ APP_MODE: 'sim' }, emptyCwd).mode).toBe('SIM');
  });

  it('starts a PROD bank set up as the README says', () => {
    expect(checkStartup(PROD, emptyCwd)).toEqual({ mode: 'PROD', webRoot: prodBuild });
  });
});

describe('the OTP hash key outside SIM', () => {
  it.each(['DEV', 'SIT', 'UAT', 'PROD'])('is required in %s', (mode) => {
    const env = { ...PROD, APP_MODE: mode, OTP_HASH_KEY: undefined, WEB_ROOT: build(`key-${mode}`, buildRecordJson(mode)) };
    expect(refusal(env)).toMatch(new RegExp(`^OTP_HASH_KEY is not set: APP_MODE=${mode} needs it; set it to a secret of at least 32 characters`));
    expect(refusal({ ...env, OTP_HASH_KEY: '' })).toMatch(/^OTP_HASH_KEY is not set/);
  });

  it('is refused when too short to resist a copy of the database', () => {
    expect(refusal({ ...PROD, OTP_HASH_KEY: 'secret' })).toMatch(/^OTP_HASH_KEY is 6 characters long: set it to a secret of at least 32 characters/);
    expect(checkStartup({ ...PROD, OTP_HASH_KEY: 'k'.repeat(32) }, emptyCwd).mode).toBe('PROD');
  });
});

describe('plain-http addresses', () => {
  it.each(['APP_PUBLIC_ORIGIN', 'MYINFO_BASE', 'MYINFO_AUTHORISE_URL', 'MYINFO_REDIRECT_URI', 'VITE_API_BASE', 'VITE_ADDRESS_API_BASE', 'VITE_OTP_API_BASE'])(
    'are refused in UAT and PROD: %s',
    (name) => {
      for (const mode of ['UAT', 'PROD']) {
        const env = { ...PROD, APP_MODE: mode, WEB_ROOT: build(`http-${mode}`, buildRecordJson(mode)), [name]: 'http://bank.example' };
        expect(refusal(env)).toBe(`${name} is http://bank.example: APP_MODE=${mode} takes https:// addresses only; set ${name} to the https:// address.`);
      }
    },
  );

  it('are refused on loopback too, and in any letter case', () => {
    expect(refusal({ ...PROD, APP_PUBLIC_ORIGIN: 'http://127.0.0.1:8080' })).toMatch(/^APP_PUBLIC_ORIGIN is http:\/\/127\.0\.0\.1:8080/);
    expect(refusal({ ...PROD, MYINFO_BASE: 'HTTP://api.myinfo.gov.sg/com/v3' })).toMatch(/^MYINFO_BASE is/);
    expect(refusal({ ...PROD, VITE_OTP_API_BASE: 'ws://otp.bank.example' })).toMatch(/^VITE_OTP_API_BASE is/);
  });

  it('leave a relative API base alone: it is the page\'s own origin', () => {
    expect(checkStartup({ ...PROD, VITE_API_BASE: '/api', VITE_OTP_API_BASE: '' }, emptyCwd).mode).toBe('PROD');
  });

  it('are allowed in DEV and SIT, which run on a developer\'s machine', () => {
    for (const mode of ['DEV', 'SIT']) {
      const env = { ...PROD, APP_MODE: mode, WEB_ROOT: build(`dev-${mode}`, buildRecordJson(mode)), APP_PUBLIC_ORIGIN: 'http://127.0.0.1:8080', MYINFO_BASE: 'http://127.0.0.1:5156/myinfo/v3' };
      expect(checkStartup(env, emptyCwd).mode).toBe(mode);
    }
  });
});

describe('the front end served', () => {
  const simBuild = build('sim', buildRecordJson('SIM'));

  it('is never the SIM build outside SIM, WEB_ROOT set or not', () => {
    expect(refusal({ ...PROD, WEB_ROOT: simBuild })).toBe(
      `WEB_ROOT (${simBuild}) holds a SIM build and the bank runs as APP_MODE=PROD: build the front end with VITE_APP_MODE=PROD (README, "Modes") and set WEB_ROOT to its folder.`,
    );
    // The finding: WEB_ROOT unset, and dist/web holds the build `npm run build` made.
    const clone = path.join(scratch, 'clone-with-sim-build');
    const distWeb = build(path.join('clone-with-sim-build', 'dist', 'web'), buildRecordJson('SIM'));
    expect(distWeb).toBe(path.join(clone, 'dist', 'web'));
    expect(refusal({ ...PROD, WEB_ROOT: undefined }, clone)).toMatch(/^dist\/web \(WEB_ROOT is not set\) holds a SIM build and the bank runs as APP_MODE=PROD/);
  });

  it('is never another mode\'s build', () => {
    expect(refusal({ ...PROD, WEB_ROOT: build('uat', buildRecordJson('UAT')) })).toMatch(/holds a UAT build and the bank runs as APP_MODE=PROD/);
    expect(refusal({ ...PROD, APP_MODE: 'SIT', WEB_ROOT: build('uat-for-sit', buildRecordJson('UAT')) })).toMatch(/holds a UAT build and the bank runs as APP_MODE=SIT/);
  });

  it('is refused when the build does not say its mode', () => {
    for (const [name, record] of [['unrecorded', null], ['garbled', '{"mode":'], ['modeless', '{"built":"PROD"}']] as const) {
      expect(refusal({ ...PROD, WEB_ROOT: build(name, record) })).toMatch(/holds a build that does not say which mode it was made for: build the front end with VITE_APP_MODE=PROD/);
    }
  });

  it('is refused when WEB_ROOT names a folder with no build', () => {
    const missing = path.join(scratch, 'nowhere');
    expect(refusal({ ...PROD, WEB_ROOT: missing })).toBe(
      `WEB_ROOT is ${missing}, which holds no build of the front end: build the front end with VITE_APP_MODE=PROD (README, "Modes") and set WEB_ROOT to its folder, or leave WEB_ROOT unset for a bank that serves the API alone.`,
    );
  });

  it('is none when WEB_ROOT is unset and no build is at the default place: the API alone', () => {
    expect(checkStartup({ ...PROD, WEB_ROOT: undefined }, emptyCwd)).toEqual({ mode: 'PROD', webRoot: undefined });
  });

  it('is whatever is there in SIM, as before', () => {
    const uat = build('uat-in-sim', buildRecordJson('UAT'));
    expect(checkStartup({ APP_MODE: 'SIM', WEB_ROOT: uat }, emptyCwd).webRoot).toBe(uat);
    expect(checkStartup({ APP_MODE: 'SIM', WEB_ROOT: simBuild }, emptyCwd).webRoot).toBe(simBuild);
  });
});
