import type { JourneyContext } from './types';

/**
 * The session token a call to the bank carries. Every call comes after booting fetched one, so a
 * missing token is a fault of the chart: fail loudly here rather than send the bank an empty token.
 */
export function sessionToken(context: Pick<JourneyContext, 'token'>): string {
  if (!context.token) throw new Error('A call to the bank was started without a session token');
  return context.token;
}

/** The input of a call about the current application state: the token and the state id. */
export const sessionInput = ({ context }: { context: Pick<JourneyContext, 'token' | 'stateId'> }) => ({
  token: sessionToken(context),
  stateId: context.stateId ?? '',
});
