import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A real file system that runs out of space: a tmpfs of a given size, mounted for one suite. Mounting
 * needs root (it does on the development machine); elsewhere `smallDisk` answers null and the suite
 * that needs it shows as skipped.
 */
export interface SmallDisk {
  dir: string;
  /** Leaves about `bytes` free by writing a ballast file. */
  fillLeaving(bytes: number): void;
  /** Frees the space the ballast took. */
  free(): void;
  unmount(): void;
}

export function smallDisk(megabytes: number): SmallDisk | null {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sme-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const ballast = path.join(dir, 'ballast');
  return {
    dir,
    fillLeaving(bytes) {
      const { bavail, bsize } = statfsSync(dir);
      const room = bavail * bsize - bytes;
      if (room > 0) writeFileSync(ballast, Buffer.alloc(room));
    },
    free() {
      rmSync(ballast, { force: true });
    },
    unmount() {
      execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether this machine lets the tests mount one (decided when the suite is collected, so it can be skipped). */
export function canMountSmallDisk(): boolean {
  const probe = smallDisk(1);
  probe?.unmount();
  return probe !== null;
}
