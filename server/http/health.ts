import type { FastifyInstance } from 'fastify';
import { paths } from '../../src/contract';
import type { BankContext } from '../context';
import { dbFailureOf } from '../db/failures';
import { sendDbFailure } from './errors';

export function healthRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(
    paths.health,
    {
      // A load balancer reads the body: it names the database as the part that is down. The rate limit's
      // counter lives in the database too, so with it gone the failure arrives here before the handler runs.
      errorHandler: (error, _request, reply) => {
        const failure = dbFailureOf(error);
        if (!failure) throw error;
        return sendDbFailure(reply, failure, { status: 'unavailable', mode: ctx.mode, database: failure });
      },
    },
    async () => {
      // A health check that never touches the database would report "ok" with the database gone.
      await ctx.db.query('select 1');
      return { status: 'ok', mode: ctx.mode, database: ctx.db.kind };
    },
  );
}
