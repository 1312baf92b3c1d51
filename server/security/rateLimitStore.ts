import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { BankContext } from '../context';

/** The options @fastify/rate-limit hands a store's child: ours carry the name of the limit. */
export interface NamedLimitOptions {
  limitName?: string;
}

/**
 * One fixed window per limit and client, counted by a single upsert so that concurrent requests on
 * several processes cannot both read the same count (the row lock orders them). The window restarts
 * when the stored one has ended; time is the bank's clock, so tests move it rather than wait.
 */
const HIT = `
insert into rate_limit_windows as w (limit_name, client, window_start, hits)
values ($1, $2, $3, 1)
on conflict (limit_name, client) do update set
  window_start = case when w.window_start <= $4 then excluded.window_start else w.window_start end,
  hits = case when w.window_start <= $4 then 1 else least(w.hits + 1, 2147483647) end
returning window_start, hits`;

const PRUNE = 'delete from rate_limit_windows where window_start <= $1';

/**
 * A store for @fastify/rate-limit over the bank's database. The plugin constructs it once and asks
 * it for a child per limit; the children share the pruning schedule, which runs at most once a
 * window per process and drops every counter whose window ended a whole window ago.
 */
export function databaseStore(ctx: BankContext): FastifyRateLimitStoreCtor {
  const pruning = { nextAt: 0 };

  class DatabaseStore {
    private readonly limitName: string;
    constructor(options: NamedLimitOptions) {
      this.limitName = options.limitName ?? 'global';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      this.hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // The plugin's types say a child gets route options; at run time it gets the limit's merged options.
    child(options: NamedLimitOptions): DatabaseStore {
      return new DatabaseStore(options);
    }

    private async hit(client: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
      const now = ctx.now().getTime();
      const { rows } = await ctx.db.query<{ window_start: Date; hits: number }>(HIT, [
        this.limitName,
        client,
        new Date(now).toISOString(),
        new Date(now - timeWindow).toISOString(),
      ]);
      if (now >= pruning.nextAt) {
        pruning.nextAt = now + ctx.limits.rateWindowMs;
        await ctx.db.query(PRUNE, [new Date(now - ctx.limits.rateWindowMs).toISOString()]);
      }
      const started = new Date(rows[0].window_start).getTime();
      return { current: rows[0].hits, ttl: Math.max(0, started + timeWindow - now) };
    }
  }

  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
