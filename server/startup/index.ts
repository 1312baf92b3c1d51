import type { Mode } from '../context';
import { checkAddresses } from './addresses';
import { modeOf } from './mode';
import { checkOtpHashKey } from './otpHashKey';
import type { Env } from './refusal';
import { webRootFor } from './webRoot';

export { StartupRefusal } from './refusal';
export { BUILD_RECORD_FILE, buildRecordJson } from './buildRecord';

export interface Startup {
  mode: Mode;
  /** The front end to serve; undefined for none. */
  webRoot: string | undefined;
}

/**
 * The checks the bank makes of its settings before it opens a database or a port: it fails closed, and
 * the first refusal (a StartupRefusal, one line) stops it.
 */
export function checkStartup(env: Env, cwd: string): Startup {
  const mode = modeOf(env);
  checkOtpHashKey(mode, env);
  checkAddresses(mode, env);
  return { mode, webRoot: webRootFor(mode, env, cwd) };
}
