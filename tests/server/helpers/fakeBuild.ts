import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The built page, as small as the bank's serving rules need. */
export const INDEX = '<!doctype html><title>SME e-Financing</title><div id="root"></div>';

/** The one hashed asset of the fake build, under the prefix. */
export const ASSET_URL = '/rsmedigitalfinancing/assets/index-abc123.js';

/**
 * A front end as the build leaves it (the page and one hashed asset), in a folder of its own; `files`
 * adds more at the top. `remove` deletes the folder.
 */
export function fakeBuild(name: string, files: Record<string, string> = {}): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `sme-bank-${name}-`));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
