import type { Db } from './db/db';
import type { SecurityLimits } from './security/limits';
import type { Clock } from './time';

import type { Features } from '../src/config/features';
import type { IdentityProviderConfig } from './areas/identity/provider';
import { APP_MODES, type AppMode } from '../src/config/modes';

export const MODES = APP_MODES;
export type Mode = AppMode;

export const isMode = (value: string): value is Mode => MODES.some((mode) => mode === value);

/** What every route needs: the database, the clock (injectable so tests can move time) and the mode. */
export interface BankContext {
  db: Db;
  now: Clock;
  mode: Mode;
  /** The abuse limits (rate, OTP, session) in force: server/security/limits.ts. */
  limits: SecurityLimits;
  /** The bank's feature switches (spec 3, section 9): it decides by its own, whatever the browser's say. */
  features: Features;
  /** The identity provider the bank exchanges codes with (outside SIM); null in the sandbox. */
  identityProvider: IdentityProviderConfig | null;
}
