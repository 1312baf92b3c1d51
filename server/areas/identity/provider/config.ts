import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Spec 1, 4.1: 12000 is a business first-user continue, 13000 every other retrieval. */
export type ProviderPackageId = '12000' | '13000';

/** The app's return page (spec 2, 2.15), on the app's public origin: the provider sends the browser back here. */
export const PROVIDER_RETURN_PATH = '/rsmedigitalfinancing/MyInfoLanding';

/**
 * The Myinfo v3 person attributes the spec's person data is mapped from (mapPerson.ts). The business
 * itself comes from the sandbox's registry, so a business first-user continue asks for the same person
 * attributes unless the provider is configured to serve more (MYINFO_ATTRIBUTES_12000).
 */
export const PERSON_ATTRIBUTES = [
  'uinfin',
  'name',
  'aliasname',
  'hanyupinyinname',
  'hanyupinyinaliasname',
  'marriedname',
  'sex',
  'race',
  'dob',
  'nationality',
  'birthcountry',
  'residentialstatus',
  'regadd',
  'cpfcontributions',
  'noahistory',
] as const;

/** Both calls to the provider give up after this long unless MYINFO_TIMEOUT_MS says otherwise. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;
const DEFAULT_PURPOSE = 'Application for SME business financing';

export interface IdentityProviderConfig {
  /** The Myinfo v3 API base: token at `${base}/token`, person at `${base}/person/{uinfin}/`. */
  base: string;
  /** Where the browser is sent to sign in and consent. */
  authoriseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Singpass e-service id (`sp_esvcId`), when the provider registered the bank with one. */
  eserviceId: string | null;
  purpose: string;
  redirectUri: string;
  attributes: Record<ProviderPackageId, readonly string[]>;
  /** Signs the bank's requests (PKI_SIGN) and decrypts the person answer. */
  bankPrivateKey: KeyObject;
  /** Verifies the provider's access token and person answer. */
  providerSigningKey: KeyObject;
  /** The access token's `iss` when known; unchecked when null. */
  tokenIssuer: string | null;
  /**
   * The provider takes PKCE (RFC 7636, S256): the authorise address carries the challenge and the token
   * call the verifier, so a code is good only with the verifier of the sign-in that asked for it.
   * Myinfo v3 and MockPass's Myinfo v3 do not take it (MYINFO_PKCE unset); Myinfo v4 and later do.
   */
  pkce: boolean;
  timeoutMs: number;
}

export class IdentityProviderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdentityProviderConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * The identity provider as the environment describes it, or null when MYINFO_BASE is not set (SIM).
 * Anything missing or unreadable once MYINFO_BASE is set throws at start-up, naming the variable, so a
 * wrong deployment fails before its first user rather than with a 500 at sign-in.
 */
export function identityProviderFromEnv(env: Env): IdentityProviderConfig | null {
  const base = env.MYINFO_BASE?.trim();
  if (!base) return null;
  const need = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new IdentityProviderConfigError(`${name} must be set when MYINFO_BASE is set`);
    return value;
  };
  const trimmedBase = withoutTrailingSlash(absoluteUrl('MYINFO_BASE', base));
  const timeoutMs = Number(env.MYINFO_TIMEOUT_MS ?? DEFAULT_PROVIDER_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new IdentityProviderConfigError(`MYINFO_TIMEOUT_MS must be a positive number of milliseconds; got ${env.MYINFO_TIMEOUT_MS}`);
  }
  return {
    base: trimmedBase,
    authoriseUrl: absoluteUrl('MYINFO_AUTHORISE_URL', env.MYINFO_AUTHORISE_URL?.trim() || `${trimmedBase}/authorise`),
    clientId: need('MYINFO_CLIENT_ID'),
    clientSecret: need('MYINFO_CLIENT_SECRET'),
    eserviceId: env.MYINFO_ESERVICE_ID?.trim() || null,
    purpose: env.MYINFO_PURPOSE?.trim() || DEFAULT_PURPOSE,
    redirectUri: redirectUriOf(env),
    attributes: {
      '12000': attributeList(env.MYINFO_ATTRIBUTES_12000),
      '13000': attributeList(env.MYINFO_ATTRIBUTES_13000),
    },
    bankPrivateKey: readKey('MYINFO_PRIVATE_KEY_PATH', need('MYINFO_PRIVATE_KEY_PATH'), (pem) => createPrivateKey(pem)),
    providerSigningKey: readKey('MYINFO_SIGNING_CERT_PATH', need('MYINFO_SIGNING_CERT_PATH'), (pem) => new X509Certificate(pem).publicKey),
    tokenIssuer: env.MYINFO_TOKEN_ISSUER?.trim() || null,
    pkce: pkceOf(env.MYINFO_PKCE),
    timeoutMs,
  };
}

/** MYINFO_REDIRECT_URI as given, else the return page on APP_PUBLIC_ORIGIN. */
function redirectUriOf(env: Env): string {
  const explicit = env.MYINFO_REDIRECT_URI?.trim();
  if (explicit) return absoluteUrl('MYINFO_REDIRECT_URI', explicit);
  const origin = env.APP_PUBLIC_ORIGIN?.trim();
  if (!origin) throw new IdentityProviderConfigError('MYINFO_REDIRECT_URI or APP_PUBLIC_ORIGIN must be set when MYINFO_BASE is set');
  return `${withoutTrailingSlash(absoluteUrl('APP_PUBLIC_ORIGIN', origin))}${PROVIDER_RETURN_PATH}`;
}

function pkceOf(value: string | undefined): boolean {
  const method = value?.trim() ?? '';
  if (method === '') return false;
  if (method === 'S256') return true;
  throw new IdentityProviderConfigError(`MYINFO_PKCE must be S256 (the provider takes PKCE) or unset (it does not); got ${value}`);
}

function attributeList(value: string | undefined): readonly string[] {
  const listed = (value ?? '').split(/[\s,]+/).filter(Boolean);
  return listed.length > 0 ? listed : PERSON_ATTRIBUTES;
}

function absoluteUrl(name: string, value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new IdentityProviderConfigError(`${name} must be an http(s) address; got ${value}`);
  }
  return value;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

function readKey(name: string, path: string, parse: (pem: string) => KeyObject): KeyObject {
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch (e) {
    throw new IdentityProviderConfigError(`${name}: cannot read ${path} (${e instanceof Error ? e.message : String(e)})`);
  }
  try {
    return parse(pem);
  } catch {
    throw new IdentityProviderConfigError(`${name}: ${path} does not hold a PEM key or certificate of the expected kind`);
  }
}
