import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockPathOf } from '../../server/db/dataFolderLock';
import { freePort } from '../../e2e/support/server';
import { BUILT } from './built';

/*
 * One server per embedded data folder (tests/security/dataFolderLock.test.ts has the lock itself): a second
 * built server on the folder of a running one must refuse to start, naming the folder and the first one's
 * pid, and the first must go on serving.
 */

const scratch = mkdtempSync(path.join(os.tmpdir(), 'sme-bank-served-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const folder = (name: string) => path.join(scratch, name);

describe('two servers on one DATA_DIR', () => {
  interface Server {
    child: ChildProcess;
    output: () => string;
    exited: Promise<number | null>;
  }

  /** `npm run serve`: the built server, which starts a new folder from the build's database seed. */
  function serve(dataDir: string, port: number): Server {
    const child = spawn(process.execPath, [BUILT.server], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_MODE: 'SIM', DATABASE_URL: '', DB_SEED: BUILT.seed },
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
    const first = serve(dataDir, port1);
    let second: Server | null = null;
    try {
      await ready(first);
      second = serve(dataDir, port2);
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
