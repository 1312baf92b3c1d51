import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const HEALTH = '/api/health';

export interface ColdStart {
  /** From spawning the command to the first 200 of /api/health. */
  ms: number;
  command: string;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the bank with `node <args>` (as `npm run serve` does) with a new, empty DATA_DIR and times it to its first healthy answer, by this script's own clock. Needs `npm run build` first.
 */
export async function coldStart(port: number, args: string[], env: Record<string, string> = {}, timeoutMs = 60_000): Promise<ColdStart> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-cold-'));
  const command = ['node', ...args].join(' ');
  const t = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: 'ignore',
  });
  try {
    const url = `http://127.0.0.1:${port}${HEALTH}`;
    while (performance.now() - t < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`the bank exited with ${child.exitCode} before answering`);
      if (await healthy(url)) return { ms: performance.now() - t, command };
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
