import { createSign, randomBytes, type KeyObject } from 'node:crypto';

export interface SignedRequest {
  method: 'GET' | 'POST';
  /** The address without its query string, as the provider sees it. */
  url: string;
  /** The query parameters, or the form body's fields of a form POST: both are part of what is signed. */
  params: Record<string, string>;
  appId: string;
  key: KeyObject;
  /** Milliseconds since the epoch; the provider refuses stale requests. */
  timestamp: number;
  /** Single use, so that a captured request cannot be replayed. */
  nonce?: string;
}

/**
 * Myinfo v3's request signature (the `PKI_SIGN` Authorization scheme): RS256 over the base string
 * `METHOD&url&k1=v1&k2=v2...`, where the request's parameters and app_id, nonce, signature_method and
 * timestamp are sorted by name and left unencoded.
 */
export function pkiSignHeader(request: SignedRequest): string {
  const nonce = request.nonce ?? randomBytes(16).toString('hex');
  const timestamp = String(request.timestamp);
  const signed: Record<string, string> = {
    ...request.params,
    app_id: request.appId,
    nonce,
    signature_method: 'RS256',
    timestamp,
  };
  const baseString = `${request.method}&${request.url}&${baseParams(signed)}`;
  const signature = createSign('RSA-SHA256').update(baseString).sign(request.key, 'base64');
  return `PKI_SIGN timestamp="${timestamp}",nonce="${nonce}",app_id="${request.appId}",signature_method="RS256",signature="${signature}"`;
}

function baseParams(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}
