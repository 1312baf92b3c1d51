import type { FastifyRequest } from 'fastify';
import type { BankContext } from '../context';
import { findToken } from '../store/tokens';
import { unauthorized } from './errors';

export interface Session {
  token: string;
  /** The application's state this token is bound to; null until postState or a status lookup. */
  stateId: string | null;
  /** NRIC of the person using the token, when known. */
  actingNric: string | null;
}

// A WeakMap instead of a request decoration keeps Fastify's global request type untouched.
const sessions = new WeakMap<FastifyRequest, Session>();

/** onRequest hook for the bearer-protected areas (SMEDL and OTP). */
export function requireToken(ctx: BankContext) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) {
      throw unauthorized('Missing Authorization header: send "Authorization: Bearer <token>" with a token from POST /api/Security.');
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized('The Authorization header must read "Bearer <token>".');
    const row = await findToken(ctx.db, match[1]);
    if (!row) throw unauthorized('The session token is not known to the bank. Request a new one from POST /api/Security.');
    if (row.expires_at.getTime() <= ctx.now().getTime()) {
      throw unauthorized('Sorry, your session has time out. Kindly restart the application again.');
    }
    sessions.set(request, { token: row.token, stateId: row.state_id, actingNric: row.acting_nric });
  };
}

export function sessionOf(request: FastifyRequest): Session {
  const session = sessions.get(request);
  // Only reachable if a protected route were registered outside the authenticated scope.
  if (!session) throw unauthorized('This call needs a bearer token.');
  return session;
}
