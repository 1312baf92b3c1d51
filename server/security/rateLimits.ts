import fastifyRateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paths } from '../../src/contract';
import type { BankContext } from '../context';
import { HttpError } from '../http/errors';
import { WEB_PREFIX } from '../web';
import { databaseStore, type NamedLimitOptions } from './rateLimitStore';
import { securityEvent } from './securityEvents';

export const tooManyRequests = (seconds: number) =>
  `Too many requests from this address: please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;

type Limiter = { name: string; check: ReturnType<FastifyInstance['createRateLimit']> };

/**
 * The front end (its files, its page, and the 404s under its prefix) reveals nothing and touches no
 * data; counting it would spend a database write per asset. The router resolves no dot segments, so
 * nothing under the prefix can reach an API route.
 */
function isWebPath(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0];
  return pathname === '/' || pathname === WEB_PREFIX || pathname.startsWith(`${WEB_PREFIX}/`);
}

/**
 * Per-client-address limits over every process of the bank (counters in its database): one on all
 * requests, and tighter ones on the status lookup (an NRIC oracle) and on token minting (each token is
 * a stored row). They run in the first hook, before the token check, so refused calls cost one write.
 * The route-specific limits are matched on the route's pattern, not the raw URL, so a variant spelling
 * of a path cannot slip past them.
 */
export async function registerRateLimits(app: FastifyInstance, ctx: BankContext): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(ctx), skipOnError: false });

  const limiter = (limitName: string, max: number): Limiter => {
    const options: CreateRateLimitOptions & NamedLimitOptions = { limitName, max, timeWindow: ctx.limits.rateWindowMs };
    return { name: limitName, check: app.createRateLimit(options) };
  };
  const everything = limiter('requests', ctx.limits.requestsPerWindow);
  const perRoute = new Map<string, Limiter>([
    [`POST ${paths.statusLookup}`, limiter('status-lookup', ctx.limits.lookupsPerWindow)],
    [`POST ${paths.token}`, limiter('token', ctx.limits.tokensPerWindow)],
  ]);

  app.addHook('onRequest', async (request, reply) => {
    if (isWebPath(request)) return;
    const specific = perRoute.get(`${request.method} ${request.routeOptions.url}`);
    for (const limit of specific ? [everything, specific] : [everything]) {
      const verdict = await limit.check(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        securityEvent(request.log, 'request.throttled', { limit: limit.name, retryAfterSeconds: verdict.ttlInSeconds });
        reply.header('Retry-After', String(verdict.ttlInSeconds));
        throw new HttpError(429, tooManyRequests(verdict.ttlInSeconds));
      }
    }
  });
}
