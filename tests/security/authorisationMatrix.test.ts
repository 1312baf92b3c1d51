import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { StatusLookupResponse, paths } from '../../src/contract';
import { DEFAULT_LIMITS } from '../../server/security/limits';
import type { Bank, client } from '../server/helpers/bank';
import { newToken } from '../server/helpers/journey';
import { describeBank } from '../server/helpers/suite';
import { leaksIn, readableText, type Field } from './helpers/leaks';
import { requestFor } from './helpers/probe';
import { OPEN_ROUTES, classify, rebindsLast } from './helpers/routeClasses';
import { registeredRoutes, routeKey, type RouteEntry } from './helpers/routes';
import { draftKopi, submittedMerlion, type Victim } from './helpers/victims';

type Client = ReturnType<typeof client>;

/**
 * Who knocks. Each is tried on every route that needs a token, against two applications of two
 * different applicants (spec 1, 6 and 2, 6: every call carries the session token; a token is the
 * applicant's own). The expired token is the victim's own, read after the 8-hour life of spec 1, 4.4.
 */
const CREDENTIALS = ['no token', 'a garbage token', 'an expired token', "another applicant's token", 'a status lookup without the OTP', 'a token before identity'] as const;
type Credential = (typeof CREDENTIALS)[number];

/** Said by the bank when it does not know who asks (401) or knows and refuses (403). */
const REFUSED = [401, 403];

/**
 * The OTP calls are how a browser that looked an application up proves it is the applicant (order 0:
 * "the person the lookup found", spec 2, 4 "OTP shown if enabled"), so they must work for a looked-up
 * token that has not verified yet; what they may not do is show anyone's personal data.
 */
const PROVES_THE_LOOKUP = new Set([
  'POST /api/v1/OTP/OTPGeneration/:mobile/:stateId/:refNo/:order',
  'POST /api/v1/OTP/OTPVerification/:mobile/:otp/:stateId/:refNo/:order',
]);

/**
 * The lookup answer names the person looked up (spec 2, 3 "status lookup fields": name) to the caller,
 * who typed that person's NRIC: neither is news to them. The mobile number is: it goes out masked.
 */
const LOOKUP_SHOWS: Field[] = ['nric', 'name'];
const LOOKUP = 'POST /api/v1/SMEDL/postStatusEnquiry';

const tally = new Map<string, { routes: number; probes: number; leaks: number; errors: number; credentials: Set<Credential> }>();

describeBank('authorisation matrix', (bank, api) => {
  const guarded = (): RouteEntry[] => registeredRoutes(bank.app).filter((r) => classify(r, 'SIM') !== 'open').sort(rebindsLast);
  const figures = () => {
    const key = bank.db.kind;
    if (!tally.has(key)) tally.set(key, { routes: guarded().length, probes: 0, leaks: 0, errors: 0, credentials: new Set() });
    return tally.get(key)!;
  };

  afterAll(() => {
    const f = tally.get(bank.db?.kind ?? '');
    if (!f) return;
    console.log(
      `authorisation matrix: ${f.routes} routes x ${f.credentials.size} credentials x 2 applications = ${f.probes} probes, ${f.leaks} leaks, ${f.errors} 5xx [${bank.db.kind}]`,
    );
  });

  it('knows every route of the bank: each is open for a stated reason or probed by the matrix', () => {
    const routes = registeredRoutes(bank.app);
    const keys = routes.map(routeKey);
    // The inventory comes from Fastify itself; it must at least see the routes the contract names.
    for (const key of ['POST /api/Security', 'PUT /api/v1/SMEDL/putSubmitwithFields/:stateId', 'GET /api/v1/SMEDL/GetStatus/:stateId/:refNo']) {
      expect(keys).toContain(key);
    }
    // Open routes listed but gone would hide a renamed route behind a stale entry.
    const stale = Object.keys(OPEN_ROUTES).filter((k) => !keys.includes(k));
    expect(stale).toEqual([]);
    // Every guarded route must be one the matrix can call (a valid request it knows how to build).
    const victim = { uen: 'U', stateId: 'S', refNo: 'R', nric: 'N', name: 'X', mobile: '91234567', fileId: 'F' };
    const unprobeable = routes
      .filter((r) => classify(r, 'SIM') !== 'open')
      .flatMap((r) => {
        try {
          requestFor(r, victim, 't');
          return [];
        } catch (e) {
          return [(e as Error).message];
        }
      });
    expect(unprobeable).toEqual([]);
  });

  for (const credential of CREDENTIALS) {
    it(`refuses ${credential} on every route that needs a token`, async () => {
      const failures = await probeAll(bank, api, credential, guarded(), figures());
      expect(failures).toEqual([]);
    });
  }

  it('shows the mobile number in the lookup answer masked to its last 4 digits (spec 2, 2.4)', async () => {
    const victim = await submittedMerlion(api, bank.app);
    const res = await api.post(paths.statusLookup, { type: 'Status', uen: victim.uen, nric: victim.applicant.nric }, await newToken(api));
    expect(res.status).toBe(200);
    const mobile = StatusLookupResponse.parse(res.body).model!.moblileNo;
    expect(res.raw.body).not.toContain(victim.applicant.mobile);
    expect(mobile.endsWith(victim.applicant.mobile.slice(-4))).toBe(true);
    expect(mobile.replace(/\D/g, '')).toBe(victim.applicant.mobile.slice(-4));
  });
});

describeBank(
  'authorisation matrix outside SIM mode',
  (bank) => {
    it('opens only the token, the address service, health and the web app: no SIM aid exists', () => {
      const open = registeredRoutes(bank.app).filter((r) => classify(r, 'PROD') === 'open').map(routeKey);
      const expected = Object.entries(OPEN_ROUTES)
        .filter(([, o]) => !o.simOnly)
        .map(([k]) => k)
        .sort();
      expect(open.sort()).toEqual(expected);
      expect(registeredRoutes(bank.app).filter((r) => r.url.includes('/sim/'))).toEqual([]);
    });
  },
  { mode: 'PROD' },
);

/** The token each victim is probed with, for one credential. */
async function credentialsFor(bank: Bank, api: Client, credential: Credential, victims: [Victim, Victim]): Promise<(string | undefined)[]> {
  switch (credential) {
    case 'no token':
      return [undefined, undefined];
    case 'a garbage token':
      // Shaped like a real token (same length and alphabet), issued by no one.
      return victims.map((v) => v.token.replace(/[0-9a-f]/gi, (c) => (c === '0' ? '1' : '0')));
    case 'an expired token':
      bank.clock.advance(DEFAULT_LIMITS.sessionAbsoluteMs + 60_000);
      return victims.map((v) => v.token);
    case "another applicant's token":
      return [victims[1].token, victims[0].token];
    case 'a status lookup without the OTP':
      return Promise.all(
        victims.map(async (v) => {
          const token = await newToken(api);
          // The victims' applications are drafts: a resume finds them (a status enquiry passes drafts over).
          const found = await api.post(paths.statusLookup, { type: 'Resume', uen: v.uen, nric: v.applicant.nric }, token);
          // The lookup itself must have found the application, or this credential proves nothing.
          expect(found.status).toBe(200);
          expect(found.body.isSucess).toBe(true);
          return token;
        }),
      );
    case 'a token before identity':
      return Promise.all(victims.map(() => newToken(api)));
  }
}

async function probeAll(bank: Bank, api: Client, credential: Credential, routes: RouteEntry[], f: ReturnType<typeof tallyShape>): Promise<string[]> {
  const victims: [Victim, Victim] = [await submittedMerlion(api, bank.app), await draftKopi(api, bank.app)];
  const tokens = await credentialsFor(bank, api, credential, victims);
  f.credentials.add(credential);
  const failures: string[] = [];
  for (const route of routes) {
    const key = routeKey(route);
    const session = classify(route, 'SIM') === 'session';
    for (const [i, victim] of victims.entries()) {
      const lookupProves = credential === 'a status lookup without the OTP' && PROVES_THE_LOOKUP.has(key);
      const target = { ...victim, ...victim.applicant };
      const res: LightMyRequestResponse = await bank.app.inject(requestFor(route, target, tokens[i], lookupProves ? { order: '0' } : {}));
      f.probes += 1;
      const where = `${credential} | ${victim.label} | ${key} -> ${res.statusCode}`;
      if (res.statusCode >= 500) {
        f.errors += 1;
        failures.push(`${where}: a 5xx`);
      }
      const leaks = leaksIn(readableText(res), victim.persons, key === LOOKUP ? LOOKUP_SHOWS : []);
      if (leaks.length > 0) {
        f.leaks += 1;
        failures.push(`${where}: shows ${leaks.join(', ')}`);
      }
      const needsRefusal = !session || ['no token', 'a garbage token', 'an expired token'].includes(credential);
      if (needsRefusal && !lookupProves && !REFUSED.includes(res.statusCode)) failures.push(`${where}: expected 401 or 403`);
    }
  }
  return failures;
}

function tallyShape() {
  return { routes: 0, probes: 0, leaks: 0, errors: 0, credentials: new Set<Credential>() };
}
