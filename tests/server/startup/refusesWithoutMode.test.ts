import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * Issue 35, finding 1: with APP_MODE forgotten the bank came up as the sandbox, whose OTP outbox shows codes
 * in clear. The real start-up, as a deployment runs it: the process must end with one line naming the
 * setting, before it opens a database or a port. Whichever comes first decides: the exit, or the line the
 * bank prints once it listens (which would mean it started).
 */
const READY = /sandbox bank ready/;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sme-no-mode-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startWithout(setting: string, extra: Record<string, string>) {
  const env: Record<string, string | undefined> = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...extra };
  delete env[setting];
  return new Promise<{ code: number | null; started: boolean; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (READY.test(output)) {
        child.kill('SIGKILL');
        resolve({ code: null, started: true, output });
      }
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', (code) => resolve({ code, started: false, output }));
  });
}

describe('the bank started without APP_MODE', () => {
  it('refuses to start, with one line that names APP_MODE and what to set', async () => {
    // As the finding had it: a deployment's hash key set, the mode forgotten.
    const res = await startWithout('APP_MODE', { OTP_HASH_KEY: 'k'.repeat(64) });
    expect(res.started, res.output).toBe(false);
    expect(res.code).not.toBe(0);
    const lines = res.output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^APP_MODE is not set/);
    expect(lines[0]).toContain('APP_MODE=SIM');
    // Refused before the database was opened: the data folder is as it was given.
    expect(readdirSync(dataDir)).toEqual([]);
  }, 120_000);
});
