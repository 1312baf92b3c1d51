import { fromCallback, fromPromise } from 'xstate';
import { ServiceError } from '../services/errors';
import { keepAlive } from '../services/deferred';
import { endSession as endSessionCall } from '../services/sessionEnd';
import { onBankCall } from '../services/sessionActivity';

/** What the session chart hears from outside: a call to the bank, and the wall clock once a second. */
export type SessionHeard = { type: 'session.touched'; at: number } | { type: 'session.clockChecked'; now: number };

/** The wall clock is read this often: timers stop while a laptop sleeps, the clock does not. */
export const CLOCK_CHECK_MS = 1000;

/** "Stay signed in": a use of the token like any other call, so the bank's idle timer starts again. */
export const keepSessionAlive = fromPromise<unknown, { token: string | null }>(({ input }) =>
  input.token ? keepAlive(input.token) : Promise.reject(new ServiceError('unauthorized', 'no session token')),
);

/**
 * Ends the token at the bank (CLOSE, Sign out, the timed-out end). The request outlives a page that is
 * leaving and nobody waits on it: a failure leaves the token to its idle timeout.
 */
export const endSession = fromPromise<void, { token: string | null }>(async ({ input }) => {
  if (input.token) endSessionCall(input.token);
});

/** Every call this tab makes to the bank with the token, as the services note it. */
export const bankCalls = fromCallback<SessionHeard>(({ sendBack }) => onBankCall((at) => sendBack({ type: 'session.touched', at })));

/** The wall clock, read once a second. */
export const wallClock = fromCallback<SessionHeard>(({ sendBack }) => {
  const id = setInterval(() => sendBack({ type: 'session.clockChecked', now: Date.now() }), CLOCK_CHECK_MS);
  return () => clearInterval(id);
});

export const sessionActors = { keepSessionAlive, endSession, bankCalls, wallClock };
