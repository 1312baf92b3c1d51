import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of a suite's own, in a temporary folder on a port of its own, that the suite may
 * stop and start without touching the server other suites share. It runs as the operating system's
 * postgres user, so it needs root and the PostgreSQL binaries (PG_BIN, default PostgreSQL 15's);
 * where either is missing `ownPostgresPossible` says so and the suite shows as skipped.
 */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const ownPostgresPossible = (): boolean =>
  process.platform === 'linux' && process.getuid?.() === 0 && existsSync(path.join(BIN, 'initdb')) && existsSync(path.join(BIN, 'pg_ctl'));

export interface OwnPostgres {
  url: string;
  stop(): void;
  start(): void;
  /** Stops it if it runs and removes its folder. */
  remove(): void;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function ownPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sme-own-pg-'));
  chmodSync(dir, 0o755);
  const { uid, gid } = { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
  chownSync(dir, uid, gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asPostgres = (tool: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args], { stdio: 'ignore', cwd: dir });
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = () => {
    asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
    running = true;
  };
  // Fast: every session is ended at once, as when an operator or a crash takes the server down.
  const stop = () => {
    if (!running) return;
    asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      try {
        stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
