import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/*
 * PGlite is PostgreSQL in this process: a second process opening the same folder runs a second
 * postmaster over the same files and acknowledged writes are lost. The folder is therefore held by an
 * exclusive lock file beside it; the second server refuses to start.
 */

interface Holder {
  pid: number;
  startedAt: string;
  host: string;
}

export class DataFolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly holder: Holder,
  ) {
    super(
      `The data folder ${folder} is in use by another sandbox bank (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}). ` +
        'Stop that server, or set DATA_DIR to another folder. Only one server may use an embedded data folder at a time.',
    );
    this.name = 'DataFolderInUse';
  }
}

export interface DataFolderLock {
  readonly path: string;
  release(): void;
}

export interface LockOptions {
  /** Where the takeover of a stale lock is reported. */
  log?: (line: string) => void;
  /** The start time written in the lock, for the message of a server refused. */
  now?: () => Date;
}

export const lockPathOf = (folder: string) => `${folder}.lock`;

/** Whether a process with this pid runs on this machine (EPERM: it runs, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): { text: string; holder: Holder | null } | null {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (Number.isInteger(parsed.pid) && (parsed.pid ?? 0) > 0) {
      return { text, holder: { pid: parsed.pid!, startedAt: String(parsed.startedAt ?? 'at an unknown time'), host: String(parsed.host ?? 'this machine') } };
    }
  } catch {
    /* a lock file cut short by a crash between create and write: nobody can be holding it */
  }
  return { text, holder: null };
}

/**
 * Takes the folder for this process, or throws DataFolderInUse naming the holder. A lock left by a
 * process that no longer runs (killed, crashed) is stale and is taken over, with a line to `log`.
 * A lock written on another host cannot be checked from here and is respected.
 */
export function lockDataFolder(folder: string, options: LockOptions = {}): DataFolderLock {
  const { log = console.warn, now = () => new Date() } = options;
  const lockPath = lockPathOf(folder);
  const mine = JSON.stringify({ pid: process.pid, startedAt: now().toISOString(), host: hostname() } satisfies Holder);
  // Two attempts: the second follows the removal of a stale lock; another contender may still win it.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o644);
      try {
        writeSync(fd, mine);
      } finally {
        closeSync(fd);
      }
      return { path: lockPath, release: () => releaseIfMine(lockPath, mine) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readHolder(lockPath);
    if (!found) continue;
    const { holder, text } = found;
    if (holder && (holder.host !== hostname() || running(holder.pid))) throw new DataFolderInUse(folder, holder);
    log(
      holder
        ? `Taking over the data folder ${folder}: its lock names pid ${holder.pid} (started ${holder.startedAt}), which no longer runs.`
        : `Taking over the data folder ${folder}: its lock file ${lockPath} is unreadable, left by a crash.`,
    );
    // Removed only if unchanged since read: a contender that took it over meanwhile keeps it.
    if (readHolder(lockPath)?.text === text) unlinkSync(lockPath);
  }
  const holder = readHolder(lockPath)?.holder;
  throw new DataFolderInUse(folder, holder ?? { pid: 0, startedAt: 'just now', host: hostname() });
}

function releaseIfMine(lockPath: string, mine: string): void {
  try {
    if (readFileSync(lockPath, 'utf8') === mine) unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
