/**
 * `node --import tsx scripts/bench-uploads.ts`: what hostile uploads cost the bank (issue 35, finding 2), with
 * the parser in its worker (as the bank runs it) and, for comparison, the same checks on the bank's
 * own event loop. For each file: the time to the upload's answer, the peak of the process's
 * resident memory above where it started, and /api/health's latency while the upload runs (health is
 * asked again as soon as it answers). An in-memory PGlite bank, driven through inject; this script's
 * own clock. Figures vary with the machine; docs/security.md ("Uploads") records one run.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { paths } from '../src/contract';
import { buildApp } from '../server/app';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { inspectContent } from '../server/areas/uploads/inspect/inspectContent';
import { fileInspector } from '../server/areas/uploads/inspect/inspector';
import type { FileInspector } from '../server/areas/uploads/inspect/verdict';
import { client } from '../tests/server/helpers/bank';
import { MERLION, retrieved } from '../tests/server/helpers/journey';
import { multipartBody } from '../tests/server/helpers/multipart';
import { contentStreamBomb, manyObjectsPdf, objectStreamBomb } from '../tests/server/uploadsFixtures';
import { minimalPdf } from '../tests/server/helpers/files';

/** The same checks on the event loop that answers every request. */
const onEventLoop: FileInspector = { inspect: (content, kind) => inspectContent(kind, content), close: async () => undefined };

const FILES: [string, () => Buffer][] = [
  ['object-stream bomb (0.5 MB -> 500 MB)', objectStreamBomb],
  ['content-stream bomb (0.5 MB -> 500 MB)', contentStreamBomb],
  ['200,000 small objects', () => manyObjectsPdf(200_000)],
  ['49,000 small objects (within the budget)', () => manyObjectsPdf(49_000)],
  ['one-page PDF', () => minimalPdf()],
];

const MB = 1024 * 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function measure(app: FastifyInstance, token: string, refNo: string, data: Buffer) {
  const { payload, contentType } = multipartBody([{ name: 'files', filename: 'statement.pdf', data }]);
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const t = performance.now();
  let done = false;
  const uploading = app
    .inject({ method: 'POST', url: paths.upload(refNo, 'FS', 'row-1', MERLION.first.nric), headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, payload })
    .then((res) => ((done = true), { status: res.statusCode, ms: performance.now() - t }));
  const health: number[] = [];
  while (!done) {
    // A turn of the event loop between asks: an in-memory bank can answer health in microtasks alone.
    await new Promise((resolve) => setImmediate(resolve));
    const h = performance.now();
    await app.inject({ method: 'GET', url: paths.health });
    health.push(performance.now() - h);
  }
  const answer = await uploading;
  clearInterval(sampler);
  return { ...answer, peakMb: (peak - baseline) / MB, health };
}

async function main() {
  const db = await openPglite({ dataDir: 'memory://' });
  await migrate(db);
  for (const [mode, inspector] of [['worker', fileInspector()], ['event loop (same checks, for comparison)', onEventLoop]] as const) {
    const app = await buildApp({ db, mode: 'SIM', fileInspector: inspector, logger: false, limits: { requestsPerWindow: 1_000_000 } });
    await app.ready();
    const s = await retrieved(client(() => app), MERLION.first.nric);
    // The first upload starts the worker; it is not what a file costs.
    await measure(app, s.token, s.refNo, minimalPdf());
    console.log(`\nparser on the ${mode}`);
    for (const [name, build] of FILES) {
      const data = build();
      const r = await measure(app, s.token, s.refNo, data);
      console.log(
        `  ${name.padEnd(40)} ${(data.length / MB).toFixed(2).padStart(6)} MB  answer ${r.status} in ${r.ms.toFixed(0).padStart(6)} ms` +
          `  peak RSS +${r.peakMb.toFixed(0).padStart(4)} MB  health: ${r.health.length} answers, median ${median(r.health).toFixed(1)} ms, max ${Math.max(0, ...r.health).toFixed(0)} ms`,
      );
    }
    await app.close();
  }
  await db.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
