import { describe, expect, it } from 'vitest';
import { features } from '../../../src/config/features';
import { switchesRefusal } from '../../../server/security/switches';

// Our reading of spec 3, 9: the OTP bar and the OTP API are the applicant's second factor, given up only where no customer is.
describe('the switches a mode may run with', () => {
  it('lets every mode run with the spec\'s switches', () => {
    for (const mode of ['DEV', 'SIT', 'UAT', 'PROD', 'SIM'] as const) expect(switchesRefusal(mode, features)).toBeUndefined();
  });

  it('lets DEV, SIT and SIM run without the OTP bar or the OTP API', () => {
    for (const mode of ['DEV', 'SIT', 'SIM'] as const) expect(switchesRefusal(mode, { ...features, otpBar: false, otpApi: false })).toBeUndefined();
  });

  it('refuses UAT and PROD without either, naming what to change', () => {
    expect(switchesRefusal('UAT', { ...features, otpBar: false })).toBe(
      "FEATURES turns off otpBar in UAT: the one-time password is the applicant's second factor, and only DEV, SIT, SIM may run without it. Remove otpBar=off from FEATURES.",
    );
    expect(switchesRefusal('PROD', { ...features, otpApi: false })).toMatch(/turns off otpApi in PROD/);
  });

  it('does not mind the other switches in PROD', () => {
    expect(switchesRefusal('PROD', { ...features, accountCheck: false, nonLending: false })).toBeUndefined();
  });
});
