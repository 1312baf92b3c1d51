import { CHART_SETTINGS, type ChartSetting } from '../machines/analysis/settings';
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { firedTransitions, type StepEvent } from '../machines/analysis/coverage';
import { samplesFor } from '../machines/analysis/eventSamples';
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
  /** The chart setting the simulation started with (a switch flipped, the provider's sign-in). */
  setting: string;
}

export interface SimChoice {
  type: string;
  label: string;
  event: StepEvent;
}

export function startSimulation(machine: AnyStateMachine, setting: ChartSetting = CHART_SETTINGS[0]): Simulation {
  const [snapshot] = initialTransition(machine, setting.input);
  return { history: [{ snapshot: snapshot as AnyMachineSnapshot, event: null, label: null, transitions: [] }], setting: setting.name };
}

export const current = (sim: Simulation): SimStep => sim.history[sim.history.length - 1];

/** Every active state id (root first), as the live channel names them too. */
export const activeIds = (snapshot: AnyMachineSnapshot): string[] => (snapshot._nodes as AnyStateNode[]).map((n) => n.id);

const quote = (v: unknown): string => {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (typeof v === 'string') return `'${v.length > 24 ? `${v.slice(0, 23)}…` : v}'`;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.length ? '[…]' : '[]';
  return '{…}';
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

/**
 * The fewest fields that tell `record` apart from every sibling: greedily the field that rules out the
 * most siblings still alike, in field order on ties. All differing fields when none tells it apart.
 */
function distinguishingKeys(record: Record<string, unknown>, others: Record<string, unknown>[]): string[] {
  const same = (o: Record<string, unknown>, k: string) => JSON.stringify(o[k]) === JSON.stringify(record[k]);
  const differing = Object.keys(record).filter((k) => others.some((o) => !same(o, k)));
  const chosen: string[] = [];
  let alike = others;
  while (alike.length > 0) {
    let best: string | null = null;
    let bestLeft = alike.length;
    for (const k of differing) {
      if (chosen.includes(k)) continue;
      const left = alike.filter((o) => same(o, k)).length;
      if (left < bestLeft) [best, bestLeft] = [k, left];
    }
    if (best === null) return differing;
    chosen.push(best);
    alike = alike.filter((o) => same(o, best!));
  }
  return differing.filter((k) => chosen.includes(k));
}

export function describePayload(payload: unknown, siblings: unknown[], depth = 0): string {
  if (siblings.length <= 1) return '';
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return quote(payload);
  const record = payload as Record<string, unknown>;
  const others = siblings.filter((s): s is Record<string, unknown> => s !== null && typeof s === 'object' && s !== payload);
  // Flat payloads show every field that differs (statusCode and triesLeft read together); a nested record
  // shows only the fewest fields that tell it apart, or a whole application would fill the button.
  const differing = Object.keys(record).filter((k) => others.some((o) => JSON.stringify(o[k]) !== JSON.stringify(record[k])));
  const keys = others.length === 0 ? [] : depth === 0 ? differing : distinguishingKeys(record, others);
  if (keys.length === 0) return '{…}';
  // A nested record is described by its own distinguishing fields (two levels deep), so samples that
  // differ only inside it (five applications, two company records) still read differently.
  const describe = (k: string) => {
    const v = record[k];
    const nested = depth < 2 && v !== null && typeof v === 'object' && !Array.isArray(v);
    const alike = others.filter((o) => o[k] !== null && typeof o[k] === 'object' && !Array.isArray(o[k]));
    return nested && alike.length ? describePayload(v, [v, ...alike.map((o) => o[k])], depth + 1) : quote(v);
  };
  return `{${keys.map((k) => `${k}:${describe(k)}`).join(', ')}}`;
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
  return { ...sim, history: [...sim.history, { snapshot: next as AnyMachineSnapshot, event, label, transitions }] };
}

export const stepBack = (sim: Simulation): Simulation => (sim.history.length > 1 ? { ...sim, history: sim.history.slice(0, -1) } : sim);
