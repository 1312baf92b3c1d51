import { assign, emit, setup } from 'xstate';
import { SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS, SESSION_WARNING_MS } from '../src/domain/constants';
import { isServiceError } from '../services/errors';
import { lastBankCall } from '../services/sessionActivity';
import { sessionActors, type SessionHeard } from './sessionActors';

/** The token the journey holds and when the bank ends it at the latest (its absolute limit). */
export interface SessionToken {
  token: string | null;
  tokenExpiry: string | null;
}

export interface SessionContext {
  token: string | null;
  /** The absolute limit of the token (epoch ms), or null when the bank gave none. */
  expiresAt: number | null;
  /** When this tab last called the bank with the token (epoch ms): the idle timeout counts from there. */
  lastCall: number;
  /** The wall clock when the chart last read it: the warning's countdown is shown from it. */
  now: number;
  /** Stay signed in failed for another reason than an ended session: the warning says so and counts on. */
  keepAliveFailed: boolean;
}

export type SessionEvent =
  | SessionHeard
  /** The journey got a token, or a new one (a sign-in may rotate it), or dropped it for a fresh start. */
  | ({ type: 'session.token' } & SessionToken)
  | { type: 'user.staySignedIn' }
  | { type: 'user.signOut' }
  | { type: 'user.startAgain' };

/** What the session asks of the browser: leave for the cancel link (Sign out, CLOSE) or start the app afresh. */
export type SessionEmitted = { type: 'session.leave'; to: 'cancelLink' | 'start' };

const parsedExpiry = (tokenExpiry: string | null): number | null => {
  const at = tokenExpiry ? Date.parse(tokenExpiry) : NaN;
  return Number.isFinite(at) ? at : null;
};

/**
 * The earliest moment the bank may end the token: its idle timeout from the last call (the bank may have
 * recorded that use up to a touch interval late), or its absolute limit when that comes first.
 */
export const sessionEndsAt = (context: Pick<SessionContext, 'lastCall' | 'expiresAt'>): number =>
  Math.min(context.lastCall + SESSION_IDLE_MS - SESSION_TOUCH_INTERVAL_MS, context.expiresAt ?? Infinity);

const untilEnd = (context: SessionContext) => Math.max(0, sessionEndsAt(context) - Date.now());

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as SessionToken,
    tags: {} as 'warning' | 'timedOut',
  },
  actors: sessionActors,
  delays: {
    /** Until the warning opens, SESSION_WARNING_MS before the end. */
    UNTIL_WARNING: ({ context }) => Math.max(0, untilEnd(context) - SESSION_WARNING_MS),
    /** Until the end. */
    UNTIL_END: ({ context }) => untilEnd(context),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    givesToken: ({ event }) => event.type === 'session.token' && event.token !== null,
    /** The wall clock is past the end (the machine slept through the timers). */
    isPastEnd: ({ context, event }) => event.type === 'session.clockChecked' && event.now >= sessionEndsAt(context),
    isPastWarning: ({ context, event }) => event.type === 'session.clockChecked' && event.now >= sessionEndsAt(context) - SESSION_WARNING_MS,
    /** The bank refused the keep-alive because the session had already ended. */
    isSessionEnded: ({ event }) => 'error' in event && isServiceError(event.error) && event.error.kind === 'unauthorized',
  },
  actions: {
    assignToken: assign(({ event }) =>
      event.type === 'session.token' ? { token: event.token, expiresAt: parsedExpiry(event.tokenExpiry), lastCall: lastBankCall() ?? Date.now() } : {},
    ),
    noteCall: assign({ lastCall: ({ event }) => (event.type === 'session.touched' ? event.at : Date.now()), now: () => Date.now() }),
    readClock: assign({ now: ({ event }) => (event.type === 'session.clockChecked' ? event.now : Date.now()) }),
    clearFailure: assign({ keepAliveFailed: false }),
    // The bank may not have heard it: the countdown goes on from the last call it surely saw.
    showKeepAliveFailed: assign({ keepAliveFailed: true, now: () => Date.now() }),
    leaveForCancelLink: emit({ type: 'session.leave', to: 'cancelLink' } as const),
    leaveForStart: emit({ type: 'session.leave', to: 'start' } as const),
  },
});

/**
 * The session, a chart of its own that the journey invokes on its root for its whole life: the idle
 * countdown from the last call to the bank, the warning before the end (WCAG 2.2.1, after GOV.UK's
 * timeout warning), Stay signed in, Sign out or CLOSE, and the timed-out end. The journey's own rule for a
 * call the bank refused as expired (its root, decision 0014) is unchanged: this chart only warns before.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    expiresAt: parsedExpiry(input.tokenExpiry),
    lastCall: lastBankCall() ?? Date.now(),
    now: Date.now(),
    keepAliveFailed: false,
  }),
  initial: 'idle',
  on: { 'user.signOut': '.signingOut' },
  states: {
    idle: {
      description: 'No token yet (the journey is booting or starting afresh): nothing to count.',
      always: { guard: 'hasToken', target: 'active' },
      on: { 'session.token': { guard: 'givesToken', target: 'active', actions: 'assignToken' } },
    },
    active: {
      description: 'A token runs: every call to the bank with it starts the idle countdown again; the wall clock is read once a second.',
      invoke: [{ src: 'bankCalls' }, { src: 'wallClock' }],
      initial: 'counting',
      on: {
        'session.touched': { target: '.counting', actions: 'noteCall' },
        'session.token': [
          { guard: 'givesToken', target: '.counting', actions: 'assignToken' },
          { target: 'idle', actions: 'assignToken' },
        ],
      },
      states: {
        counting: {
          description: 'Quiet: nothing shows until SESSION_WARNING_MS before the end.',
          after: { UNTIL_WARNING: 'warning' },
          on: {
            'session.clockChecked': [
              { guard: 'isPastEnd', target: '#session.timedOut' },
              { guard: 'isPastWarning', target: 'warning' },
            ],
          },
        },
        warning: {
          description: 'The warning dialog with the time left: Stay signed in (or Escape) or Sign out.',
          tags: ['warning'],
          entry: ['readClock', 'clearFailure'],
          after: { UNTIL_END: '#session.timedOut' },
          on: {
            'session.clockChecked': [{ guard: 'isPastEnd', target: '#session.timedOut' }, { actions: 'readClock' }],
          },
          initial: 'asking',
          states: {
            asking: {
              description: 'The user has not answered yet; after a failed keep-alive the warning says so and counts on.',
              on: { 'user.staySignedIn': { target: 'extending', actions: 'clearFailure' } },
            },
            extending: {
              description: 'KeepAlive: the bank starts its idle timer again.',
              // The keep-alive is a call like any other: only its answer says whether the bank heard it.
              on: { 'session.touched': {} },
              invoke: {
                id: 'keepSessionAlive',
                src: 'keepSessionAlive',
                input: ({ context }) => ({ token: context.token }),
                onDone: { target: '#session.active.counting', actions: 'noteCall' },
                onError: [
                  { guard: 'isSessionEnded', target: '#session.timedOut' },
                  { target: 'asking', actions: 'showKeepAliveFailed' },
                ],
              },
            },
          },
        },
      },
    },
    timedOut: {
      description: 'The session is over: the timed-out notice and Start again. The bank is told to end the token; a later call elsewhere does not revive it.',
      tags: ['timedOut'],
      invoke: { id: 'endSession', src: 'endSession', input: ({ context }) => ({ token: context.token }) },
      on: { 'user.startAgain': 'startingAgain' },
    },
    startingAgain: {
      description: 'Start again: the app opens afresh, in the page mode it was opened with.',
      type: 'final',
      entry: 'leaveForStart',
    },
    signingOut: {
      description: 'Sign out or CLOSE (spec 1, 2.5): the token is ended at the bank first, then the browser leaves for the cancel link.',
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ token: context.token }),
        // The call never fails: the request is sent and nobody waits on its answer.
        onDone: 'signedOut',
      },
    },
    signedOut: {
      description: 'Signed out: the browser clears the session and leaves for the cancel link.',
      type: 'final',
      entry: 'leaveForCancelLink',
    },
  },
});

export type SessionMachine = typeof sessionMachine;
