import type { IdentityProviderConfig, ProviderPackageId } from './config';

/**
 * The address the browser is sent to for sign-in and consent (spec 1, 4.1; spec 2, the identity-service
 * start): authmode SINGPASS, purpose, response_type code, attributes, state, redirect_uri and client_id,
 * plus sp_esvcId where the provider registered the bank with one, and the PKCE challenge where it takes PKCE. Myinfo v3 takes the attributes
 * comma-separated.
 */
export function authoriseUrl(config: IdentityProviderConfig, request: { packageId: ProviderPackageId; state: string; codeChallenge?: string }): string {
  const url = new URL(config.authoriseUrl);
  url.searchParams.set('authmode', 'SINGPASS');
  url.searchParams.set('purpose', config.purpose);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('attributes', config.attributes[request.packageId].join(','));
  url.searchParams.set('state', request.state);
  url.searchParams.set('redirect_uri', config.redirectUri);
  url.searchParams.set('client_id', config.clientId);
  if (config.eserviceId) url.searchParams.set('sp_esvcId', config.eserviceId);
  if (config.pkce && request.codeChallenge) {
    url.searchParams.set('code_challenge', request.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}
