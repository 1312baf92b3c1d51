import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { paths } from '../../src/contract';
import { buildApp } from '../../server/app';
import { BACKENDS } from '../server/helpers/backends';
import type { Bank, client } from '../server/helpers/bank';
import { MERLION, merlionReadyToSubmit, newToken, resumeAs, type Started } from '../server/helpers/journey';
import { multipartBody, SAMPLES } from '../server/helpers/multipart';
import { snapshotRows, type RowSnapshot } from '../server/helpers/snapshot';
import { describeBank } from '../server/helpers/suite';
import { JSON_BODIES, NO_BODY, pathValues, type Target } from './helpers/bodies';
import { readsBreakingTheContract, rowsBreakingTheContract } from './helpers/contractCheck';
import { hostileBody, hostileFileName, pathParam, unstorableBodies } from './helpers/hostile';
import { bearer, requestFor, UPLOAD_ROUTE } from './helpers/probe';
import { SESSION_ROUTES } from './helpers/routeClasses';
import { paramNames, registeredRoutes, routeKey, type RouteEntry } from './helpers/routes';
import { uploadPdf } from './helpers/victims';

type Client = ReturnType<typeof client>;

/** FUZZ_SEED replays a run (the seed is printed with every failure); FUZZ_RUNS widens it. */
const SEED = Number(process.env.FUZZ_SEED ?? 20260302);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/**
 * The route list is read from a bank built for the purpose, so the tests can be declared per route.
 * HEAD is left out: Fastify answers it with the GET handler, which is fuzzed.
 */
const ROUTES: RouteEntry[] = await (async () => {
  const db = await BACKENDS[0].open();
  const app = await buildApp({ db, mode: 'SIM' });
  await app.ready();
  const routes = registeredRoutes(app).filter((r) => r.method !== 'HEAD');
  await app.close();
  await db.close();
  return routes;
})();

const totals = new Map<string, { routes: Set<string>; requests: number; errors: number }>();

describeBank('route fuzz', (bank, api) => {
  const figures = () => {
    const key = bank.db.kind;
    if (!totals.has(key)) totals.set(key, { routes: new Set(), requests: 0, errors: 0 });
    return totals.get(key)!;
  };
  afterAll(() => {
    const f = totals.get(bank.db?.kind ?? '');
    if (f) console.log(`fuzz: ${f.routes.size} routes, ${f.requests} requests, ${f.errors} 5xx [${bank.db.kind}, seed ${SEED}, ${RUNS} runs a route]`);
  });

  // The draft is built over HTTP once per suite; its rows (rate-limit windows included) are put back before each test.
  let seeded: Seeded;
  let rows: RowSnapshot;
  beforeAll(async () => {
    seeded = await seed(bank, api);
    rows = await snapshotRows(bank.db);
  });
  beforeEach(() => rows.restore());

  for (const route of ROUTES) {
    it(`${routeKey(route)}: no 5xx, and every application still parses with the contract`, async () => {
      // Calls that rebind their token get one of their own, so the seeded token stays on its application.
      const token = SESSION_ROUTES[routeKey(route)]?.rebinds ? await newToken(api) : seeded.token;
      const f = figures();
      f.routes.add(routeKey(route));
      const fiveXx: string[] = [];
      const send = async (request: InjectOptions) => {
        const res = await bank.app.inject(request);
        f.requests += 1;
        const said = `${request.method} ${String(request.url).slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) {
          f.errors += 1;
          fiveXx.push(said);
        }
        return { res, said };
      };
      // Every field once with NUL and once with a lone surrogate, then the random part.
      for (const body of unstorableBodies(JSON_BODIES[routeKey(route)]?.(seeded.target))) {
        const valid = requestFor(route, seeded.target, token);
        await send({ ...valid, headers: { ...valid.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      }
      // fast-check's report (seed, counterexample) is kept for after the list of every 5xx seen.
      const failure = await fc
        .assert(
          fc.asyncProperty(requestArbitrary(route, seeded.target, token), async (request) => {
            const { res, said } = await send(request);
            expect(res.statusCode, said).toBeLessThan(500);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .then(() => null, (error: Error) => error);
      expect(fiveXx).toEqual([]);
      if (failure) throw failure;
      expect(await rowsBreakingTheContract(bank.db)).toEqual([]);
      expect(await readsBreakingTheContract(api, await readerToken(api, seeded), seeded.started)).toEqual([]);
    });
  }
});

interface Seeded {
  started: Started;
  token: string;
  target: Target;
}

/** A draft with every section saved and one document: the fuzz reaches as deep into the bank as it can. */
async function seed(bank: Bank, api: Client): Promise<Seeded> {
  const started = await merlionReadyToSubmit(api);
  const fileId = await uploadPdf(bank.app, started, MERLION.first.nric);
  const target: Target = { uen: MERLION.uen, ...started, nric: MERLION.first.nric, name: MERLION.first.name, mobile: MERLION.first.mobile, fileId };
  return { started, token: started.token, target };
}

/**
 * The seeded token, or, when a fuzzed call ended its session (the officer's expire-sessions), a new one
 * got the way a returning applicant gets it: status lookup, then an OTP to applicant 1 (order 0).
 */
async function readerToken(api: Client, seeded: Seeded): Promise<string> {
  if ((await api.get(paths.getFinancing(seeded.started.refNo), seeded.token)).status !== 401) return seeded.token;
  return (await resumeAs(api, { uen: MERLION.uen, ...MERLION.first }, 'Resume')).token;
}

function requestArbitrary(route: RouteEntry, target: Target, token: string): fc.Arbitrary<InjectOptions> {
  const real = pathValues(target);
  const names = paramNames(route.url);
  const params = fc.tuple(...names.map((n) => pathParam(real[n] ?? n)));
  const url = params.map((values) => names.reduce((u, n, i) => u.replace(`:${n}`, values[i]), route.url));
  const method = route.method as InjectOptions['method'];
  const key = routeKey(route);

  if (key === UPLOAD_ROUTE) {
    return fc.tuple(url, hostileFileName).map(([u, filename]) => {
      const { payload, contentType } = multipartBody([{ name: 'files', filename, data: SAMPLES.pdf }]);
      return { method, url: u, headers: { ...bearer(token), 'content-type': contentType }, payload };
    });
  }
  if (route.method === 'GET') return url.map((u) => ({ method, url: u, headers: bearer(token) }));
  const base = NO_BODY.has(key) ? undefined : JSON_BODIES[key]?.(target);
  const body = base === undefined ? fc.option(hostileBody({}), { nil: undefined }) : hostileBody(base);
  return fc.tuple(url, body).map(([u, b]) => ({
    method,
    url: u,
    headers: { ...bearer(token), ...(b === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(b === undefined ? {} : { payload: JSON.stringify(b) }),
  }));
}
