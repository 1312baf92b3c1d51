import type { FastifyInstance } from 'fastify';
import { paths } from '../../src/contract';
import type { BankContext } from '../context';

export function healthRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(paths.health, async () => {
    // A health check that never touches the database would report "ok" with the database gone.
    await ctx.db.query('select 1');
    return { status: 'ok', mode: ctx.mode, database: ctx.db.kind };
  });
}
