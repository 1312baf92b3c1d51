import type { Snapshot } from 'xstate';
import { allStateNodes } from '../../machines/stateNodes';
import { journeyMachine } from '../../machines/journey.machine';

/**
 * The journey snapshot lives in sessionStorage so a reload restores the same step (DESIGN: "The chart").
 * The key carries a fingerprint of the chart's states, so a snapshot from another version of the chart
 * is dropped instead of being restored into states that no longer exist.
 */
const fingerprint = (() => {
  const ids = allStateNodes(journeyMachine).map((n) => n.id).join('|');
  let h = 0;
  for (let i = 0; i < ids.length; i++) h = (h * 31 + ids.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
})();

export const STORAGE_KEY = `sme-journey:${fingerprint}`;

/** The persisted snapshot as the chart reads it; throws on one the chart cannot take. */
const resolved = (snapshot: Snapshot<unknown>) => journeyMachine.resolveState(snapshot as never);

export function loadSnapshot(storage: Storage | undefined = globalThis.sessionStorage): Snapshot<unknown> | undefined {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const snapshot = JSON.parse(raw) as Snapshot<unknown>;
    // Resolving it now surfaces a corrupt snapshot here rather than inside React.
    resolved(snapshot);
    return snapshot;
  } catch {
    storage?.removeItem(STORAGE_KEY);
    return undefined;
  }
}

/**
 * The snapshot a page load restores. A page opened at /Welcome asks for a new enquiry: a journey already
 * past submission (it holds a status read from the bank, and nothing of it is unsaved) is not restored
 * there, so Welcome opens instead of the page the journey was on. The start address opens a new journey
 * when the one kept is on a page with nothing left to keep (an outcome: InvalidOTP, SessionExpired…):
 * the bank's links on those pages (cancel, get in touch) may lead there, and must not lead back.
 */
export function snapshotToRestore(openedAt: string, storage: Storage | undefined = globalThis.sessionStorage): Snapshot<unknown> | undefined {
  const snapshot = loadSnapshot(storage);
  if (!snapshot) return undefined;
  const state = resolved(snapshot);
  if (openedAt === '/' && state.hasTag('nothingToKeep')) return undefined;
  if (openedAt !== '/Welcome') return snapshot;
  return state.context.status ? undefined : snapshot;
}

export function saveSnapshot(snapshot: unknown, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    /* storage full or disabled: the journey still works, a reload starts over */
  }
}

/** CLOSE clears session data (spec 1, 2.5). */
export function clearSession(storage: Storage | undefined = globalThis.sessionStorage): void {
  for (const key of Object.keys(storage ?? {})) if (key.startsWith('sme-journey:')) storage?.removeItem(key);
}
