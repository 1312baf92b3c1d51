import { describe, expect, it } from 'vitest';
import { authorisationUrl } from '../../config/identityProvider';
import { providerReturnOf } from '../../app/identityRoundTrip';

describe('the authorisation request (spec 1, 4.1; spec 2, 7)', () => {
  it('carries authmode SINGPASS, purpose, response_type code, attributes, state, redirect_uri and client_id', () => {
    const url = new URL(
      authorisationUrl('https://idp.example/myinfo/v3/authorise', 'Business financing', {
        clientId: 'BANK-CLIENT',
        attributes: 'uinfin name  dob',
        redirectUri: 'https://bank.example/rsmedigitalfinancing/MyInfoLanding',
        state: 'ST-77',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://idp.example/myinfo/v3/authorise');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      authmode: 'SINGPASS',
      purpose: 'Business financing',
      response_type: 'code',
      attributes: 'uinfin,name,dob',
      state: 'ST-77',
      redirect_uri: 'https://bank.example/rsmedigitalfinancing/MyInfoLanding',
      client_id: 'BANK-CLIENT',
    });
  });
});

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
