import type { Mode } from '../context';
import { StartupRefusal, type Env } from './refusal';

/** 32 characters: the 128 bits a copy of the database must not be able to guess its way past. */
export const OTP_HASH_KEY_MIN_LENGTH = 32;

const WHAT_TO_SET = `a secret of at least ${OTP_HASH_KEY_MIN_LENGTH} characters kept apart from the database (e.g. the output of \`openssl rand -hex 32\`)`;

/**
 * Outside SIM the OTP codes' hash key comes from the deployment, kept apart from the database: a key
 * drawn into the database (server/security/otpHash.ts) travels with any copy of it, and a 6-digit
 * code is then reversed in seconds.
 */
export function checkOtpHashKey(mode: Mode, env: Env): void {
  if (mode === 'SIM') return;
  const key = env.OTP_HASH_KEY ?? '';
  if (!key.trim()) throw new StartupRefusal(`OTP_HASH_KEY is not set: APP_MODE=${mode} needs it; set it to ${WHAT_TO_SET}.`);
  if (key.length < OTP_HASH_KEY_MIN_LENGTH) {
    throw new StartupRefusal(`OTP_HASH_KEY is ${key.length} characters long: set it to ${WHAT_TO_SET}.`);
  }
}
