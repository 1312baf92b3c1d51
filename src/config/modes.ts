/** Spec 1, section 7: the service base address is chosen by mode. */
export const APP_MODES = ['DEV', 'SIT', 'UAT', 'PROD', 'SIM'] as const;
export type AppMode = (typeof APP_MODES)[number];

export interface AppConfig {
  mode: AppMode;
  /** '' means the page's own origin: the sandbox bank serves the API beside the app. */
  apiBase: string;
  addressBase: string;
  otpBase: string;
  /** Where CLOSE and Back To Home send the browser. */
  cancelLink: string;
  homeLink: string;
  /** The error pages' Get in Touch (spec 2, 8 "Button types"; an external link of the bank). */
  getInTouchLink: string;
}

/**
 * The bank's hosts per mode are not in the spec; each non-SIM mode reads its addresses from the
 * build environment (VITE_API_BASE, VITE_ADDRESS_API_BASE, VITE_OTP_API_BASE). SIM talks to the sandbox.
 */
export function resolveConfig(env: Record<string, string | undefined>): AppConfig {
  const raw = (env.VITE_APP_MODE ?? 'SIM').toUpperCase();
  const mode = (APP_MODES as readonly string[]).includes(raw) ? (raw as AppMode) : 'SIM';
  const apiBase = (env.VITE_API_BASE ?? '').replace(/\/$/, '');
  return {
    mode,
    apiBase,
    addressBase: (env.VITE_ADDRESS_API_BASE ?? apiBase).replace(/\/$/, ''),
    otpBase: (env.VITE_OTP_API_BASE ?? apiBase).replace(/\/$/, ''),
    cancelLink: env.VITE_CANCEL_LINK ?? '/rsmedigitalfinancing/',
    homeLink: env.VITE_HOME_LINK ?? '/rsmedigitalfinancing/',
    getInTouchLink: env.VITE_GET_IN_TOUCH_LINK ?? '/rsmedigitalfinancing/',
  };
}

/**
 * How a person signs in at the identity step: through the identity provider's round trip, or (SIM only,
 * the sandbox bank's personas) by typing an NRIC or UEN. The issue that made DEV and SIT go to the
 * provider too: no page where a user types an NRIC to be signed in may exist where real data could be.
 */
export type SignIn = 'sandbox' | 'provider';
export const signInFor = (mode: AppMode): SignIn => (mode === 'SIM' ? 'sandbox' : 'provider');
