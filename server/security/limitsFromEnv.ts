import { DEFAULT_LIMITS, type SecurityLimits } from './limits';

/** `requestsPerWindow` -> `BANK_LIMIT_REQUESTS_PER_WINDOW`. */
export const envNameOf = (field: keyof SecurityLimits) => `BANK_LIMIT_${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/**
 * A deployment (or the end-to-end suite, whose one browser plays many applicants from one address)
 * sets a limit through the environment; a value that is not a positive whole number stops the start.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<SecurityLimits> {
  const limits: Partial<SecurityLimits> = {};
  for (const field of Object.keys(DEFAULT_LIMITS) as (keyof SecurityLimits)[]) {
    const raw = env[envNameOf(field)];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${envNameOf(field)} must be a positive whole number; got ${raw}`);
    limits[field] = value;
  }
  return limits;
}
