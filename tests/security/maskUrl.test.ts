import { describe, expect, it } from 'vitest';
import { maskUrl } from '../../server/security/logging';

// The log keeps no NRIC/FIN or mobile number (docs/security.md, ASVS 7.1.1), and still names the request.
describe('maskUrl', () => {
  it.each([
    ['/api/v1/OTP/OTPGeneration/91234567/st/ref/1', '/api/v1/OTP/OTPGeneration/***/st/ref/1'],
    ['/api/v1/OTP/OTPGeneration/+6591234567/st/ref/1', '/api/v1/OTP/OTPGeneration/***/st/ref/1'],
    ['/api/v1/SMEDL/GetSMEDigitalMyinfoData/st/s1234567d', '/api/v1/SMEDL/GetSMEDigitalMyinfoData/***/***'],
    ['/api/v1/SMEDL/x/S1234567D/91234567', '/api/v1/SMEDL/x/***/***'],
  ])('masks the person in %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });

  it('leaves a state id alone whose hex happens to hold eight digits or an NRIC-like run', () => {
    for (const id of ['89413177-5b1e-4c4e-9a51-0c2f3e8d7a6b', '0c2f3e8d-f1234567a-4c4e', 'ab91234567cd']) {
      expect(maskUrl(`/api/v1/SMEDL/GetStatus/${id}/SME1`)).toBe(`/api/v1/SMEDL/GetStatus/${id}/SME1`);
    }
  });

  // Issue 35, finding 12: numbers not starting with 8 or 9, and the provider's code, were kept.
  it.each([
    ['/api/sim/otp-outbox/61234567', '/api/sim/otp-outbox/***'],
    ['/api/sim/otp-outbox/%2B65%206123%204567', '/api/sim/otp-outbox/***'],
    ['/api/sim/otp-outbox/0065-6123-4567', '/api/sim/otp-outbox/***'],
    ['/api/sim/otp-outbox/(65)%2061234567', '/api/sim/otp-outbox/***'],
    ['/api/sim/otp-outbox/+44.7911.123456', '/api/sim/otp-outbox/***'],
    ['/api/sim/otp-outbox/%2B1%20(202)%20555-0143', '/api/sim/otp-outbox/***'],
    ['/api/sim/otp-outbox/008613912345678', '/api/sim/otp-outbox/***'],
  ])('masks a number of any format without the route: %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });

  it('masks a route\'s mobile, OTP, code and sign-in state parameters whatever they hold, and keeps the ids around them', () => {
    const verify = '/api/v1/OTP/OTPVerification/:mobile/:otp/:stateId/:refNo/:order';
    expect(maskUrl('/api/v1/OTP/OTPVerification/6123/12ab/st-1/SME1/1', verify)).toBe('/api/v1/OTP/OTPVerification/***/***/st-1/SME1/1');
    const retrieval = '/api/v1/SMEDL/GetSMEDigitalMyinfoData/:state/:code';
    expect(maskUrl('/api/v1/SMEDL/GetSMEDigitalMyinfoData/st-1/3f6c2a9e-1b7d-4c2e?x=1', retrieval)).toBe('/api/v1/SMEDL/GetSMEDigitalMyinfoData/***/***?x=***');
  });

  it('masks the sign-in\'s state and the provider\'s code on a path no route took', () => {
    expect(maskUrl('/api/v1/SMEDL/GetSMEDigitalMyinfoData/st-1/myinfo-code-0c9d/extra')).toBe('/api/v1/SMEDL/GetSMEDigitalMyinfoData/***/***/extra');
  });

  it('leaves short numbers and long digit runs alone: an order, an amount, an id', () => {
    for (const url of ['/api/v1/x/1/150000', '/api/v1/x/1234567', '/api/v1/x/12345678901234567890123']) expect(maskUrl(url)).toBe(url);
  });
});
