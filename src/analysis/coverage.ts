import { getAdjacencyMap, getShortestPaths, serializeEvent, type AdjacencyMap, type SerializedEvent, type SerializedSnapshot } from '@xstate/graph';
import { createEmptyActor, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { allTransitions, type TransitionInfo } from './chartModel';
import { allStateNodes } from '../../machines/stateNodes';
import { samplesFor } from './eventSamples';
import { watchInput } from './inputReads';

export { allStateNodes, allTransitions, type TransitionInfo };

/**
 * Path coverage of the chart: one path per transition (each guarded branch counted separately),
 * built from shortest paths, so Back links cannot make the search explode.
 */
export type StepEvent = { type: string; [k: string]: unknown };


export interface PathStep {
  event: StepEvent;
  /** Leaf state ids active after the step. */
  to: string[];
  transitions: string[];
}

export interface JourneyPath {
  start: string[];
  steps: PathStep[];
  /** The transition this path was generated to cover (its last step). */
  covers: string;
  /** The chart setting the path runs under (src/analysis/settings.ts), when not the one as configured. */
  setting?: string;
}

export interface CoverageReport {
  states: string[];
  transitions: TransitionInfo[];
  paths: JourneyPath[];
  /** The shortest path to every reachable state (`covers` empty). */
  statePaths: JourneyPath[];
  unreachableStates: string[];
  uncoveredTransitions: string[];
}




/** Which transitions an event takes from a snapshot, named as allTransitions names them. */
export function firedTransitions(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: StepEvent): string[] {
  return machine.getTransitionData(snapshot as never, event as never).map((def) => {
    const defs = def.source.transitions.get(def.eventType) ?? [];
    return `${def.source.id} ${def.eventType} #${defs.indexOf(def)}`;
  });
}

export const leafIds = (snapshot: AnyMachineSnapshot): string[] =>
  snapshot._nodes.filter((n: AnyStateNode) => n.type === 'atomic' || n.type === 'final').map((n: AnyStateNode) => n.id);

/**
 * State identity for traversal: the state value plus context.flags, the only context guards read
 * (machines/types.ts). Bulky form data is not part of it, so traversal stays finite and fast.
 */
export const serializeState = (snapshot: AnyMachineSnapshot) => remembered(stateKeys, snapshot, () =>
  JSON.stringify([snapshot.value, (snapshot.context as { flags?: unknown } | undefined)?.flags ?? null]));

/** An event's key in the graph, as @xstate/graph's serializeEvent gives it. */
const eventKey = (event: StepEvent) => remembered(eventKeys, event, () => serializeEvent(event)) as SerializedEvent;

/**
 * A traversal asks for the key of the same snapshot or event many times over (the samples are shared
 * objects, some with whole forms in them): each is serialised once.
 */
const stateKeys = new WeakMap<object, string>();
const eventKeys = new WeakMap<object, string>();
function remembered(keys: WeakMap<object, string>, of: object, serialize: () => string): string {
  let key = keys.get(of);
  if (key === undefined) keys.set(of, (key = serialize()));
  return key;
}

/** The events to try in a snapshot: samples for every event type the active states can take. */
export function eventsFor(snapshot: AnyMachineSnapshot): StepEvent[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[]) for (const type of node.transitions.keys()) types.add(type);
  return [...types].flatMap((t) => samplesFor(t));
}

export interface GenerateOptions {
  /**
   * Leave out events a run cannot produce (e.g. the sandbox bank cannot fail on demand). Graph walks
   * also pass the context the event would meet, for answers that must fit what came before.
   */
  allowEvent?: (event: StepEvent, context?: unknown) => boolean;
  /** The chart's input (its switches and sign-in): guards that read them decide which paths exist. */
  input?: unknown;
}

/** The chart as a graph of reachable snapshots: what path generation and the transition tour walk. */
export interface ChartGraph {
  startKey: string;
  /** Leaf state ids of the initial snapshot. */
  start: string[];
  /** Keys in breadth-first order from the start. */
  keys: string[];
  /** Every step the samples can take, from a key to a key. */
  edges: { from: string; to: string; step: PathStep }[];
  /** The shortest step list from the start to each key. */
  reach: Map<string, PathStep[]>;
  /** The state ids active in each key's snapshot (leaves and ancestors). */
  active: Map<string, string[]>;
  /** The parts of the input's objects (`features.otpBar`) the walk read after the start (inputReads.ts). */
  inputReads: ReadonlySet<string>;
}

/**
 * The scope a traversal steps the chart in: actions are not executed and no child actor runs, so a
 * step is a pure function of the snapshot and the event.
 */
export function inertScope(): AnyActorScope {
  const self = createEmptyActor();
  const none = () => undefined;
  return { self, system: self.system, id: '', sessionId: '', logger: none, defer: none, stopChild: none, emit: none, actionExecutor: none };
}

/**
 * Graphs already built: a graph is a pure function of the machine, its input and the event filter, and the
 * analyses (tour, coverage, selections, the explorer) ask for the same few again and again. Callers read a
 * graph and never change it.
 */
const built = new WeakMap<AnyStateMachine, WeakMap<object, Map<string, ChartGraph>>>();
const anyEvent = {};

export function chartGraph(machine: AnyStateMachine, options: GenerateOptions = {}): ChartGraph {
  const byFilter = built.get(machine) ?? new WeakMap<object, Map<string, ChartGraph>>();
  built.set(machine, byFilter);
  const filter = options.allowEvent ?? anyEvent;
  const byInput = byFilter.get(filter) ?? new Map<string, ChartGraph>();
  byFilter.set(filter, byInput);
  const inputKey = JSON.stringify(options.input ?? null);
  const known = byInput.get(inputKey);
  if (known) return known;
  const graph = buildGraph(machine, options);
  byInput.set(inputKey, graph);
  return graph;
}

function buildGraph(machine: AnyStateMachine, options: GenerateOptions): ChartGraph {
  const allow = options.allowEvent ?? (() => true);
  const watch = watchInput(options.input);
  const fromState = machine.getInitialSnapshot(inertScope(), watch.input);
  // An event no transition takes would leave the snapshot as it is: it is not tried at all.
  const events = (snapshot: AnyMachineSnapshot) =>
    eventsFor(snapshot).filter((event) => allow(event, snapshot.context) && machine.getTransitionData(snapshot as never, event as never).length > 0);
  const traversal = { input: options.input, fromState, serializeState, serializeEvent: eventKey, events };
  watch.recording = true;
  const adjacency = getAdjacencyMap(machine, traversal as never) as Adjacency;
  watch.recording = false;

  const startKey = serializeState(fromState);
  const keys = Object.keys(adjacency);
  const edges: ChartGraph['edges'] = [];
  /** The step each event takes from each key: what the shortest paths below are read back into. */
  const stepOf = new Map<string, Map<string, PathStep>>();
  for (const from of keys) {
    const { state, transitions } = adjacency[from as SerializedSnapshot];
    const steps = new Map<string, PathStep>();
    stepOf.set(from, steps);
    for (const [eventKey, { event, state: next }] of Object.entries(transitions)) {
      const step: PathStep = { event, to: leafIds(next), transitions: firedTransitions(machine, state, event) };
      steps.set(eventKey, step);
      edges.push({ from, to: serializeState(next), step });
    }
  }
  const reach = new Map<string, PathStep[]>();
  for (const path of getShortestPaths(recordedLogic(adjacency), { fromState, serializeState, serializeEvent: eventKey, events: recordedEvents(adjacency) } as never)) {
    // @xstate/graph's steps are each an event and the snapshot it led to, the first the start itself.
    const steps = path.steps as { state: AnyMachineSnapshot; event: StepEvent }[];
    const walked = steps.slice(1).map((s, i) => stepOf.get(serializeState(steps[i].state))!.get(eventKey(s.event))!);
    reach.set(serializeState(path.state as AnyMachineSnapshot), walked);
  }
  const active = new Map(keys.map((key) => [key, (adjacency[key as SerializedSnapshot].state._nodes as AnyStateNode[]).map((n) => n.id)]));
  return { startKey, start: leafIds(fromState), keys, edges, reach, active, inputReads: watch.reads };
}

type Adjacency = AdjacencyMap<AnyMachineSnapshot, StepEvent>;
const at = (adjacency: Adjacency, snapshot: AnyMachineSnapshot) => adjacency[serializeState(snapshot) as SerializedSnapshot];

/**
 * The graph the adjacency map recorded, as actor logic: getShortestPaths walks it instead of stepping the
 * chart again (it builds its own adjacency map from whatever logic it is given).
 */
function recordedLogic(adjacency: Adjacency) {
  return {
    transition: (snapshot: AnyMachineSnapshot, event: StepEvent) => at(adjacency, snapshot)?.transitions[eventKey(event)]?.state ?? snapshot,
    getInitialSnapshot: () => undefined,
  } as never;
}

const recordedEvents = (adjacency: Adjacency) => (snapshot: AnyMachineSnapshot) => Object.values(at(adjacency, snapshot)?.transitions ?? {}).map((t) => t.event);

export function generatePaths(machine: AnyStateMachine, options: GenerateOptions = {}): CoverageReport {
  return pathsOfGraph(machine, chartGraph(machine, options));
}

/** One shortest path per transition the graph takes, and what it never reaches. */
export function pathsOfGraph(machine: AnyStateMachine, graph: ChartGraph): CoverageReport {
  const { start, edges, reach, active } = graph;
  const transitions = allTransitions(machine);
  const best = new Map<string, PathStep[]>();
  for (const { from, step } of edges) {
    const before = reach.get(from)!;
    let steps: PathStep[] | undefined;
    for (const t of step.transitions) {
      const known = best.get(t);
      if (known && known.length <= before.length + 1) continue;
      steps ??= [...before, step];
      best.set(t, steps);
    }
  }

  const paths: JourneyPath[] = [...best.entries()]
    .map(([covers, steps]) => ({ start, steps, covers }))
    .sort((a, b) => a.covers.localeCompare(b.covers));

  const visited = new Set([...active.values()].flat());
  const states = allStateNodes(machine).map((n) => n.id);
  return {
    states,
    transitions,
    paths,
    statePaths: [...reach.values()].map((steps) => ({ start, steps, covers: '' })),
    unreachableStates: states.filter((s) => !visited.has(s)),
    uncoveredTransitions: transitions.map((t) => t.id).filter((id) => !best.has(id)),
  };
}
