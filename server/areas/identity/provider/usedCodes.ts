/**
 * Authorisation codes the bank has already exchanged. A provider should refuse a code twice (Myinfo
 * does; MockPass does not), but the bank does not rely on it: a code handed in a second time, from
 * a replayed return address or a double submit, fails before it reaches the provider.
 */
export interface UsedCodes {
  /** True the first time a code is claimed within the window, false after. */
  claim(code: string, now: Date): boolean;
}

/** Longer than any provider keeps a code alive (Myinfo and MockPass: minutes). */
const KEEP_MS = 30 * 60 * 1000;
/** Bounds the memory a flood of distinct codes can take; the oldest are dropped first. */
const MAX_CODES = 50_000;

/** One process's memory: enough for one bank instance; several instances need a shared store. */
export function usedCodesInMemory(keepMs = KEEP_MS, maxCodes = MAX_CODES): UsedCodes {
  const claimed = new Map<string, number>();
  return {
    claim(code, now) {
      const at = now.getTime();
      for (const [old, when] of claimed) {
        if (at - when < keepMs && claimed.size < maxCodes) break;
        claimed.delete(old);
      }
      if (claimed.has(code)) return false;
      claimed.set(code, at);
      return true;
    },
  };
}
