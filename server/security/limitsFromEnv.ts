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

/** Which proxies in front of the bank are trusted to say who the client is: a hop count, or their addresses. */
export type TrustedProxy = number | string[];

const ADDRESS_OR_CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/**
 * TRUSTED_PROXY, handed to Fastify's `trustProxy`: a hop count ("1": the one proxy in front), or a
 * comma-separated list of the proxies' addresses or CIDR ranges. The client address the rate limits and
 * OTP limits count by is then taken from X-Forwarded-For past those proxies only; unset, it is the socket's
 * address and X-Forwarded-For is ignored (a client cannot choose its own bucket). Anything else stops the start.
 */
export function trustedProxyFromEnv(env: NodeJS.ProcessEnv): TrustedProxy | undefined {
  const raw = env.TRUSTED_PROXY?.trim();
  if (!raw) return undefined;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 0 && hops <= 16) return hops;
  } else {
    const entries = raw.split(',').map((e) => e.trim());
    if (entries.every((e) => ADDRESS_OR_CIDR.test(e))) return entries;
  }
  throw new Error(
    `TRUSTED_PROXY must be the number of proxies in front of the bank (1 to 16) or a comma-separated list of their addresses or CIDR ranges (such as 10.0.0.0/8); got ${raw}`,
  );
}

/**
 * The setting as Fastify's `trustProxy`. Fastify 5 takes a bare hop count as "trust nothing" (it cannot
 * tell the proxy from a client talking to the bank directly), so a count is handed over as the function
 * that trusts that many hops: safe only where the bank is reachable through its proxies alone
 * (docs/security.md, "Limits"); a list of addresses is checked hop by hop.
 */
export function fastifyTrustProxy(setting: TrustedProxy | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
