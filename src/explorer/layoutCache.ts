import type { ChartModel } from '../analysis/chartModel';
import { buildElkGraph, type Drawing } from './layout';
import { isOverview } from './regionGrid';
import { wholeChartScope, type Scope } from './scope';

/**
 * ELK takes seconds on a large part of the chart, so layouts are kept in localStorage, each under a hash
 * of the graph ELK was given (the scope is part of the graph): what was opened before opens at once,
 * any change to the chart lays it out afresh. The least recently used go first once there are more
 * than LIMITS.entries or they take more than LIMITS.chars (localStorage holds about 5 million).
 */
const PREFIX = 'sme-explorer-layout:';
/** The keys kept, least recently used first. */
const INDEX = 'sme-explorer-layouts';
export const LIMITS = { entries: 12, chars: 4_000_000 };

/** FNV-1a, 32 bits: enough to tell one chart's graph from another's. */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export const layoutKey = (model: ChartModel, scope: Scope = wholeChartScope(model)) => PREFIX + hashText(JSON.stringify(buildElkGraph(model, scope)));

function readIndex(storage: Storage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(INDEX) ?? '[]');
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string' && storage.getItem(k) !== null) : [];
  } catch {
    return [];
  }
}

/** Keeps `key` as the most recently used, dropping the oldest (and any layout not in the index) over the limits. */
function remember(storage: Storage, key: string, text: string | null): void {
  const keys = [...readIndex(storage).filter((k) => k !== key), key];
  if (text !== null) storage.setItem(key, text);
  const size = (k: string) => storage.getItem(k)?.length ?? 0;
  let total = keys.reduce((n, k) => n + size(k), 0);
  while (keys.length > 1 && (keys.length > LIMITS.entries || total > LIMITS.chars)) {
    const old = keys.shift()!;
    total -= size(old);
    storage.removeItem(old);
  }
  for (let i = storage.length - 1; i >= 0; i--) {
    const k = storage.key(i);
    if (k?.startsWith(PREFIX) && !keys.includes(k)) storage.removeItem(k);
  }
  storage.setItem(INDEX, JSON.stringify(keys));
}

/** The saved drawing of this scope of the chart, or a new one from `lay` (the page's: the grid, regions by ELK in a worker), saved for next time. */
export async function cachedLayout(
  model: ChartModel,
  scope: Scope,
  lay: (model: ChartModel, scope: Scope) => Promise<Drawing>,
  storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
): Promise<Drawing> {
  // The overview is drawn without ELK, at once: nothing to keep.
  if (isOverview(model, scope) || !storage) return lay(model, scope);
  const key = layoutKey(model, scope);
  try {
    const saved = storage.getItem(key);
    if (saved) {
      remember(storage, key, null);
      return JSON.parse(saved) as Drawing;
    }
  } catch {
    /* unreadable: lay out again */
  }
  const drawing = await lay(model, scope);
  const text = JSON.stringify(drawing);
  try {
    if (text.length <= LIMITS.chars) remember(storage, key, text);
  } catch {
    /* storage full or unavailable: the layout still shows */
  }
  return drawing;
}
