import { describe, expect, it } from 'vitest';
import { limitsFromEnv } from '../../server/security/limitsFromEnv';

describe('limits from the environment', () => {
  it('reads BANK_LIMIT_* for the limits it names and leaves the others to their defaults', () => {
    expect(limitsFromEnv({ BANK_LIMIT_LOOKUPS_PER_WINDOW: '50', BANK_LIMIT_OTP_CODES_PER_MOBILE_PER_DAY: '3', OTHER: '1' })).toEqual({
      lookupsPerWindow: 50,
      otpCodesPerMobilePerDay: 3,
    });
    expect(limitsFromEnv({})).toEqual({});
  });

  it.each(['0', '-1', '1.5', 'many', '1e400'])('refuses %s, naming the variable', (raw) => {
    expect(() => limitsFromEnv({ BANK_LIMIT_TOKENS_PER_WINDOW: raw })).toThrow(`BANK_LIMIT_TOKENS_PER_WINDOW must be a positive whole number; got ${raw}`);
  });
});
