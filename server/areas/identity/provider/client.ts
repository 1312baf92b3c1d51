import { compactDecrypt, jwtVerify } from 'jose';
import { z } from 'zod';
import type { IdentityProviderConfig, ProviderPackageId } from './config';
import { mapPerson, type ProviderPerson } from './mapPerson';
import { MyinfoPerson } from './myinfoPerson';
import { pkiSignHeader } from './requestSigning';
import type { UsedCodes } from './usedCodes';

/** Why a retrieval failed; every one of them is the spec's M01 to the user (spec 2, section 8). */
export type ProviderFailureReason =
  | 'invalid-code'
  | 'code-reused'
  | 'refused'
  | 'unreachable'
  | 'timeout'
  | 'bad-token'
  | 'undecryptable'
  | 'bad-signature'
  | 'bad-answer';

/**
 * The provider said no, could not be reached, or answered something the bank cannot trust. The route
 * answers M01 ("login to the national identity service unsuccessful"), never a 5xx. The message names
 * the step and the provider's status only: no code, token or personal data.
 */
export class IdentityProviderError extends Error {
  readonly messageCode = 'M01';
  readonly reason: ProviderFailureReason;
  constructor(reason: ProviderFailureReason, detail: string) {
    super(`identity provider: ${reason}: ${detail}`);
    this.name = 'IdentityProviderError';
    this.reason = reason;
  }
}

export interface RetrievedPerson {
  /** The UIN/FIN the provider signed in: the access token's subject. */
  uinfin: string;
  person: ProviderPerson;
}

export interface RetrieveOptions {
  /** The attribute set the sign-in was started with (authoriseUrl's packageId); 13000 when not given. */
  packageId?: ProviderPackageId;
  /** The bank's clock: token expiry is checked against it. */
  now?: () => Date;
  /** The codes already exchanged, by every instance of the bank. */
  usedCodes: UsedCodes;
  /** The PKCE verifier of the sign-in the code answers; sent when the provider takes PKCE. */
  codeVerifier?: string;
}

/** A provider's authorisation code: opaque, but printable and short. */
const CODE_SHAPE = /^[\x21-\x7e]{1,512}$/;
/** NRIC/FIN shape; it becomes part of the person address, so nothing else may pass. */
const UINFIN_SHAPE = /^[STFGM]\d{7}[A-Z]$/;
/** Myinfo v3 encrypts the person answer with RSA-OAEP and A256GCM to the bank's certificate. */
const KEY_MANAGEMENT = ['RSA-OAEP'];
const CONTENT_ENCRYPTION = ['A256GCM'];
const SIGNING = ['RS256'];

const TokenAnswer = z.object({ access_token: z.string().min(1) });

/**
 * Exchanges the authorisation code the browser brought back for the person it signed in: the token
 * call, the access token's verification, the person call for the package's attributes, and the
 * answer's decryption and signature check. Throws IdentityProviderError on any failure.
 */
export async function retrievePerson(config: IdentityProviderConfig, code: string, options: RetrieveOptions): Promise<RetrievedPerson> {
  const now = options.now ?? (() => new Date());
  if (!CODE_SHAPE.test(code)) throw new IdentityProviderError('invalid-code', 'the code is not a provider code');
  if (!(await options.usedCodes.claim(code, now()))) throw new IdentityProviderError('code-reused', 'the code was already exchanged');

  const accessToken = await requestToken(config, code, now, options.codeVerifier);
  const uinfin = await subjectOf(config, accessToken, now);
  const myinfo = await requestPerson(config, accessToken, uinfin, options.packageId ?? '13000', now);
  const signedIn = myinfo.uinfin?.value;
  if (signedIn !== undefined && String(signedIn) !== uinfin) throw new IdentityProviderError('bad-answer', 'the person answer is for another UIN/FIN');
  return { uinfin, person: { ...mapPerson(myinfo), IDNumber: uinfin } };
}

async function requestToken(config: IdentityProviderConfig, code: string, now: () => Date, codeVerifier: string | undefined): Promise<string> {
  const url = `${config.base}/token`;
  const params: Record<string, string> = {
    grant_type: 'authorization_code',
    code,
    redirect_uri: config.redirectUri,
    client_id: config.clientId,
    client_secret: config.clientSecret,
  };
  if (config.pkce) {
    if (!codeVerifier) throw new IdentityProviderError('invalid-code', 'the sign-in has no PKCE verifier');
    params.code_verifier = codeVerifier;
  }
  const authorization = pkiSignHeader({ method: 'POST', url, params, appId: config.clientId, key: config.bankPrivateKey, timestamp: now().getTime() });
  const body = await call(config, 'token', url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Cache-Control': 'no-cache', Authorization: authorization },
    body: new URLSearchParams(params).toString(),
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new IdentityProviderError('bad-answer', 'the token answer is not JSON');
  }
  const token = TokenAnswer.safeParse(parsed);
  if (!token.success) throw new IdentityProviderError('bad-answer', 'the token answer has no access token');
  return token.data.access_token;
}

async function subjectOf(config: IdentityProviderConfig, accessToken: string, now: () => Date): Promise<string> {
  let sub: string | undefined;
  try {
    const { payload } = await jwtVerify(accessToken, config.providerSigningKey, {
      algorithms: SIGNING,
      issuer: config.tokenIssuer ?? undefined,
      currentDate: now(),
    });
    sub = payload.sub;
  } catch (e) {
    throw new IdentityProviderError('bad-token', `the access token does not verify (${joseCode(e)})`);
  }
  if (!sub || !UINFIN_SHAPE.test(sub)) throw new IdentityProviderError('bad-token', 'the access token names no UIN/FIN');
  return sub;
}

async function requestPerson(
  config: IdentityProviderConfig,
  accessToken: string,
  uinfin: string,
  packageId: ProviderPackageId,
  now: () => Date,
): Promise<MyinfoPerson> {
  const url = `${config.base}/person/${uinfin}/`;
  const params: Record<string, string> = { client_id: config.clientId, attributes: config.attributes[packageId].join(',') };
  if (config.eserviceId) params.sp_esvcId = config.eserviceId;
  const authorization = pkiSignHeader({ method: 'GET', url, params, appId: config.clientId, key: config.bankPrivateKey, timestamp: now().getTime() });
  const body = await call(config, 'person', `${url}?${new URLSearchParams(params).toString()}`, {
    method: 'GET',
    headers: { 'Cache-Control': 'no-cache', Authorization: `${authorization},Bearer ${accessToken}` },
  });
  const payload = await openPersonAnswer(config, body.trim(), now);
  const person = MyinfoPerson.safeParse(payload);
  if (!person.success) throw new IdentityProviderError('bad-answer', 'the person answer is not a Myinfo person');
  return person.data;
}

/**
 * The person answer is a JWE to the bank's key wrapping a JWS by the provider's. An unencrypted or
 * unsigned answer is refused: nothing says it came from the provider.
 */
async function openPersonAnswer(config: IdentityProviderConfig, jwe: string, now: () => Date): Promise<unknown> {
  let inner: string;
  try {
    const { plaintext } = await compactDecrypt(jwe, config.bankPrivateKey, {
      keyManagementAlgorithms: KEY_MANAGEMENT,
      contentEncryptionAlgorithms: CONTENT_ENCRYPTION,
    });
    inner = new TextDecoder().decode(plaintext).trim();
  } catch (e) {
    throw new IdentityProviderError('undecryptable', `the person answer does not decrypt (${joseCode(e)})`);
  }
  // Myinfo wraps the JWS as a JSON string; MockPass encrypts the JWS itself.
  const jws = inner.startsWith('"') ? jsonString(inner) : inner;
  try {
    const { payload } = await jwtVerify(jws, config.providerSigningKey, { algorithms: SIGNING, currentDate: now() });
    return payload;
  } catch (e) {
    throw new IdentityProviderError('bad-signature', `the person answer's signature does not verify (${joseCode(e)})`);
  }
}

function jsonString(value: string): string {
  const parsed = z.string().safeParse(safeJson(value));
  if (!parsed.success) throw new IdentityProviderError('bad-answer', 'the decrypted person answer is not a JWS');
  return parsed.data;
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** One call with the configured time-out; a refusal (any non-2xx) carries its status only. */
async function call(config: IdentityProviderConfig, step: 'token' | 'person', url: string, init: RequestInit): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(config.timeoutMs) });
  } catch (e) {
    if (e instanceof DOMException && (e.name === 'TimeoutError' || e.name === 'AbortError')) {
      throw new IdentityProviderError('timeout', `the ${step} call took longer than ${config.timeoutMs} ms`);
    }
    throw new IdentityProviderError('unreachable', `the ${step} call failed to connect`);
  }
  let body: string;
  try {
    body = await response.text();
  } catch (e) {
    const timedOut = e instanceof DOMException && e.name === 'TimeoutError';
    throw new IdentityProviderError(timedOut ? 'timeout' : 'unreachable', `the ${step} answer was cut short`);
  }
  if (!response.ok) throw new IdentityProviderError('refused', `the ${step} call answered ${response.status}`);
  return body;
}

function joseCode(e: unknown): string {
  if (e instanceof Error && 'code' in e && typeof e.code === 'string') return e.code;
  return e instanceof Error ? e.name : 'unknown';
}
