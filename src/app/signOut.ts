import { endSession } from '../../services/sessionEnd';
import { config } from '../config';
import { leaveTo } from '../ui/pageExits';
import { clearSession } from './persistence';
import { openedWithSearch } from '../config/startParams';

/**
 * Spec 1, 2.5: CLOSE clears session data and leaves for the configured cancel link. The token is ended
 * at the bank first, so what is left behind in the browser or a proxy's log cannot be used again.
 */
export function signOut(token: string | null): void {
  if (token) endSession(token);
  clearSession();
  leaveTo(config.cancelLink);
}

/** After the session timed out: a fresh start of the app, in the page mode it was opened with. */
export function startAgain(token: string | null): void {
  if (token) endSession(token);
  clearSession();
  leaveTo(`${import.meta.env.BASE_URL}${openedWithSearch}`);
}
