import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStateNodes } from './stateNodes';

/**
 * The chart as plain data: what the explorer draws, what docs/journey.md tabulates and what path
 * coverage counts. A transition is one candidate of one event on one state node, so each guarded
 * branch is its own transition; its id is `<source state id> <event type> #<index>`.
 */
export interface TransitionInfo {
  id: string;
  source: string;
  eventType: string;
  guard: string | null;
  targets: string[];
  actions: string[];
}

export interface StateInfo {
  id: string;
  key: string;
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial: string | null;
  children: string[];
  route: string | null;
  spec: string | null;
  description: string | null;
  tags: string[];
  invokes: string[];
}

export interface ChartModel {
  states: StateInfo[];
  transitions: TransitionInfo[];
}

const nameOf = (g: unknown): string | null => {
  if (!g) return null;
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && 'type' in g) {
    // A parameterised guard reads as a call, so its branches differ on the chart: isStatusPage(ReviewOffer, enquiry).
    const { type } = g;
    const params = 'params' in g ? g.params : undefined;
    // Params read from an actor's output are a function; what the chart fixes stays on it (machines/actorResults.ts).
    const args = params && (typeof params === 'object' || typeof params === 'function') ? Object.values(params).map(String).join(', ') : '';
    return args ? `${String(type)}(${args})` : String(type);
  }
  return 'inline';
};

export function allTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  for (const node of allStateNodes(machine)) {
    for (const [eventType, defs] of node.transitions) {
      defs.forEach((def, i) =>
        out.push({
          id: `${node.id} ${eventType} #${i}`,
          source: node.id,
          eventType,
          guard: nameOf(def.guard),
          targets: (def.target ?? []).map((t: AnyStateNode) => t.id),
          actions: (def.actions ?? []).map(nameOf).filter((a: string | null): a is string => Boolean(a)),
        }),
      );
    }
  }
  return out;
}

export function chartModel(machine: AnyStateMachine): ChartModel {
  const states: StateInfo[] = allStateNodes(machine).map((n) => {
    const meta = (n.meta ?? {}) as { route?: string; spec?: string };
    const initialTarget = n.initial?.target?.[0] as AnyStateNode | undefined;
    return {
      id: n.id,
      key: n.key,
      parent: n.parent ? n.parent.id : null,
      type: n.type,
      initial: initialTarget ? initialTarget.id : null,
      children: Object.values(n.states).map((c) => (c as AnyStateNode).id),
      route: meta.route ?? null,
      spec: meta.spec ?? null,
      description: n.description ?? null,
      tags: [...(n.tags ?? [])],
      invokes: n.invoke.map((i: { id: string }) => i.id),
    };
  });
  return { states, transitions: allTransitions(machine) };
}

/** The route a state shows: its own, or the nearest ancestor's. */
export function routeOfState(model: ChartModel, id: string): string | null {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  for (let s = byId.get(id); s; s = s.parent ? byId.get(s.parent) : undefined) if (s.route) return s.route;
  return null;
}
