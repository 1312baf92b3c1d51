import { describe, expect, it } from 'vitest';
import { isWebAddress, providerReturnOf } from '../../src/app/identityRoundTrip';

describe('the return page reads code and state (spec 2, 2.15)', () => {
  it('reads the provider answer on the return route only', () => {
    expect(providerReturnOf({ pathname: '/rsmedigitalfinancing/MyInfoLanding', search: '?code=c1&state=ST-77' })).toEqual({
      type: 'provider.returned',
      code: 'c1',
      state: 'ST-77',
      error: undefined,
    });
    expect(providerReturnOf({ pathname: '/rsmedigitalfinancing/MyInfoLanding', search: '?error=access_denied&state=ST-77' })?.error).toBe('access_denied');
    expect(providerReturnOf({ pathname: '/rsmedigitalfinancing/MyInfoLanding', search: '?state=ST-77' })).toBeNull();
    expect(providerReturnOf({ pathname: '/rsmedigitalfinancing/CompanyDetails', search: '?code=c1&state=ST-77' })).toBeNull();
  });
});

describe('leaving for the provider', () => {
  it('follows web addresses only', () => {
    expect(isWebAddress('https://idp.example/myinfo/v3/authorise?state=1')).toBe(true);
    expect(isWebAddress('http://127.0.0.1:5156/myinfo/v3/authorise')).toBe(true);
    expect(isWebAddress('')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
  });
});
