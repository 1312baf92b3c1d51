import type { Db } from './db/db';
import type { Clock } from './time';

export const MODES = ['DEV', 'SIT', 'UAT', 'PROD', 'SIM'] as const;
export type Mode = (typeof MODES)[number];

/** What every route needs: the database, the clock (injectable so tests can move time) and the mode. */
export interface BankContext {
  db: Db;
  now: Clock;
  mode: Mode;
}
