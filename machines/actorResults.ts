import type { DoneActorEvent, ErrorActorEvent } from 'xstate';

/**
 * Dynamic params of a named guard or action on an invoke's onDone or onError. XState types the event
 * there from the invoke's `src`, so the params a guard or action declares are checked against what the
 * actor really returns: change an actor's output and the chart stops compiling where it is read.
 */
export const output = <T>({ event }: { event: DoneActorEvent<T> }): Done<T> => ({ output: event.output });
export const failure = ({ event }: { event: ErrorActorEvent }): Failed => ({ error: event.error });

/**
 * The params themselves: wrapped, so that nothing but these functions can supply them (a bare
 * `unknown` would accept any function, and the check would not bite).
 */
export interface Done<T> {
  output: T;
}
export interface Failed {
  error: unknown;
}

/** A guard or action that reads the invoked actor's output, e.g. `guard: withOutput('isIdentityOk')`. */
export const withOutput = <T extends string>(type: T) => ({ type, params: output });
/** A guard or action that reads why the invoked actor failed. */
export const withFailure = <T extends string>(type: T) => ({ type, params: failure });

/**
 * A guard that reads the actor's output besides params the chart fixes per branch. The fixed params
 * stay readable on the function, so the chart's model names the branch, e.g. isStatusPage(ReviewOffer, enquiry).
 */
export const withOutputAnd = <T extends string, F extends object>(type: T, fixed: F) => ({
  type,
  params: Object.assign(<O>({ event }: { event: DoneActorEvent<O> }) => ({ ...fixed, output: event.output }), fixed),
});

/** Any invoked call's failure, as a partial wildcard: the root's session rule takes it (regions/shared.ts). */
export const CALL_FAILED = 'xstate.error.actor.*';
