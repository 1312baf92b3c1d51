/**
 * Figures, not assertions: bundle size of the built front end and the start page's share of it, the
 * cold start of `npm run serve` with an empty data folder, click-to-next-screen in Chromium
 * (scripts/bench/stepLatency.ts), the explorer's first paint and longest main-thread task while it opens
 * (scripts/bench/explorer.ts), time to generate the chart's paths, time
 * for the sandbox bank to answer its first request, a statement through PGlite's own query and through
 * the bank's database handle (scripts/bench/queries.ts), and concurrent API journeys on PGlite and PostgreSQL
 * (scripts/bench/journeys.ts). Run `npm run build` first, then `npm run bench`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { journeyMachine } from '../machines/journey.machine';
import { generatePaths } from '../src/analysis/coverage';
import { startSandboxBank } from '../e2e/support/server';
import { journeysBench } from './bench/journeys';
import { queriesBench } from './bench/queries';
import { coldStart } from './bench/coldStart';
import { stepLatencyBench } from './bench/stepLatency';
import { explorerBench } from './bench/explorer';
import { measureStartPage } from './lib/startPage';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

function bundle() {
  const dir = 'dist/web/assets';
  let raw = 0;
  let gz = 0;
  for (const f of readdirSync(dir)) {
    if (/\.(map|br|gz)$/.test(f)) continue;
    const buf = readFileSync(join(dir, f));
    raw += statSync(join(dir, f)).size;
    gz += gzipSync(buf).length;
    console.log(`bundle ${f}: ${kb(buf.length)} (gzip ${kb(gzipSync(buf).length)})`);
  }
  console.log(`bundle total: ${kb(raw)} (gzip ${kb(gz)})`);
  const start = measureStartPage('dist/web', { brotli: true });
  console.log(`start page JS (entry + ${start.files.length - 1} modulepreloads): ${kb(start.raw)} raw, ${kb(start.gzip)} gzip, ${kb(start.brotli ?? 0)} brotli (budget 150 KiB gzip)`);
}

/** `npm start` after the build: the compiled bank with a new data folder, to its first healthy answer. */
async function cold() {
  const { ms, command } = await coldStart(Number(process.env.BENCH_COLD_PORT ?? 4799), ['dist/server/main.js'], { APP_MODE: 'SIM' });
  console.log(`cold start: ${command} with an empty DATA_DIR answered /api/health in ${ms.toFixed(0)} ms`);
}

function paths() {
  const runs: number[] = [];
  // A graph is kept per event filter (coverage.ts): a filter of its own makes each run build the graph anew.
  const afresh = () => ({ allowEvent: () => true });
  let report = generatePaths(journeyMachine, afresh());
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    report = generatePaths(journeyMachine, afresh());
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  console.log(`paths: ${report.paths.length} paths over ${report.states.length} states / ${report.transitions.length} transitions, median ${runs[2].toFixed(1)} ms of 5 runs`);
}

/** The explorer's first paint, with nothing cached and then cached, against a bank of its own serving this build. */
async function explorer() {
  const bank = await startSandboxBank();
  try {
    await explorerBench(bank.baseURL, Number(process.env.BENCH_EXPLORER_RUNS ?? 3));
  } finally {
    await bank.stop();
  }
}

/** Step latency through the UI, against a bank of its own serving this build. */
async function steps() {
  const bank = await startSandboxBank();
  try {
    await stepLatencyBench(bank, Number(process.env.BENCH_STEP_RUNS ?? 3));
  } finally {
    await bank.stop();
  }
}

async function server() {
  const t = performance.now();
  const bank = await startSandboxBank();
  const ready = performance.now() - t;
  const n = 200;
  const t2 = performance.now();
  for (let i = 0; i < n; i++) await fetch(`${bank.baseURL}/api/Security`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"appId":"bench"}' });
  const per = (performance.now() - t2) / n;
  await bank.stop();
  console.log(`server: first start ready in ${ready.toFixed(0)} ms (new data folder); POST /api/Security ${per.toFixed(2)} ms per request (sequential, ${n} requests)`);
}

bundle();
await cold();
await steps();
await explorer();
paths();
await server();
await queriesBench();
await journeysBench();
