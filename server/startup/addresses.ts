import type { Mode } from '../context';
import { StartupRefusal, type Env } from './refusal';

/**
 * Every address the bank is given: its public origin, the identity provider's, and the API bases the
 * page calls (they enter the Content-Security-Policy). Relative API bases are the page's own origin.
 */
export const ADDRESS_SETTINGS = [
  'APP_PUBLIC_ORIGIN',
  'MYINFO_BASE',
  'MYINFO_AUTHORISE_URL',
  'MYINFO_REDIRECT_URI',
  'VITE_API_BASE',
  'VITE_ADDRESS_API_BASE',
  'VITE_OTP_API_BASE',
] as const;

/** Where customers and real identity data are: UAT and PROD. DEV and SIT may run on a developer's http://127.0.0.1. */
const HTTPS_ONLY: readonly Mode[] = ['UAT', 'PROD'];

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * In UAT and PROD every address is https: over plain http the provider's code, the bearer token and the
 * applicant's data would cross the network readable, and the return page would hand the code to
 * whoever sits in between.
 */
export function checkAddresses(mode: Mode, env: Env): void {
  if (!HTTPS_ONLY.includes(mode)) return;
  for (const name of ADDRESS_SETTINGS) {
    const value = env[name]?.trim();
    if (!value || !SCHEME.test(value)) continue;
    if (!value.toLowerCase().startsWith('https:')) {
      throw new StartupRefusal(`${name} is ${value}: APP_MODE=${mode} takes https:// addresses only; set ${name} to the https:// address.`);
    }
  }
}
