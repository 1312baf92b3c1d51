import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { wordsOfGuard } from './guardWords';
import { messagesOfState, type ShownMessage } from './messageWords';
import { allStateNodes } from '../../machines/stateNodes';
import { progressRowsFor, type ProgressRow } from './statusPageTable';
import { STATUS_PAGES } from '../domain/statusPages';

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
  /** What the guard tests, in words (src/analysis/guardWords.ts). */
  guardWords?: string | null;
  /** A timed transition's delay, with its duration as the chart has it. */
  delay?: { name: string; ms: number } | null;
  /** For a status routing branch: the progress codes that take it (src/domain/statusRouting.ts). */
  progress?: ProgressRow[];
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
  /** The spec's messages (src/domain/messages.ts) the state shows. */
  messages?: ShownMessage[];
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

const paramsOf = (g: object): Readonly<Record<string, unknown>> =>
  'params' in g && g.params && (typeof g.params === 'object' || typeof g.params === 'function') ? { ...g.params } : {};

/** A guard in words; `and`, `or` and `not` read as their parts joined. */
function guardText(g: unknown): string | null {
  if (!g) return null;
  if (typeof g === 'string') return wordsOfGuard(g);
  if (typeof g === 'function' && 'guards' in g && Array.isArray(g.guards)) {
    const parts = g.guards.map((x: unknown) => guardText(x) ?? 'an unnamed condition');
    if (g.name === 'not') return `not (${parts.join(', ')})`;
    return parts.join(g.name === 'or' ? ', or ' : ', and ');
  }
  if (typeof g === 'object' && 'type' in g) return wordsOfGuard(String(g.type), paramsOf(g));
  return null;
}

/** The progress-code lines behind a status routing branch: isStatusPage(page, origin). */
function progressOf(g: unknown): ProgressRow[] {
  if (!g || typeof g !== 'object' || !('type' in g) || g.type !== 'isStatusPage') return [];
  const params = paramsOf(g);
  const page = STATUS_PAGES.find((p) => p === params.page);
  return page ? progressRowsFor(page, params.origin === 'submit' ? 'submit' : 'enquiry') : [];
}

/**
 * A named delay's duration. A delay the chart works out when the timer starts (the OTP's, from the
 * send time after a reload) is read as it is with nothing more known: its whole length. One that has
 * no length without its context (the session's, from the last call) has none here.
 */
export function delayMs(machine: AnyStateMachine, name: string): number | null {
  const delay: unknown = /^\d+$/.test(name) ? Number(name) : machine.implementations.delays[name];
  let ms = delay;
  if (typeof delay === 'function') {
    try {
      ms = (delay as (args: unknown) => unknown)({ context: null, event: { type: '' } });
    } catch {
      return null;
    }
  }
  return typeof ms === 'number' && Number.isFinite(ms) ? ms : null;
}

function delayOf(machine: AnyStateMachine, eventType: string): TransitionInfo['delay'] {
  const name = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1];
  if (!name) return null;
  const ms = delayMs(machine, name);
  return ms === null ? null : { name, ms };
}

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
          guardWords: guardText(def.guard),
          delay: delayOf(machine, eventType),
          progress: progressOf(def.guard),
          targets: (def.target ?? []).map((t: AnyStateNode) => t.id),
          actions: (def.actions ?? []).map(nameOf).filter((a: string | null): a is string => Boolean(a)),
        }),
      );
    }
  }
  return out;
}

export function chartModel(machine: AnyStateMachine): ChartModel {
  const transitions = allTransitions(machine);
  const actionsInto = new Map<string, string[]>();
  for (const t of transitions) for (const target of t.targets) actionsInto.set(target, [...(actionsInto.get(target) ?? []), ...t.actions]);
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
      messages: messagesOfState(n.description ?? null, meta.route ?? null, actionsInto.get(n.id) ?? []),
    };
  });
  return { states, transitions };
}

/**
 * Every way into a state: transitions that target it (re-entry included) and, for a compound state,
 * those from outside that target a state inside it (an `#id` target skips the parent's own box).
 */
export function transitionsInto(model: ChartModel, id: string): TransitionInfo[] {
  const inside = (x: string) => x.startsWith(`${id}.`);
  return model.transitions.filter((t) => t.targets.includes(id) || (t.targets.some(inside) && t.source !== id && !inside(t.source)));
}

/** The route a state shows: its own, or the nearest ancestor's. */
export function routeOfState(model: ChartModel, id: string): string | null {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  for (let s = byId.get(id); s; s = s.parent ? byId.get(s.parent) : undefined) if (s.route) return s.route;
  return null;
}
