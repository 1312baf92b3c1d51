import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authoriseUrl, IdentityProviderConfigError, identityProviderFromEnv } from '../../../../server/areas/identity/provider';
import { MOCKPASS_KEYS } from '../../../../scripts/mockpass';

const ENV = {
  MYINFO_BASE: 'http://127.0.0.1:5156/myinfo/v3/',
  MYINFO_CLIENT_ID: 'BANK-CLIENT',
  MYINFO_CLIENT_SECRET: 'secret',
  MYINFO_PRIVATE_KEY_PATH: MOCKPASS_KEYS.bankPrivateKey,
  MYINFO_SIGNING_CERT_PATH: MOCKPASS_KEYS.providerCertificate,
  APP_PUBLIC_ORIGIN: 'https://sme.bank.example/',
};

const dir = mkdtempSync(path.join(tmpdir(), 'provider-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const configError = (env: Record<string, string | undefined>) => {
  try {
    identityProviderFromEnv(env);
  } catch (e) {
    expect(e).toBeInstanceOf(IdentityProviderConfigError);
    return e instanceof Error ? e.message : '';
  }
  throw new Error('expected a configuration error');
};

describe('the identity provider from the environment', () => {
  it('is absent when no provider address is set (SIM)', () => {
    expect(identityProviderFromEnv({})).toBeNull();
    expect(identityProviderFromEnv({ MYINFO_BASE: '  ' })).toBeNull();
  });

  it('derives the authorise address and the return page on the app\'s public origin', () => {
    const config = identityProviderFromEnv(ENV)!;
    expect(config.base).toBe('http://127.0.0.1:5156/myinfo/v3');
    expect(config.authoriseUrl).toBe('http://127.0.0.1:5156/myinfo/v3/authorise');
    expect(config.redirectUri).toBe('https://sme.bank.example/rsmedigitalfinancing/MyInfoLanding');
    expect(config.eserviceId).toBeNull();
    expect(config.tokenIssuer).toBeNull();
    expect(config.bankPrivateKey.type).toBe('private');
    expect(config.providerSigningKey.type).toBe('public');
    expect(config.attributes['13000']).toEqual(expect.arrayContaining(['uinfin', 'name', 'regadd', 'cpfcontributions', 'noahistory']));
  });

  it('takes explicit addresses, e-service id, issuer and attribute lists', () => {
    const config = identityProviderFromEnv({
      ...ENV,
      MYINFO_AUTHORISE_URL: 'https://login.example/authorise',
      MYINFO_REDIRECT_URI: 'https://app.example/back',
      MYINFO_ESERVICE_ID: 'BANK-SME',
      MYINFO_TOKEN_ISSUER: 'https://issuer.example',
      MYINFO_ATTRIBUTES_12000: 'uinfin, name basic-profile',
      MYINFO_TIMEOUT_MS: '2500',
    })!;
    expect(config).toMatchObject({
      authoriseUrl: 'https://login.example/authorise',
      redirectUri: 'https://app.example/back',
      eserviceId: 'BANK-SME',
      tokenIssuer: 'https://issuer.example',
      timeoutMs: 2500,
    });
    expect(config.attributes['12000']).toEqual(['uinfin', 'name', 'basic-profile']);
  });

  it('refuses to start with a setting missing, naming it', () => {
    expect(configError({ ...ENV, MYINFO_CLIENT_ID: undefined })).toContain('MYINFO_CLIENT_ID');
    expect(configError({ ...ENV, MYINFO_CLIENT_SECRET: '' })).toContain('MYINFO_CLIENT_SECRET');
    expect(configError({ ...ENV, MYINFO_PRIVATE_KEY_PATH: undefined })).toContain('MYINFO_PRIVATE_KEY_PATH');
    expect(configError({ ...ENV, APP_PUBLIC_ORIGIN: undefined })).toContain('APP_PUBLIC_ORIGIN');
    expect(configError({ ...ENV, MYINFO_BASE: 'ftp://x' })).toContain('MYINFO_BASE');
    expect(configError({ ...ENV, MYINFO_TIMEOUT_MS: 'soon' })).toContain('MYINFO_TIMEOUT_MS');
  });

  it('refuses to start with a key it cannot read or parse', () => {
    expect(configError({ ...ENV, MYINFO_PRIVATE_KEY_PATH: path.join(dir, 'absent.pem') })).toContain('MYINFO_PRIVATE_KEY_PATH: cannot read');
    const garbage = path.join(dir, 'garbage.pem');
    writeFileSync(garbage, 'not a key');
    expect(configError({ ...ENV, MYINFO_SIGNING_CERT_PATH: garbage })).toContain('MYINFO_SIGNING_CERT_PATH');
    // A certificate where the private key belongs is the wrong kind.
    expect(configError({ ...ENV, MYINFO_PRIVATE_KEY_PATH: MOCKPASS_KEYS.providerCertificate })).toContain('MYINFO_PRIVATE_KEY_PATH');
  });
});

describe('the authorise address', () => {
  it('carries authmode SINGPASS, purpose, response_type code, attributes, state, redirect_uri and client_id', () => {
    const config = identityProviderFromEnv({ ...ENV, MYINFO_PURPOSE: 'SME financing', MYINFO_ATTRIBUTES_12000: 'uinfin,name,basic-profile' })!;
    const url = new URL(authoriseUrl(config, { packageId: '12000', state: 'state-123' }));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:5156/myinfo/v3/authorise');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      authmode: 'SINGPASS',
      purpose: 'SME financing',
      response_type: 'code',
      attributes: 'uinfin,name,basic-profile',
      state: 'state-123',
      redirect_uri: 'https://sme.bank.example/rsmedigitalfinancing/MyInfoLanding',
      client_id: 'BANK-CLIENT',
    });
    const other = new URL(authoriseUrl(config, { packageId: '13000', state: 's' }));
    expect(other.searchParams.get('attributes')).toBe(config.attributes['13000'].join(','));
  });

  it('names the e-service when the provider registered one', () => {
    const config = identityProviderFromEnv({ ...ENV, MYINFO_ESERVICE_ID: 'BANK-SME' })!;
    expect(new URL(authoriseUrl(config, { packageId: '13000', state: 's' })).searchParams.get('sp_esvcId')).toBe('BANK-SME');
  });
});
