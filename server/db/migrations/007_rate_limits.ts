/**
 * The rate limiter's counters live in the bank's database so that every server process on one
 * PostgreSQL shares them: a per-process counter would multiply each limit by the number of processes.
 * One row per limit and client, holding the current fixed window; old windows are pruned by the store.
 */
export const sql = `
create table rate_limit_windows (
  limit_name text not null,
  client text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (limit_name, client)
);
create index rate_limit_windows_window_start on rate_limit_windows (window_start);
`;
