/*
 * Where the bank's services are. Kept apart from the client (ky, zod) so the shell can set them at
 * start without loading the service layer, which comes with the first call.
 */

export interface ApiSettings {
  /** Base address of the bank's API; '' means the same origin as the page (the sandbox). */
  apiBase: string;
  /** Base address of the address (postal lookup) service. */
  addressBase: string;
  /** Base address of the one-time-password service (a separate host in the bank's set-up). */
  otpBase: string;
  timeoutMs: number;
}

const settings: ApiSettings = { apiBase: '', addressBase: '', otpBase: '', timeoutMs: 15000 };

export function configureApi(next: Partial<ApiSettings>): void {
  Object.assign(settings, next);
}

export function apiSettings(): Readonly<ApiSettings> {
  return settings;
}

export const api = (path: string) => `${settings.apiBase}${path}`;
export const addressApi = (path: string) => `${settings.addressBase}${path}`;
export const otpApi = (path: string) => `${settings.otpBase}${path}`;
