import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free loopback port, asked of the OS. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface SandboxBank {
  baseURL: string;
  dataDir: string;
  /** Stops the bank; a data folder it made itself goes with it, unless `keepData` (a restart on it follows). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The suite's one browser plays dozens of applicants, from one address and with the personas' few mobile
 * numbers, within minutes: the per-client and per-mobile limits (tests/security) would stop it. It
 * raises them the way a deployment sets them, through the environment.
 */
const ONE_BROWSER_MANY_APPLICANTS = {
  BANK_LIMIT_REQUESTS_PER_WINDOW: '100000',
  BANK_LIMIT_LOOKUPS_PER_WINDOW: '10000',
  BANK_LIMIT_TOKENS_PER_WINDOW: '10000',
  BANK_LIMIT_OTP_CODES_PER_APPLICATION_PER_DAY: '10000',
  BANK_LIMIT_OTP_CODES_PER_MOBILE_PER_DAY: '10000',
  BANK_LIMIT_OTP_LOOKUP_CODES_PER_MOBILE_PER_DAY: '10000',
  BANK_LIMIT_OTP_UNANSWERED_CODES_BEFORE_WAIT: '10000',
};

/**
 * Starts the real sandbox bank (npm run serve) on its own port and data folder, and waits for health. Without
 * a `dataDir` it makes one in the temp folder, and removes it when stopped (each is tens of MB); with one, the
 * folder is removed only when `removeData` says so (a restarted bank takes over its predecessor's folder).
 */
/** How long a sandbox bank may take to answer its health check after it was spawned. */
export const START_WITHIN_MS = 90_000;

export async function startSandboxBank(
  opts: { dataDir?: string; removeData?: boolean; port?: number; env?: Record<string, string> } = {},
): Promise<SandboxBank> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'sme-bank-'));
  const removeData = opts.removeData ?? opts.dataDir === undefined;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_MODE: 'SIM', DATABASE_URL: '', ...ONE_BROWSER_MANY_APPLICANTS, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  // A bank that fails exits at once (above); one that is merely slow on a busy machine gets the time it needs.
  const deadline = Date.now() + START_WITHIN_MS;
  const fail = (why: string) => {
    child.kill('SIGKILL');
    if (removeData) rmSync(dataDir, { recursive: true, force: true });
    return new Error(`${why}:\n${output}`);
  };
  for (;;) {
    if (child.exitCode !== null) throw fail(`sandbox bank exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw fail(`sandbox bank did not start in ${START_WITHIN_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    dataDir,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      if (removeData && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
