import { resolveConfig } from '../../src/config/modes';

/**
 * The origins the front end calls besides its own: the build's VITE_API_BASE, VITE_ADDRESS_API_BASE
 * and VITE_OTP_API_BASE, read from the serving environment (set them for both). Relative bases are
 * the page's own origin, already allowed.
 */
export function apiOriginsOf(env: Record<string, string | undefined>): string[] {
  const config = resolveConfig(env);
  const origins = new Set<string>();
  for (const base of [config.apiBase, config.addressBase, config.otpBase]) {
    if (!/^https?:\/\//i.test(base)) continue;
    origins.add(new URL(base).origin);
  }
  return [...origins];
}
