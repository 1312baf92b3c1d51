import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataFolder, lockPathOf } from '../../server/db/dataFolderLock';
import { openPglite } from '../../server/db/pglite';
import { emptyCluster } from '../server/helpers/backends';

/*
 * One server per embedded data folder: a second one on the same folder would run a second PostgreSQL
 * over the same files and lose acknowledged writes, so it must refuse to start, naming the folder and
 * the process holding it. Two built servers on one folder: tests/build/servedDataFolder.test.ts.
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
