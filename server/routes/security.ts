import type { FastifyInstance } from 'fastify';
import { TokenRequest, paths, type TokenResponse } from '../../services/contract';
import type { BankContext } from '../context';
import { parseBody } from '../http/validate';
import { issueToken } from '../store/tokens';

export function securityRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.post(paths.token, async (request): Promise<TokenResponse> => {
    const { appId } = parseBody(TokenRequest, request.body);
    const row = await issueToken(ctx.db, appId, ctx.now());
    return { token: row.token, tokenExpirationDate: row.expires_at.toISOString() };
  });
}
