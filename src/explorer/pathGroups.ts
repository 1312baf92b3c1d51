import { routeOfState, type ChartModel } from '../analysis/chartModel';
import { regionOf } from './coverageOverlay';
import { shortId, transitionLabel } from './labels';
import type { PathOption } from './paths';

export interface PickerEntry {
  key: string;
  label: string;
}

export interface PickerGroup {
  id: string;
  label: string;
  entries: PickerEntry[];
}

/** Kinds of path in words; a kind not named here shows under its own name. */
const KIND_WORDS: Record<string, string> = {
  screen: 'Screen paths, the Playwright selection',
  transition: 'One path per transition',
  tour: 'Tour paths, ranked',
};

const COVERS = 'covers:';

/** The parenthesised tail of a generated label: "(9 steps, setting: otpBar=off)". */
const tailOf = (o: PathOption) => /(\([^()]*\))\s*$/.exec(o.label)?.[1] ?? `(${o.steps.length} steps)`;

const lastState = (o: PathOption): string | null => o.steps.at(-1)?.to.at(-1) ?? [...o.states].at(-1) ?? null;

/**
 * A path named for people: a per-transition path by the transition it covers (where it starts, the
 * event and guard, the route and state it leads to); others by their generated label, which already
 * starts with the route.
 */
export function describePath(model: ChartModel, o: PathOption): { region: string | null; label: string } {
  const covered = o.key.startsWith(COVERS) ? model.transitions.find((t) => t.id === o.key.slice(COVERS.length)) : undefined;
  if (covered) {
    const target = covered.targets[0] ?? covered.source;
    const route = routeOfState(model, target);
    return { region: regionOf(model, covered.source), label: `${shortId(covered.source)}: ${transitionLabel(covered)} → ${route ? `${route} / ` : ''}${shortId(target)} ${tailOf(o)}` };
  }
  const last = lastState(o);
  return { region: last ? regionOf(model, last) : null, label: o.label };
}

/** Options grouped by kind (in the order given), then by region (in the chart's order) where a region has several. */
export function pickerGroups(model: ChartModel, options: readonly PathOption[]): PickerGroup[] {
  const keyOf = new Map(model.states.map((s) => [s.id, s.key]));
  const order = new Map(model.states.map((s, i) => [s.id, i]));
  const kinds = [...new Set(options.map((o) => o.group))];
  return kinds.flatMap((kind) => {
    const byRegion = new Map<string, PickerEntry[]>();
    for (const o of options.filter((x) => x.group === kind)) {
      const { region, label } = describePath(model, o);
      const r = region ?? '';
      const list = byRegion.get(r) ?? [];
      if (!byRegion.has(r)) byRegion.set(r, list);
      list.push({ key: o.key, label });
    }
    const words = KIND_WORDS[kind] ?? kind;
    // A kind with one path per region (the screen selection) reads better as one list than as groups of one.
    if ([...byRegion.values()].every((l) => l.length === 1)) {
      return [{ id: kind, label: words, entries: [...byRegion.values()].flat() }];
    }
    return [...byRegion.entries()]
      .sort(([a], [b]) => (order.get(a) ?? -1) - (order.get(b) ?? -1))
      .map(([region, entries]) => ({
        id: `${kind}|${region}`,
        label: `${words} · ${keyOf.get(region) ?? 'journey'}`,
        entries,
      }));
  });
}
