import type { ChartModel } from '../machines/chartModel';
import { buildElkGraph, layoutChart, type Drawing } from './layout';

/**
 * ELK takes a few seconds on the whole chart, so a layout is kept in localStorage under a hash of the
 * graph ELK was given: the same chart opens at once, any change to the chart lays it out afresh.
 */
const PREFIX = 'sme-explorer-layout:';

/** FNV-1a, 32 bits: enough to tell one chart's graph from another's. */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export const layoutKey = (model: ChartModel) => PREFIX + hashText(JSON.stringify(buildElkGraph(model)));

/** The saved drawing of this chart, or a new one from `lay` (the page lays out in a worker), saved for next time. */
export async function cachedLayout(
  model: ChartModel,
  storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
  lay: (model: ChartModel) => Promise<Drawing> = layoutChart,
): Promise<Drawing> {
  const key = layoutKey(model);
  try {
    const saved = storage?.getItem(key);
    if (saved) return JSON.parse(saved) as Drawing;
  } catch {
    /* unreadable: lay out again */
  }
  const drawing = await lay(model);
  try {
    // One chart's layout at a time.
    for (let i = (storage?.length ?? 0) - 1; i >= 0; i--) {
      const k = storage!.key(i);
      if (k?.startsWith(PREFIX) && k !== key) storage!.removeItem(k);
    }
    storage?.setItem(key, JSON.stringify(drawing));
  } catch {
    /* storage full or unavailable: the layout still shows */
  }
  return drawing;
}
