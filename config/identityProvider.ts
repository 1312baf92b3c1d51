/** Spec 1, 4.1 and spec 2, 7: what the authorisation request always says. */
export const AUTHMODE = 'SINGPASS';
export const RESPONSE_TYPE = 'code';

/** The parts of one authorisation request: the bank's (client, attributes, return address) and the state. */
export interface AuthorisationRequest {
  clientId: string;
  attributes: string;
  redirectUri: string;
  state: string;
}

/**
 * The provider's authorisation address with the parameters the spec names: authmode SINGPASS, purpose,
 * response_type code, attributes, state, redirect_uri and client_id. Myinfo takes the attributes
 * comma-separated; the bank's state record gives them as a scope (space-separated).
 */
export function authorisationUrl(address: string, purpose: string, request: AuthorisationRequest): string {
  const url = new URL(address);
  url.searchParams.set('authmode', AUTHMODE);
  url.searchParams.set('purpose', purpose);
  url.searchParams.set('response_type', RESPONSE_TYPE);
  url.searchParams.set('attributes', request.attributes.trim().split(/[\s,]+/).join(','));
  url.searchParams.set('state', request.state);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('client_id', request.clientId);
  return url.toString();
}
