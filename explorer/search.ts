import type { ChartModel } from '../machines/chartModel';
import { eventLabel } from './labels';

/** One thing the search found: a state (by id, key or route) or a transition (by event or guard). */
export interface SearchHit {
  kind: 'state' | 'route' | 'event' | 'guard';
  /** The state to show and centre: the state itself, or the transition's source. */
  stateId: string;
  transitionId: string | null;
  text: string;
}

const KIND_ORDER: SearchHit['kind'][] = ['state', 'route', 'event', 'guard'];

/** Case-insensitive substring search over state ids and keys, routes, event types and guards. */
export function searchChart(model: ChartModel, query: string, limit = 40): SearchHit[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const has = (s: string | null | undefined) => Boolean(s && s.toLowerCase().includes(q));
  const hits: (SearchHit & { exact: boolean })[] = [];
  for (const s of model.states) {
    if (has(s.id) || has(s.key)) hits.push({ kind: 'state', stateId: s.id, transitionId: null, text: s.id, exact: s.key.toLowerCase() === q });
    if (has(s.route)) hits.push({ kind: 'route', stateId: s.id, transitionId: null, text: `${s.route} — ${s.id}`, exact: s.route!.toLowerCase() === q });
  }
  for (const t of model.transitions) {
    const target = t.targets.length ? t.targets.join(', ') : '(stays)';
    if (has(t.eventType) || has(eventLabel(t.eventType))) {
      hits.push({ kind: 'event', stateId: t.source, transitionId: t.id, text: `${eventLabel(t.eventType)}${t.guard ? ` [${t.guard}]` : ''}: ${t.source} → ${target}`, exact: t.eventType.toLowerCase() === q });
    } else if (has(t.guard)) {
      hits.push({ kind: 'guard', stateId: t.source, transitionId: t.id, text: `[${t.guard}] ${eventLabel(t.eventType)}: ${t.source} → ${target}`, exact: t.guard!.toLowerCase() === q });
    }
  }
  return hits
    .sort((a, b) => Number(b.exact) - Number(a.exact) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
    .slice(0, limit)
    .map(({ exact: _exact, ...hit }) => hit);
}
