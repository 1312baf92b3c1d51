import { describe, expect, it } from 'vitest';
import { maskUrl } from '../../server/security/logging';

// The log keeps no NRIC/FIN or mobile number (docs/security.md, ASVS 7.1.1), and still names the request.
describe('maskUrl', () => {
  it.each([
    ['/api/v1/OTP/OTPGeneration/91234567/st/ref/1', '/api/v1/OTP/OTPGeneration/***/st/ref/1'],
    ['/api/v1/OTP/OTPGeneration/+6591234567/st/ref/1', '/api/v1/OTP/OTPGeneration/***/st/ref/1'],
    ['/api/v1/SMEDL/GetSMEDigitalMyinfoData/st/s1234567d', '/api/v1/SMEDL/GetSMEDigitalMyinfoData/st/***'],
    ['/api/v1/SMEDL/x/S1234567D/91234567', '/api/v1/SMEDL/x/***/***'],
  ])('masks the person in %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });

  it('leaves a state id alone whose hex happens to hold eight digits or an NRIC-like run', () => {
    for (const id of ['89413177-5b1e-4c4e-9a51-0c2f3e8d7a6b', '0c2f3e8d-f1234567a-4c4e', 'ab91234567cd']) {
      expect(maskUrl(`/api/v1/SMEDL/GetStatus/${id}/SME1`)).toBe(`/api/v1/SMEDL/GetStatus/${id}/SME1`);
    }
  });
});
