import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataFolder, lockPathOf } from '../../server/db/dataFolderLock';
import { openPglite } from '../../server/db/pglite';
import { freePort } from '../../e2e/support/server';
import { emptyCluster, emptyClusterDump } from '../server/helpers/backends';

/*
 * One server per embedded data folder: a second one on the same folder would run a second PostgreSQL
 * over the same files and lose acknowledged writes, so it must refuse to start, naming the folder and
 * the process holding it.
 */

const scratch = mkdtempSync(path.join(os.tmpdir(), 'sme-bank-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const folder = (name: string) => path.join(scratch, name);

/** The pid of a process that has already exited: no process runs under it now. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the embedded database holds its folder', () => {
  it('refuses a second open of the same folder in one process, and allows it again once closed', async () => {
    const dir = folder('twice');
    // From a dump, as a built bank's first start is: the lock is under test, not initdb.
    const first = await openPglite({ dataDir: dir, loadDataDir: await emptyCluster() });
    try {
      await expect(openPglite({ dataDir: dir })).rejects.toThrow(new RegExp(`${dir}.*in use.*pid ${process.pid}`));
      // The first is untouched by the refused second.
      expect((await first.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    } finally {
      await first.close();
    }
    expect(existsSync(lockPathOf(dir))).toBe(false);
    const again = await openPglite({ dataDir: dir });
    await again.close();
  }, 60_000);

  it('takes over a lock whose process no longer runs, and says so', () => {
    const dir = folder('stale');
    const pid = deadPid();
    writeFileSync(lockPathOf(dir), JSON.stringify({ pid, startedAt: '2026-01-01T00:00:00.000Z', host: os.hostname() }));
    const lines: string[] = [];
    const lock = lockDataFolder(dir, { log: (line) => lines.push(line) });
    expect(lines).toEqual([expect.stringMatching(new RegExp(`${dir}.*pid ${pid}.*no longer runs`))]);
    expect(JSON.parse(readFileSync(lockPathOf(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockPathOf(dir))).toBe(false);
  });

  it('takes over a lock file left empty by a crash', () => {
    const dir = folder('empty');
    writeFileSync(lockPathOf(dir), '');
    const lines: string[] = [];
    lockDataFolder(dir, { log: (line) => lines.push(line) }).release();
    expect(lines).toEqual([expect.stringMatching(/unreadable/)]);
  });

  it('respects a lock held by a running process or written on another host', () => {
    const dir = folder('held');
    writeFileSync(lockPathOf(dir), JSON.stringify({ pid: process.ppid, startedAt: 'x', host: os.hostname() }));
    expect(() => lockDataFolder(dir, { log: () => undefined })).toThrow(`pid ${process.ppid}`);
    writeFileSync(lockPathOf(dir), JSON.stringify({ pid: deadPid(), startedAt: 'x', host: 'another-host' }));
    expect(() => lockDataFolder(dir, { log: () => undefined })).toThrow(/in use/);
  });

  it('leaves memory:// alone: any number of in-memory databases', async () => {
    const dump = await emptyCluster();
    const a = await openPglite({ dataDir: 'memory://', loadDataDir: dump });
    const b = await openPglite({ dataDir: 'memory://', loadDataDir: dump });
    await Promise.all([a.close(), b.close()]);
  }, 60_000);
});

describe('two servers on one DATA_DIR', () => {
  interface Server {
    child: ChildProcess;
    output: () => string;
    exited: Promise<number | null>;
  }

  /** The servers start their new folder from a dump, as a built bank does: the lock is under test, not initdb. */
  function serve(dataDir: string, port: number, seed: string): Server {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_MODE: 'SIM', DATABASE_URL: '', DB_SEED: seed },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, output: () => output, exited };
  }

  /** Waits for the line the server prints once it listens; these are bounds, not timings under test. */
  async function ready(server: Server, bound = 90_000): Promise<void> {
    const start = Date.now();
    while (!/ready at/.test(server.output())) {
      if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
      if (Date.now() - start > bound) throw new Error(`the server did not start:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const within = <T>(promise: Promise<T>, ms: number, what: string) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not happen`)), ms))]);

  it('refuses the second with a message naming the folder and the first one\'s pid; the first keeps serving', async () => {
    const dataDir = folder('served');
    const [port1, port2] = [await freePort(), await freePort()];
    const seed = await emptyClusterDump();
    const first = serve(dataDir, port1, seed);
    let second: Server | null = null;
    try {
      await ready(first);
      second = serve(dataDir, port2, seed);
      const code = await within(second.exited, 90_000, 'the second server exiting');
      expect(code).not.toBe(0);
      expect(second.output()).toContain(path.resolve(dataDir, 'pglite'));
      expect(second.output()).toContain(`pid ${first.child.pid}`);
      expect(second.output()).toMatch(/in use/);
      // One line a person can act on, not a stack trace.
      expect(second.output()).not.toMatch(/\n\s+at /);

      const health = await fetch(`http://127.0.0.1:${port1}/api/health`);
      expect(health.status).toBe(200);
      const token = await fetch(`http://127.0.0.1:${port1}/api/Security`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appId: 'lock-test' }),
      });
      expect(token.status).toBe(200);
    } finally {
      // A second server that wrongly started must not outlive the test.
      if (second && second.child.exitCode === null) second.child.kill('SIGKILL');
      first.child.kill('SIGTERM');
      await within(first.exited, 30_000, 'the first server exiting');
    }
    // A clean stop gives the folder back.
    expect(existsSync(lockPathOf(path.resolve(dataDir, 'pglite')))).toBe(false);
  }, 240_000);
});
