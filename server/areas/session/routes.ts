import type { FastifyInstance } from 'fastify';
import { TokenRequest, paths, type KeepAliveResponse, type TokenResponse } from '../../../src/contract';
import type { BankContext } from '../../context';
import { requireToken, sessionOf } from '../../http/auth';
import { parseBody } from '../../http/validate';
import { issueToken, revokeToken, touchToken } from '../../store/tokens';

export function securityRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.post(paths.token, async (request): Promise<TokenResponse> => {
    const { appId } = parseBody(TokenRequest, request.body);
    const row = await issueToken(ctx.db, appId, ctx.now(), ctx.limits.sessionAbsoluteMs);
    return { token: row.token, tokenExpirationDate: row.expires_at.toISOString() };
  });

  const authenticated = { onRequest: requireToken(ctx) };

  // CLOSE (spec 1, 2.5) ends the session at the bank too, not only in the browser.
  app.delete(paths.token, authenticated, async (request, reply) => {
    await revokeToken(ctx.db, sessionOf(request).token, ctx.now());
    return reply.code(204).send();
  });

  // "Stay signed in" before the idle timeout (WCAG 2.2.1): a use of the token like any other call.
  app.post(paths.keepAlive, authenticated, async (request): Promise<KeepAliveResponse> => {
    const now = ctx.now();
    await touchToken(ctx.db, sessionOf(request).token, now);
    return { idleTimeoutSeconds: ctx.limits.sessionIdleMs / 1000, idleExpiresAt: new Date(now.getTime() + ctx.limits.sessionIdleMs).toISOString() };
  });
}
