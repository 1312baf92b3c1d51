import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Mode } from '../context';
import { BUILD_RECORD_FILE } from './buildRecord';
import { StartupRefusal, type Env } from './refusal';

/** `npm run build` writes the SIM build here; other builds go where WEB_ROOT says. */
export const DEFAULT_WEB_ROOT = 'dist/web';

/** The mode a build records, or null when it records none that can be read. */
function recordedMode(root: string): string | null {
  try {
    const record: unknown = JSON.parse(readFileSync(path.join(root, BUILD_RECORD_FILE), 'utf8'));
    const mode = typeof record === 'object' && record !== null ? (record as { mode?: unknown }).mode : undefined;
    return typeof mode === 'string' ? mode : null;
  } catch {
    return null;
  }
}

/**
 * The folder of the front end the bank serves, or undefined for none. In SIM whatever is there. Outside
 * SIM only a build made for the bank's own mode: the SIM build carries the typed-NRIC sign-in and the
 * testers' tooling, and another mode's build calls that mode's hosts. No build at the default place is
 * a bank that serves the API alone; a WEB_ROOT set to a folder without one is a mistake, and refused.
 */
export function webRootFor(mode: Mode, env: Env, cwd: string): string | undefined {
  const setting = env.WEB_ROOT?.trim();
  const root = path.resolve(cwd, setting || DEFAULT_WEB_ROOT);
  if (mode === 'SIM') return existsSync(root) ? root : undefined;
  const rebuild = `build the front end with VITE_APP_MODE=${mode} (README, "Modes") and set WEB_ROOT to its folder`;
  if (!existsSync(path.join(root, 'index.html'))) {
    if (!setting) return undefined;
    throw new StartupRefusal(`WEB_ROOT is ${setting}, which holds no build of the front end: ${rebuild}, or leave WEB_ROOT unset for a bank that serves the API alone.`);
  }
  const built = recordedMode(root);
  const where = setting ? `WEB_ROOT (${setting})` : `${DEFAULT_WEB_ROOT} (WEB_ROOT is not set)`;
  if (built === null) throw new StartupRefusal(`${where} holds a build that does not say which mode it was made for: ${rebuild}.`);
  if (built !== mode) throw new StartupRefusal(`${where} holds a ${built} build and the bank runs as APP_MODE=${mode}: ${rebuild}.`);
  return root;
}
