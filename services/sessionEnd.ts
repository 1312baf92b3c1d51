import { paths } from '../src/contract/paths';
import { api } from './http';

/**
 * Ends the token at the bank (CLOSE, Sign out). keepalive lets the request outlive the page that is
 * leaving; the user is never held up by it, and a failure leaves the token to its idle timeout.
 */
export function endSession(token: string): void {
  try {
    void fetch(api(paths.token), { method: 'DELETE', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
  } catch {
    /* fetch itself unavailable: the idle timeout still ends the token */
  }
}
