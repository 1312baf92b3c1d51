import { config } from '../config';
import { leaveTo } from '../ui/pageExits';
import { clearSession } from './persistence';
import { openedWithSearch } from '../config/startParams';
import type { SessionEmitted } from '../../machines/sessionTimeout.machine';

/**
 * What the browser does when the session chart leaves (machines/sessionTimeout.machine.ts, which has
 * ended the token at the bank first): clear the session data, then leave. Sign out and CLOSE go to the
 * configured cancel link (spec 1, 2.5); Start again after a timeout opens the app afresh, in the page
 * mode it was opened with.
 */
export function leaveSession({ to }: SessionEmitted): void {
  clearSession();
  leaveTo(to === 'cancelLink' ? config.cancelLink : `${import.meta.env.BASE_URL}${openedWithSearch}`);
}
