import type { ChartModel } from '../analysis/chartModel';
import { delayWords, eventLabel } from './labels';

/**
 * One thing the search found: a state (by id, key, route, description, progress code or a message it
 * shows) or a transition (by event, guard, what the guard tests, or its delay).
 */
export interface SearchHit {
  kind: 'state' | 'route' | 'progress' | 'message' | 'description' | 'event' | 'guard' | 'delay';
  /** The state to show and centre: the state itself, or the transition's source. */
  stateId: string;
  transitionId: string | null;
  text: string;
}

const KIND_ORDER: SearchHit['kind'][] = ['state', 'route', 'progress', 'event', 'guard', 'delay', 'message', 'description'];

/** A short excerpt of `text` around the match, so a hit says what matched. */
function excerpt(text: string, q: string, width = 60): string {
  const at = text.toLowerCase().indexOf(q);
  if (text.length <= width || at < 0) return text;
  const start = Math.max(0, Math.min(at - 20, text.length - width));
  return `${start > 0 ? '…' : ''}${text.slice(start, start + width)}${start + width < text.length ? '…' : ''}`;
}

/**
 * Case-insensitive substring search over state ids and keys, routes, descriptions, the messages a
 * state shows, event types, guards and their words, and delays; a progress code matches whole (LI
 * finds the pages LI routes to, not every id with "li" in it).
 */
export function searchChart(model: ChartModel, query: string, limit = 40): SearchHit[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const has = (s: string | null | undefined) => Boolean(s && s.toLowerCase().includes(q));
  const hits: (SearchHit & { exact: boolean })[] = [];
  const progressPages = new Map<string, Set<string>>();
  for (const t of model.transitions) {
    for (const row of t.progress ?? []) {
      if (!row.codes.some((c) => c.toLowerCase() === q)) continue;
      for (const target of t.targets) progressPages.set(target, (progressPages.get(target) ?? new Set()).add(row.origin === 'submit' ? 'after a submit' : 'on an enquiry'));
    }
  }
  for (const s of model.states) {
    if (has(s.id) || has(s.key)) hits.push({ kind: 'state', stateId: s.id, transitionId: null, text: s.id, exact: s.key.toLowerCase() === q });
    if (has(s.route)) hits.push({ kind: 'route', stateId: s.id, transitionId: null, text: `${s.route} — ${s.id}`, exact: s.route!.toLowerCase() === q });
    const origins = progressPages.get(s.id);
    if (origins) hits.push({ kind: 'progress', stateId: s.id, transitionId: null, text: `progress ${query.trim().toUpperCase()} opens ${s.route ?? s.key} (${[...origins].join(', ')}) — ${s.id}`, exact: true });
    for (const m of s.messages ?? []) {
      if (has(m.code) || has(m.text)) hits.push({ kind: 'message', stateId: s.id, transitionId: null, text: `message ${m.code} “${excerpt(m.text, q)}” — ${s.id}`, exact: m.code.toLowerCase().split(', ').includes(q) });
    }
    const description = s.description ?? '';
    if (has(description)) hits.push({ kind: 'description', stateId: s.id, transitionId: null, text: `${s.id}: ${excerpt(description, q)}`, exact: false });
  }
  for (const t of model.transitions) {
    const target = t.targets.length ? t.targets.join(', ') : '(stays)';
    const delay = t.delay ? delayWords(t.delay) : null;
    if (has(t.eventType) || has(eventLabel(t.eventType))) {
      hits.push({ kind: 'event', stateId: t.source, transitionId: t.id, text: `${eventLabel(t.eventType)}${t.guard ? ` [${t.guard}]` : ''}: ${t.source} → ${target}`, exact: t.eventType.toLowerCase() === q });
    } else if (has(t.guard) || has(t.guardWords)) {
      const words = has(t.guard) ? '' : ` (${excerpt(t.guardWords ?? '', q)})`;
      hits.push({ kind: 'guard', stateId: t.source, transitionId: t.id, text: `[${t.guard}]${words} ${eventLabel(t.eventType)}: ${t.source} → ${target}`, exact: t.guard!.toLowerCase() === q });
    } else if (has(delay)) {
      hits.push({ kind: 'delay', stateId: t.source, transitionId: t.id, text: `${delay}: ${t.source} → ${target}`, exact: false });
    }
  }
  return hits
    .sort((a, b) => Number(b.exact) - Number(a.exact) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
    .slice(0, limit)
    .map(({ exact: _exact, ...hit }) => hit);
}
