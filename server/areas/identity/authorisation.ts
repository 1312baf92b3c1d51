import { createHash, randomBytes } from 'node:crypto';
import type { BankContext } from '../../context';
import { insertAuthorisation } from './store';

export interface StartedAuthorisation {
  /** The provider's `state`: random, unguessable, and not the application id (which a status lookup discloses). */
  state: string;
  /** RFC 7636 S256 challenge of the verifier the bank keeps. */
  codeChallenge: string;
}

/** RFC 7636: a verifier of 43 to 128 unreserved characters; 32 random bytes in base64url are 43. */
const newSecret = () => randomBytes(32).toString('base64url');
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * The bank's half of one sign-in, bound to the session token that asked for it: the code the provider
 * returns with this state is taken from that session only, and exchanged with this verifier.
 */
export async function startAuthorisation(ctx: BankContext, binding: { token: string; stateId: string }): Promise<StartedAuthorisation> {
  const state = newSecret();
  const codeVerifier = newSecret();
  await insertAuthorisation(ctx.db, { state, codeVerifier, ...binding }, ctx.now(), ctx.limits.sessionAbsoluteMs);
  return { state, codeChallenge: s256(codeVerifier) };
}
