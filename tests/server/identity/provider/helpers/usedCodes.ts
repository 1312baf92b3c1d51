import type { UsedCodes } from '../../../../../server/areas/identity/provider';

/** The client's own tests run without a database: the used codes of one test run, in memory. */
export function usedCodesOfThisRun(): UsedCodes {
  const claimed = new Set<string>();
  return {
    claim: async (code) => {
      if (claimed.has(code)) return false;
      claimed.add(code);
      return true;
    },
  };
}
