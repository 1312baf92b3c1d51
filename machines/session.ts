import type { JourneyContext } from './types';

/**
 * The session token a call to the bank carries. Every call comes after booting fetched one; should it be
 * missing, the call's actor (machines/actors.ts, sessionCall) fails as an expired session does, without
 * calling the bank, and the chart shows SessionExpired.
 */
export const sessionToken = (context: Pick<JourneyContext, 'token'>): string | null => context.token;

/** The input of a call about the current application state: the token and the state id. */
export const sessionInput = ({ context }: { context: Pick<JourneyContext, 'token' | 'stateId'> }) => ({
  token: sessionToken(context),
  stateId: context.stateId ?? '',
});
