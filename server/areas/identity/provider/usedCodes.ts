/**
 * Authorisation codes the bank has already exchanged. A provider should refuse a code twice (Myinfo
 * does; MockPass does not), but the bank does not rely on it: a code handed in a second time, from
 * a replayed return address or a double submit, fails before it reaches the provider. The bank keeps
 * them in its database (areas/identity/store.ts), so that every instance and a restart see them.
 */
export interface UsedCodes {
  /** True the first time a code is claimed within its keep, false after. */
  claim(code: string, now: Date): Promise<boolean>;
}

/**
 * How long a used code is remembered: far longer than any provider keeps a code alive (Myinfo: minutes).
 * MockPass never expires its codes; a day still outlives every session that could hand one in.
 */
export const USED_CODE_KEEP_MS = 24 * 60 * 60 * 1000;
