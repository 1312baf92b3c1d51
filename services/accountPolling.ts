import { ACCOUNT_CALL_TIMEOUT_MS, ACCOUNT_POLL_ATTEMPTS, ACCOUNT_POLL_DELAY_MS } from '../src/domain/constants';
import { ServiceError, isServiceError } from './errors';

export interface PollSettings {
  attempts: number;
  delayMs: number;
  callTimeoutMs: number;
  sleep: (ms: number) => Promise<void>;
}

const defaults: PollSettings = {
  attempts: ACCOUNT_POLL_ATTEMPTS,
  delayMs: ACCOUNT_POLL_DELAY_MS,
  callTimeoutMs: ACCOUNT_CALL_TIMEOUT_MS,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const TIMED_OUT = Symbol('timed out');

async function withTimeout<T>(work: Promise<T>, ms: number, sleep: PollSettings['sleep']): Promise<T> {
  const result = await Promise.race([work, sleep(ms).then(() => TIMED_OUT)]);
  if (result === TIMED_OUT) throw new ServiceError('network', 'The request timed out.');
  return result as T;
}

/**
 * Spec 1, 4.3 and 3, 9: the account list is asked again while the bank has none yet (null), at most
 * `attempts` times, `delayMs` apart, each call cut at `callTimeoutMs`. A slow or failed call counts as an
 * attempt that found nothing; an expired session ends the journey at once.
 */
export async function pollAccountList(
  fetchList: () => Promise<string[] | null>,
  settings: Partial<PollSettings> = {},
): Promise<string[] | null> {
  const s = { ...defaults, ...settings };
  for (let attempt = 1; attempt <= s.attempts; attempt++) {
    if (attempt > 1) await s.sleep(s.delayMs);
    try {
      const list = await withTimeout(fetchList(), s.callTimeoutMs, s.sleep);
      if (list !== null) return list;
    } catch (e) {
      if (isServiceError(e) && e.kind === 'unauthorized') throw e;
    }
  }
  return null;
}
