import { isMode, MODES, type Mode } from '../context';
import { StartupRefusal, type Env } from './refusal';

/**
 * The mode is never assumed: a bank whose APP_MODE was forgotten would otherwise come up as the sandbox,
 * with its OTP outbox, officer console and typed-NRIC sign-in. `npm start`, `npm run dev` and the tests
 * say SIM themselves.
 */
export function modeOf(env: Env): Mode {
  const raw = env.APP_MODE?.trim();
  if (!raw) {
    throw new StartupRefusal(
      `APP_MODE is not set: set APP_MODE=SIM for the sandbox bank, or one of ${MODES.filter((m) => m !== 'SIM').join(', ')} with the settings that mode needs (README, "Modes").`,
    );
  }
  const mode = raw.toUpperCase();
  if (!isMode(mode)) throw new StartupRefusal(`APP_MODE must be one of ${MODES.join(', ')}; got ${raw}.`);
  return mode;
}
