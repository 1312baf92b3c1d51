import type { FastifyRequest } from 'fastify';
import type { BankContext } from '../context';
import { SESSION_TOUCH_INTERVAL_MS, messages } from '../../src/domain';
import { findToken, touchToken, type BoundBy } from '../store/tokens';
import { unauthorized } from './errors';

export interface Session {
  token: string;
  /** The application's state this token is bound to; null until postState or a status lookup. */
  stateId: string | null;
  /** NRIC of the person using the token, when known. */
  actingNric: string | null;
  /** How the token came to its application (store/tokens.ts BoundBy). */
  boundBy: BoundBy | null;
  /** What a status lookup found, waiting for the OTP of that person (the only thing it allows). */
  pendingStateId: string | null;
  pendingNric: string | null;
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
    const now = ctx.now().getTime();
    const lastSeen = (row.last_seen_at ?? row.issued_at).getTime();
    // Ended (CLOSE, or replaced when it was bound), past its 8 hours, or idle too long: the same words.
    if (row.revoked_at || row.expires_at.getTime() <= now || now - lastSeen >= ctx.limits.sessionIdleMs) {
      throw unauthorized(messages.sessionTimeout);
    }
    // One write a minute at most: a use soon after the last one does not move last_seen_at again.
    if (now - lastSeen >= SESSION_TOUCH_INTERVAL_MS) await touchToken(ctx.db, row.token, ctx.now());
    sessions.set(request, {
      token: row.token,
      stateId: row.state_id,
      actingNric: row.acting_nric,
      boundBy: row.bound_by,
      pendingStateId: row.pending_state_id,
      pendingNric: row.pending_nric,
    });
  };
}

export function sessionOf(request: FastifyRequest): Session {
  const session = sessions.get(request);
  // Only reachable if a protected route were registered outside the authenticated scope.
  if (!session) throw unauthorized('This call needs a bearer token.');
  return session;
}
