import { CHART_SETTINGS, type ChartSetting } from '../analysis/settings';
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { firedTransitions, type StepEvent } from '../analysis/coverage';
import { samplesFor } from '../analysis/eventSamples';
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
  /** Which of the offered buttons sent the event; null for the start and for an edited payload. */
  choice: number | null;
}

export interface Simulation {
  history: SimStep[];
  /** The chart setting the simulation started with (a switch flipped, the provider's sign-in). */
  setting: string;
  /** The step shown when an analyst went back in the history; absent for the last. */
  viewing?: number;
}

export interface SimChoice {
  type: string;
  label: string;
  event: StepEvent;
}

export function startSimulation(machine: AnyStateMachine, setting: ChartSetting = CHART_SETTINGS[0]): Simulation {
  const [snapshot] = initialTransition(machine, setting.input);
  return { history: [{ snapshot: snapshot as AnyMachineSnapshot, event: null, label: null, transitions: [], choice: null }], setting: setting.name };
}

/** The step shown: the last, or the one chosen in the history. */
export const current = (sim: Simulation): SimStep => sim.history[sim.viewing ?? sim.history.length - 1];

/** Shows one step of the history; sending from there replaces the steps after it. */
export const viewStep = (sim: Simulation, index: number): Simulation => ({
  ...sim,
  viewing: index >= sim.history.length - 1 ? undefined : Math.max(0, index),
});

/** Every active state id (root first), as the live channel names them too. */
export const activeIds = (snapshot: AnyMachineSnapshot): string[] => (snapshot._nodes as AnyStateNode[]).map((n) => n.id);

const quote = (v: unknown): string => {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (typeof v === 'string') return `'${v.length > 24 ? `${v.slice(0, 23)}…` : v}'`;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.length ? '[…]' : '[]';
  return fieldNames(v);
};

/** A record that no single field tells apart reads by its first field names: `{RefNum, Request_Form, …}`. */
function fieldNames(v: object): string {
  const keys = Object.keys(v);
  return `{${keys.slice(0, 2).join(', ')}${keys.length > 2 ? ', …' : ''}}`;
}

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
  if (keys.length === 0) return fieldNames(record);
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

/**
 * The event types the active states have transitions for, in document order. A wildcard (the root's
 * xstate.error.actor.*) is no type to send: the calls it catches are listed by the states that make them.
 */
export function acceptedTypes(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[]) for (const type of node.transitions.keys()) if (!type.endsWith('*')) types.add(type);
  return [...types];
}

function samplesOf(type: string): StepEvent[] {
  try {
    return samplesFor(type) as StepEvent[];
  } catch {
    return [{ type }];
  }
}

/**
 * The sample events that take a transition in this snapshot, for every event type the active states
 * accept. Samples that still read alike (their payloads differ only where labels do not look) are
 * numbered, so every button reads differently.
 */
export function availableEvents(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): SimChoice[] {
  const out: SimChoice[] = [];
  for (const type of acceptedTypes(snapshot)) {
    const samples = samplesOf(type);
    const usable = samples.filter((event) => machine.getTransitionData(snapshot as never, event as never).length > 0);
    const labels = usable.map((event) => sampleLabel(event, samples));
    usable.forEach((event, i) => {
      const alike = labels.filter((l) => l === labels[i]).length > 1;
      out.push({ type, label: alike ? `${labels[i]} (sample ${samples.indexOf(event) + 1} of ${samples.length})` : labels[i], event });
    });
  }
  return out;
}

const sameEvent = (a: StepEvent, b: StepEvent) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function stepSimulation(machine: AnyStateMachine, sim: Simulation, event: StepEvent, label = sampleLabel(event, [event])): Simulation {
  const from = current(sim).snapshot;
  const choice = availableEvents(machine, from).findIndex((c) => sameEvent(c.event, event));
  const transitions = firedTransitions(machine, from, event);
  const [next] = transition(machine, from as never, event as never);
  const step: SimStep = { snapshot: next as AnyMachineSnapshot, event, label, transitions, choice: choice >= 0 ? choice : null };
  const kept = sim.history.slice(0, (sim.viewing ?? sim.history.length - 1) + 1);
  return { setting: sim.setting, history: [...kept, step] };
}

export const stepBack = (sim: Simulation): Simulation => (sim.history.length > 1 ? { setting: sim.setting, history: sim.history.slice(0, -1) } : sim);

/**
 * An edited payload, checked before it is sent: JSON, an object with a `type`, and a type the active
 * states accept. The chart's events have no runtime schemas (only TypeScript types), so the fields
 * themselves are not checked: the chart's guards decide what they lead to.
 */
export function parseEditedEvent(snapshot: AnyMachineSnapshot, text: string): { event: StepEvent } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { error: `Not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { error: 'The event must be a JSON object with a "type".' };
  const type = 'type' in value ? value.type : undefined;
  if (typeof type !== 'string') return { error: 'The event needs a "type" (a string).' };
  const accepted = acceptedTypes(snapshot);
  if (!accepted.includes(type)) return { error: `"${type}" is not an event the active states accept. They accept: ${accepted.map(eventLabel).join(', ')}.` };
  return { event: { ...value, type } };
}

/** A JSON text as base64url, so a trace with edited payloads stays URL-safe. */
const toBase64Url = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string): string => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

/**
 * A simulation as a compact, URL-safe text: the chart setting's index, then per step the index of the
 * button pressed among those offered, or `e` and the edited event as base64url JSON; dot-separated.
 * `s0.0.1.3` is setting 0, then the first, second and fourth offered button.
 */
export function traceOf(sim: Simulation): string {
  const setting = Math.max(0, CHART_SETTINGS.findIndex((s) => s.name === sim.setting));
  const steps = sim.history.slice(1).map((step) => (step.choice !== null ? String(step.choice) : `e${toBase64Url(JSON.stringify(step.event))}`));
  return [`s${setting}`, ...steps].join('.');
}

/** A trace replayed on the chart: the same steps, states and context, or what in the text is wrong. */
export function replayTrace(machine: AnyStateMachine, text: string): Simulation | { error: string } {
  const [head, ...steps] = text.split('.');
  const setting = /^s(\d+)$/.exec(head ?? '');
  if (!setting || !CHART_SETTINGS[Number(setting[1])]) return { error: `Unknown chart setting in the trace: "${head}".` };
  let sim = startSimulation(machine, CHART_SETTINGS[Number(setting[1])]);
  for (const [i, step] of steps.entries()) {
    const snapshot = current(sim).snapshot;
    if (/^\d+$/.test(step)) {
      const choice = availableEvents(machine, snapshot)[Number(step)];
      if (!choice) return { error: `Step ${i + 1}: no button ${step} in ${activeIds(snapshot).at(-1)}.` };
      sim = stepSimulation(machine, sim, choice.event, choice.label);
      continue;
    }
    if (!step.startsWith('e')) return { error: `Step ${i + 1}: "${step}" is neither a button nor an edited event.` };
    let json: string;
    try {
      json = fromBase64Url(step.slice(1));
    } catch {
      return { error: `Step ${i + 1}: the edited event is not readable.` };
    }
    const parsed = parseEditedEvent(snapshot, json);
    if ('error' in parsed) return { error: `Step ${i + 1}: ${parsed.error}` };
    sim = stepSimulation(machine, sim, parsed.event, `${eventLabel(parsed.event.type)} (edited)`);
  }
  return sim;
}
