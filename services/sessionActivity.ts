/**
 * When this tab last called the bank with its session token: the bank's idle timeout counts from there.
 * Kept in sessionStorage under the journey's prefix, so a reload keeps the true age of the session and
 * CLOSE (clearSession) forgets it with the rest.
 */
const KEY = 'sme-journey:last-bank-call';

type Listener = (at: number) => void;
const listeners = new Set<Listener>();

export function noteBankCall(at: number = Date.now(), storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(KEY, String(at));
  } catch {
    /* storage full or disabled: the listeners still hear of it */
  }
  for (const listener of listeners) listener(at);
}

export function lastBankCall(storage: Storage | undefined = globalThis.sessionStorage): number | null {
  try {
    const at = Number(storage?.getItem(KEY) ?? NaN);
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

/** Hears of every later call; returns the unsubscribe. */
export function onBankCall(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
