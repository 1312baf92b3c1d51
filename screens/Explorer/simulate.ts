import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { firedTransitions, type StepEvent } from '../../machines/testing/coverage';
import { samplesFor } from '../../machines/testing/eventSamples';
import { eventLabel } from './labels';

/**
 * Simulate mode: the chart's own pure functions (no actor, no service called). Every step keeps the
 * snapshot it left, so Step back is popping the history.
 */
export interface SimStep {
  snapshot: AnyMachineSnapshot;
  /** The event that led here; null for the start. */
  event: StepEvent | null;
  label: string | null;
  /** Transition ids the event took (chartModel naming). */
  transitions: string[];
}

export interface Simulation {
  history: SimStep[];
}

export interface SimChoice {
  type: string;
  label: string;
  event: StepEvent;
}

export function startSimulation(machine: AnyStateMachine): Simulation {
  const [snapshot] = initialTransition(machine);
  return { history: [{ snapshot: snapshot as AnyMachineSnapshot, event: null, label: null, transitions: [] }] };
}

export const current = (sim: Simulation): SimStep => sim.history[sim.history.length - 1];

/** Every active state id (root first), as the live channel names them too. */
export const activeIds = (snapshot: AnyMachineSnapshot): string[] => (snapshot._nodes as AnyStateNode[]).map((n) => n.id);

const quote = (v: unknown): string => {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (typeof v === 'string') return `'${v.length > 24 ? `${v.slice(0, 23)}…` : v}'`;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return Array.isArray(v) ? '[…]' : '{…}';
};

/** What tells a sample apart from the other samples of its event type: the payload fields that differ. */
function payloadOf(event: StepEvent): unknown {
  if ('output' in event) return event.output;
  if ('error' in event) {
    const e = event.error as { kind?: string; status?: number } | null;
    return e && typeof e === 'object' ? { kind: e.kind, status: e.status } : e;
  }
  const { type: _type, ...rest } = event;
  return Object.keys(rest).length ? rest : undefined;
}

export function describePayload(payload: unknown, siblings: unknown[]): string {
  if (siblings.length <= 1) return '';
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return quote(payload);
  const record = payload as Record<string, unknown>;
  const others = siblings.filter((s): s is Record<string, unknown> => s !== null && typeof s === 'object' && s !== payload);
  const differing = Object.keys(record).filter((k) => others.some((o) => JSON.stringify(o[k]) !== JSON.stringify(record[k])));
  if (differing.length === 0 || others.length === 0) return '{…}';
  return `{${differing.map((k) => `${k}:${quote(record[k])}`).join(', ')}}`;
}

/** A sample event's button label: the event as people read it, plus what distinguishes this sample. */
export function sampleLabel(event: StepEvent, samples: StepEvent[]): string {
  const payload = describePayload(payloadOf(event), samples.map(payloadOf));
  return payload ? `${eventLabel(event.type)} ${payload}` : eventLabel(event.type);
}

/** The sample events that take a transition in this snapshot, for every event type the active states accept. */
export function availableEvents(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): SimChoice[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[]) for (const type of node.transitions.keys()) types.add(type);
  const out: SimChoice[] = [];
  for (const type of types) {
    let samples: StepEvent[];
    try {
      samples = samplesFor(type) as StepEvent[];
    } catch {
      samples = [{ type }];
    }
    for (const event of samples) {
      if (machine.getTransitionData(snapshot as never, event as never).length === 0) continue;
      out.push({ type, label: sampleLabel(event, samples), event });
    }
  }
  return out;
}

export function stepSimulation(machine: AnyStateMachine, sim: Simulation, event: StepEvent, label = sampleLabel(event, [event])): Simulation {
  const from = current(sim).snapshot;
  const transitions = firedTransitions(machine, from, event);
  const [next] = transition(machine, from as never, event as never);
  return { history: [...sim.history, { snapshot: next as AnyMachineSnapshot, event, label, transitions }] };
}

export const stepBack = (sim: Simulation): Simulation => (sim.history.length > 1 ? { history: sim.history.slice(0, -1) } : sim);
