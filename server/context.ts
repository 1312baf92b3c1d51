import type { Db } from './db/db';
import type { Clock } from './time';

import { APP_MODES, type AppMode } from '../src/config/modes';

export const MODES = APP_MODES;
export type Mode = AppMode;

/** What every route needs: the database, the clock (injectable so tests can move time) and the mode. */
export interface BankContext {
  db: Db;
  now: Clock;
  mode: Mode;
}
