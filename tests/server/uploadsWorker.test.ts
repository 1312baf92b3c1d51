import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UploadResponse, paths } from '../../src/contract';
import { buildApp } from '../../server/app';
import { clamdScanner, readClamdReply } from '../../server/areas/uploads/inspect/clamd';
import { fileInspector, scannerFromEnv } from '../../server/areas/uploads/inspect/inspector';
import { inspectionPool } from '../../server/areas/uploads/inspect/workerPool';
import { REFUSALS, SCANNER_RETRY_AFTER_SECONDS } from '../../server/areas/uploads/limits';
import { client } from './helpers/bank';
import { minimalPdf } from './helpers/files';
import { MERLION, retrieved, type Started } from './helpers/journey';
import { multipartBody } from './helpers/multipart';
import { describeBank } from './helpers/suite';
import { EICAR, objectStreamBomb, pdfOf } from './uploadsFixtures';
import { LogCapture } from './helpers/logCapture';

/*
 * The inspection runs in a worker that a file can stop but not the bank (finding 2), behind one
 * interface a malware scanner plugs into, failing closed. Workers here stand in for a parser that
 * never finishes, runs out of memory or is held: each holds for as long as the test says, so nothing
 * depends on how fast the machine is.
 */

/** A worker speaking the pool's protocol; `onJob` is the body of its message handler (job, port). */
const standIn = (onJob: string, workerData?: unknown) => (resourceLimits: ResourceLimits) =>
  new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     parentPort.on('message', (job) => { ${onJob} });
     parentPort.postMessage({ ready: true });`,
    { eval: true, resourceLimits, workerData },
  );

describe('the inspection pool', () => {
  it('terminates a worker that does not answer within the time limit, refuses the file, and starts a new one', async () => {
    let spawned = 0;
    const silent = standIn('/* never answers */');
    const pool = inspectionPool({ workers: 1, timeMs: 50, spawn: (limits) => (spawned++, silent(limits)) });
    try {
      expect(await pool.run('pdf', minimalPdf())).toEqual({ accepted: false, reason: 'tooComplex', finding: 'timeLimit' });
      expect(await pool.run('pdf', minimalPdf())).toEqual({ accepted: false, reason: 'tooComplex', finding: 'timeLimit' });
      expect(spawned).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('refuses the file when its worker runs out of memory, and keeps working', async () => {
    let spawned = 0;
    const greedy = standIn('const kept = []; for (;;) kept.push(new Array(1e5).fill(job.id));');
    const pool = inspectionPool({ workers: 1, heapMb: 16, timeMs: 60_000, spawn: (limits) => (spawned++, greedy(limits)) });
    try {
      expect(await pool.run('pdf', minimalPdf())).toEqual({ accepted: false, reason: 'tooComplex', finding: 'memoryLimit' });
      expect(await pool.run('pdf', minimalPdf())).toEqual({ accepted: false, reason: 'tooComplex', finding: 'memoryLimit' });
      expect(spawned).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('parses in the real worker: a bomb is refused there, a plain PDF accepted', async () => {
    const pool = inspectionPool({ workers: 1 });
    try {
      expect(await pool.run('pdf', objectStreamBomb())).toEqual({ accepted: false, reason: 'tooComplex', finding: 'pdf.objectStreamBytes' });
      expect(await pool.run('pdf', minimalPdf())).toEqual({ accepted: true });
    } finally {
      await pool.close();
    }
  });
});

describe('UPLOAD_SCANNER', () => {
  it('names clamd by host and port, or by socket path; unset means none', () => {
    expect(scannerFromEnv({})).toBeNull();
    expect(scannerFromEnv({ UPLOAD_SCANNER: ' ' })).toBeNull();
    expect(scannerFromEnv({ UPLOAD_SCANNER: 'clamd://scanner.internal:3311' })?.name).toBe('clamd at scanner.internal:3311');
    expect(scannerFromEnv({ UPLOAD_SCANNER: 'clamd://10.0.0.5' })?.name).toBe('clamd at 10.0.0.5:3310');
    expect(scannerFromEnv({ UPLOAD_SCANNER: 'clamd:///var/run/clamav/clamd.ctl' })?.name).toBe('clamd at /var/run/clamav/clamd.ctl');
  });

  it('stops the bank from starting when it names nothing the bank knows', () => {
    expect(() => scannerFromEnv({ UPLOAD_SCANNER: 'clam' })).toThrow(/UPLOAD_SCANNER must be/);
    expect(() => scannerFromEnv({ UPLOAD_SCANNER: 'icap://scanner:1344' })).toThrow(/unknown scanner/);
    expect(() => scannerFromEnv({ UPLOAD_SCANNER: 'clamd:' })).toThrow(/host and port or its socket/);
  });

  it("reads clamd's answers; anything else is unavailable", () => {
    expect(readClamdReply('stream: OK\0')).toEqual({ status: 'clean' });
    expect(readClamdReply('stream: Eicar-Test-Signature FOUND\0')).toEqual({ status: 'found', signature: 'Eicar-Test-Signature' });
    expect(readClamdReply('INSTREAM size limit exceeded. ERROR\0')).toMatchObject({ status: 'unavailable' });
    expect(readClamdReply('')).toMatchObject({ status: 'unavailable' });
  });
});

/** A clamd speaking INSTREAM: `verdict` gets the bytes and answers (null: never answers). */
async function fakeClamd(verdict: (content: Buffer) => string | null): Promise<{ port: number; scanned: Buffer[]; server: Server }> {
  const scanned: Buffer[] = [];
  const server = createServer((socket) => {
    let received = Buffer.alloc(0);
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const command = 'zINSTREAM\0';
      if (received.length < command.length) return;
      const chunks: Buffer[] = [];
      let at = command.length;
      while (at + 4 <= received.length) {
        const length = received.readUInt32BE(at);
        if (length === 0) {
          const content = Buffer.concat(chunks);
          scanned.push(content);
          const answer = verdict(content);
          if (answer !== null) socket.end(`stream: ${answer}\0`);
          return;
        }
        if (at + 4 + length > received.length) return;
        chunks.push(received.subarray(at + 4, at + 4 + length));
        at += 4 + length;
      }
    });
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, scanned, server };
}

/** A port nothing listens on: one just closed. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describeBank('uploads through a configured inspector', (bank) => {
  const banks: FastifyInstance[] = [];
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(banks.map((app) => app.close()));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const bankWith = async (options: Parameters<typeof fileInspector>[0], log?: LogCapture) => {
    const app = await buildApp({ db: bank.db, now: bank.clock.now, mode: 'SIM', fileInspector: fileInspector(options), logger: log ? { level: 'info', stream: log } : false });
    banks.push(app);
    return app;
  };

  const upload = async (app: FastifyInstance, s: Started, fileName: string, data: Buffer) => {
    const { payload, contentType } = multipartBody([{ name: 'files', filename: fileName, data }]);
    const raw = await app.inject({
      method: 'POST',
      url: paths.upload(s.refNo, 'FS', 'row-1', MERLION.first.nric),
      headers: { 'content-type': contentType, authorization: `Bearer ${s.token}` },
      payload,
    });
    return { status: raw.statusCode, body: UploadResponse.parse(raw.json()), raw };
  };
  const refusal = (message: string) => ({ isSucess: false, data: { message }, model: null });

  let clamd: Awaited<ReturnType<typeof fakeClamd>>;
  beforeAll(async () => {
    clamd = await fakeClamd((content) => (content.includes(EICAR) ? 'Eicar-Test-Signature FOUND' : 'OK'));
    servers.push(clamd.server);
  });
  beforeEach(() => {
    clamd.scanned.length = 0;
  });

  it('answers /api/health while a file holds its worker, then answers the upload', async () => {
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const held = standIn('parentPort.postMessage({ holding: job.id }); Atomics.wait(new Int32Array(workerData.gate), 0, 0); parentPort.postMessage({ id: job.id, verdict: { accepted: true } });', { gate: gate.buffer });
    let holding!: () => void;
    const isHolding = new Promise<void>((resolve) => (holding = resolve));
    const app = await bankWith({
      pool: {
        spawn: (limits) => {
          const worker = held(limits);
          worker.on('message', (message: { holding?: number }) => message.holding && holding());
          return worker;
        },
      },
    });
    const api = client(() => app);
    const s = await retrieved(api, MERLION.first.nric);
    let uploadAnswered = false;
    const uploading = upload(app, s, 'statement.pdf', minimalPdf()).then((res) => ((uploadAnswered = true), res));
    await isHolding;
    const health = await api.get(paths.health);
    expect(health.status).toBe(200);
    expect(uploadAnswered).toBe(false);
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    expect((await uploading).body.isSucess).toBe(true);
  });

  it('scans what the parser accepted, stores a clean file and refuses one the scanner flags with 422', async () => {
    const log = new LogCapture();
    const app = await bankWith({ scanner: clamdScanner({ address: { host: '127.0.0.1', port: clamd.port } }) }, log);
    const s = await retrieved(client(() => app), MERLION.first.nric);
    const clean = minimalPdf();
    expect((await upload(app, s, 'clean.pdf', clean)).body.isSucess).toBe(true);
    const infected = await upload(app, s, 'infected.pdf', pdfOf({ more: [{ dict: '<< >>', data: Buffer.from(EICAR, 'latin1') }] }));
    expect(infected.status).toBe(422);
    expect(infected.body).toEqual(refusal(REFUSALS.malware));
    expect(clamd.scanned).toHaveLength(2);
    expect(clamd.scanned[0].equals(clean)).toBe(true);

    // One security event, with ids and counts: the scanner's finding, never the file's name.
    const events = log.lines.map((line) => JSON.parse(line)).filter((line) => line.securityEvent === 'upload.refused');
    expect(events).toEqual([expect.objectContaining({ securityEvent: 'upload.refused', reason: 'malware', finding: 'Eicar-Test-Signature', kind: 'pdf', referenceNo: s.refNo })]);
    expect(log.lines.join('\n')).not.toContain('infected.pdf');
  });

  it('does not scan a file the parser refused', async () => {
    const app = await bankWith({ scanner: clamdScanner({ address: { host: '127.0.0.1', port: clamd.port } }) });
    const s = await retrieved(client(() => app), MERLION.first.nric);
    expect((await upload(app, s, 'bomb.pdf', objectStreamBomb())).status).toBe(413);
    expect(clamd.scanned).toHaveLength(0);
  });

  it('fails closed with 503 and Retry-After when the scanner cannot be reached or does not answer', async () => {
    const silent = await fakeClamd(() => null);
    servers.push(silent.server);
    for (const scanner of [
      clamdScanner({ address: { host: '127.0.0.1', port: await closedPort() } }),
      clamdScanner({ address: { host: '127.0.0.1', port: silent.port }, timeoutMs: 50 }),
    ]) {
      const app = await bankWith({ scanner });
      const s = await retrieved(client(() => app), MERLION.first.nric);
      const res = await upload(app, s, 'statement.pdf', minimalPdf());
      expect(res.status, scanner.name).toBe(503);
      expect(res.raw.headers['retry-after']).toBe(String(SCANNER_RETRY_AFTER_SECONDS));
      expect(res.body).toEqual(refusal(REFUSALS.scannerUnavailable));
      const listed = await client(() => app).get(paths.uploadDetails(s.refNo), s.token);
      expect(listed.body.model).toEqual([]);
    }
  });
});
