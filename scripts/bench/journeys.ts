/**
 * Load figures for the sandbox bank: N applicants at once, each making the API calls of a whole journey
 * (token to submit, then a status lookup) over real HTTP, on PGlite and on PostgreSQL. Figures, not
 * assertions: errors and the p50 / p95 / p99 of each kind of request.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { paths } from '../../src/contract';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import type { SecurityLimits } from '../../server/security/limits';
import { MERLION, contactApplicant, financing, mailingAndFinancials, retrievedApplicant } from '../../tests/server/helpers/journey';

const JOURNEYS = Number(process.env.BENCH_JOURNEYS ?? 200);

/**
 * Every applicant here comes from one address, so the per-client limits would measure the limiter, not
 * the bank: they are raised for the run, and only for it.
 */
const PLENTY = 1_000_000;
const RAISED: Partial<SecurityLimits> = {
  requestsPerWindow: PLENTY,
  lookupsPerWindow: PLENTY,
  tokensPerWindow: PLENTY,
  otpCodesPerApplicationPerDay: PLENTY,
  otpCodesPerMobilePerDay: PLENTY,
};

interface Sample {
  kind: string;
  ms: number;
  ok: boolean;
}

class JourneyError extends Error {}

/** One applicant's calls; each call is timed and labelled with its kind. */
async function journey(base: string, n: number, samples: Sample[]): Promise<void> {
  // Each applicant has a mobile of their own, so the SIM outbox shows them their own code.
  const mobile = `9${String(n).padStart(7, '0')}`;
  let token = '';
  const call = async (kind: string, method: string, path: string, body?: unknown): Promise<any> => {
    const start = performance.now();
    let ok = false;
    let json: any = null;
    try {
      const res = await fetch(base + path, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      json = await res.json().catch(() => null);
      ok = res.ok && json?.isSucess !== false && json?.didError !== true;
    } finally {
      samples.push({ kind, ms: performance.now() - start, ok });
    }
    if (!ok) throw new JourneyError(`${kind}: ${JSON.stringify(json).slice(0, 200)}`);
    return json;
  };

  token = (await call('token', 'POST', paths.token, { appId: 'SMEDL-WEB' })).token;
  const stateId = (await call('state', 'POST', paths.createState, { packageId: '13000', dataFields: '<browser>bench</browser>' })).model.stateId;
  const refNo = (await call('financing', 'POST', paths.saveFinancing, financing({ stateId }))).model.referenceNo;
  token = (await call('identity retrieval', 'POST', paths.myInfoData(stateId, MERLION.first.nric))).token;
  const ids = { stateId, referenceNo: refNo };
  await call('company', 'POST', paths.saveCompany, mailingAndFinancials(ids));
  const persons = [
    retrievedApplicant(1, MERLION.first.nric, MERLION.first.name, mobile, MERLION.first.email),
    contactApplicant(2, MERLION.second.nric, MERLION.second.name, MERLION.second.mobile, MERLION.second.email),
  ];
  await call('persons', 'PUT', paths.savePerson, { StateId: stateId, ReferenceNo: refNo, ApplicantDtls: persons });
  await call('account', 'POST', paths.saveAccount, { ...ids, disbursement_Branch_Code: '012', disbursement_Branch_Desc: 'ORCHARD BRANCH', disbursement_Branch_Account_No: MERLION.accounts[1] });
  await call('declarations', 'PUT', paths.saveDeclarations, { StateId: stateId, Request: true });
  await call('preview', 'GET', paths.getPreview(stateId));
  await call('OTP request', 'POST', paths.otpGenerate(mobile, stateId, refNo, 1));
  const outbox = await call('SIM outbox', 'GET', paths.simOtpOutbox(mobile));
  const code = outbox.messages.at(-1).otp as string;
  const verified = await call('OTP verify', 'POST', paths.otpVerify(mobile, code, stateId, refNo, 1));
  if (verified.statusCode !== '0') throw new JourneyError(`OTP verify: ${JSON.stringify(verified)}`);
  await call('submit', 'PUT', paths.submit(stateId), { RefNo: refNo, OrderNumber: 1, IDNumber: MERLION.first.nric, Status: 'Submitted', IsNonLendingCompleted: 'N' });
  await call('status lookup', 'POST', paths.statusLookup, { type: 'Status', uen: MERLION.uen, nric: MERLION.first.nric });
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

function report(label: string, samples: Sample[], failed: number, wallMs: number): void {
  const kinds = [...new Set(samples.map((s) => s.kind))];
  const line = (kind: string, of: Sample[]) => {
    const ms = of.map((s) => s.ms).sort((a, b) => a - b);
    const errors = of.filter((s) => !s.ok).length;
    const f = (v: number) => v.toFixed(0).padStart(6);
    return `  ${kind.padEnd(20)} ${String(of.length).padStart(6)} ${String(errors).padStart(6)} ${f(percentile(ms, 50))} ${f(percentile(ms, 95))} ${f(percentile(ms, 99))}`;
  };
  console.log(`journeys [${label}]: ${JOURNEYS} concurrent, ${JOURNEYS - failed} completed, ${failed} failed, in ${(wallMs / 1000).toFixed(1)} s`);
  console.log(`  ${'request'.padEnd(20)} ${'count'.padStart(6)} ${'errors'.padStart(6)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)}  (ms)`);
  for (const kind of kinds) console.log(line(kind, samples.filter((s) => s.kind === kind)));
  console.log(line('all requests', samples));
}

async function run(label: string, db: Db): Promise<void> {
  await migrate(db);
  const app = await buildApp({ db, mode: 'SIM', limits: RAISED });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const samples: Sample[] = [];
  const start = performance.now();
  const outcomes = await Promise.allSettled(Array.from({ length: JOURNEYS }, (_, i) => journey(base, i, samples)));
  const wall = performance.now() - start;
  await app.close();
  const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  report(label, samples, failures.length, wall);
  if (failures.length > 0) console.log(`  first failure: ${String(failures[0].reason?.message ?? failures[0].reason).slice(0, 300)}`);
}

export async function journeysBench(): Promise<void> {
  console.log(`journeys: limits raised for the run (${Object.entries(RAISED).map(([k, v]) => `${k}=${v}`).join(', ')})`);
  const pglite = await openPglite({ dataDir: 'memory://' });
  try {
    await run('PGlite', pglite);
  } finally {
    await pglite.close();
  }

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('journeys [PostgreSQL]: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  // A schema of its own, dropped afterwards: the bench leaves the database as it found it.
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const pg = await openPostgres({ connectionString: url, schema, max: 10 });
  try {
    await run('PostgreSQL', pg);
  } finally {
    await pg.exec(`drop schema if exists ${schema} cascade`);
    await pg.close();
  }
}
