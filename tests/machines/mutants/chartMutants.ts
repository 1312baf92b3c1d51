import { not, type AnyStateNode } from 'xstate';
import { journeySetup } from '../../../machines/setup';
import type { JourneyMachine } from '../../../machines/journey.machine';

/**
 * Single changes of the chart's definition, the kind a developer makes by mistake and a user would notice:
 * a transition dropped, sent elsewhere or left in place, a guard that always passes or says the opposite,
 * a transition whose actions are lost. Stryker calls these static mutants and, as each needs the suite
 * reloaded, its everyday run leaves them out (docs/decisions/0011); here each is a new machine built from
 * the changed definition with the chart's own setup, so the model-based walk runs against it in-process.
 */

/**
 * Which check noticed a change: an expectation written from the spec (a state's oracle, an invariant, the
 * form's order, a call's 401), a move between pages the spec asks for, or the chart's own reachability
 * (every state reached, every transition taken); `tour` and `build`: the changed chart could not be planned or built.
 */
export type Caught = 'oracle' | 'spec moves' | 'reachability' | 'tour' | 'build';

export interface ChartMutantsReport {
  seed: number;
  /** How many mutants the chart has in all. */
  of: number;
  seconds: number;
  outcomes: { id: string; kind: MutantKind; description: string; caught: Caught | null; by: string }[];
}

export const chartMutantsShardFile = (shard: number) => `reports/chart-mutants/shard-${shard}.json`;

export type MutantKind = 'drop' | 'stay' | 'retarget' | 'guardAlways' | 'guardNegated' | 'noActions';

type Candidate = { target?: string | string[]; guard?: unknown; actions?: unknown; [key: string]: unknown };
type TransitionValue = string | Candidate | undefined | readonly (string | Candidate | undefined)[];
type NodeConfig = {
  on?: Record<string, TransitionValue>;
  always?: TransitionValue;
  after?: Record<string, TransitionValue>;
  invoke?: InvokeConfig | readonly InvokeConfig[];
  states?: Record<string, NodeConfig>;
  [key: string]: unknown;
};
type InvokeConfig = { id?: string; src?: unknown; onDone?: TransitionValue; onError?: TransitionValue; [key: string]: unknown };

/** Where a transition is written: the state (keys under `states`), the slot and the candidate's index there. */
export interface Site {
  path: readonly string[];
  slot: { kind: 'on' | 'after'; key: string } | { kind: 'always' } | { kind: 'onDone' | 'onError'; invoke: number };
  index: number;
}

export interface ChartMutant {
  id: string;
  kind: MutantKind;
  site: Site;
  /** In words, for the report: where, which event, what changed. */
  description: string;
  /** The changed candidate (undefined: removed). */
  replacement: Candidate | undefined;
}

const asArray = (value: TransitionValue): (string | Candidate | undefined)[] =>
  value === undefined ? [] : Array.isArray(value) ? [...value] : [value as string | Candidate];
const asCandidate = (value: string | Candidate | undefined): Candidate => (typeof value === 'string' ? { target: value } : { ...(value ?? {}) });

const invokesOf = (node: NodeConfig): readonly InvokeConfig[] =>
  node.invoke === undefined ? [] : Array.isArray(node.invoke) ? node.invoke : [node.invoke as InvokeConfig];

function slotValue(node: NodeConfig, slot: Site['slot']): TransitionValue {
  switch (slot.kind) {
    case 'on':
      return node.on?.[slot.key];
    case 'after':
      return node.after?.[slot.key];
    case 'always':
      return node.always;
    default:
      return invokesOf(node)[slot.invoke][slot.kind];
  }
}

function withSlot(node: NodeConfig, slot: Site['slot'], value: TransitionValue): NodeConfig {
  switch (slot.kind) {
    case 'on':
      return { ...node, on: { ...node.on, [slot.key]: value } };
    case 'after':
      return { ...node, after: { ...node.after, [slot.key]: value } };
    case 'always':
      return { ...node, always: value };
    default: {
      const invokes = invokesOf(node).map((inv, i) => (i === slot.invoke ? { ...inv, [slot.kind]: value } : inv));
      return { ...node, invoke: Array.isArray(node.invoke) ? invokes : invokes[0] };
    }
  }
}

/** Every transition the definition writes, in document order (the chart's 517, each guarded branch on its own). */
export function transitionSites(config: NodeConfig, path: readonly string[] = []): { site: Site; candidate: Candidate; eventName: string }[] {
  const found: { site: Site; candidate: Candidate; eventName: string }[] = [];
  const add = (slot: Site['slot'], value: TransitionValue, eventName: string) =>
    asArray(value).forEach((c, index) => found.push({ site: { path, slot, index }, candidate: asCandidate(c), eventName }));
  for (const [key, value] of Object.entries(config.on ?? {})) add({ kind: 'on', key }, value, key);
  if (config.always !== undefined) add({ kind: 'always' }, config.always, 'always');
  for (const [key, value] of Object.entries(config.after ?? {})) add({ kind: 'after', key }, value, `after ${key}`);
  invokesOf(config).forEach((inv, i) => {
    const call = inv.id ?? String(inv.src);
    if (inv.onDone !== undefined) add({ kind: 'onDone', invoke: i }, inv.onDone, `xstate.done.actor.${call}`);
    if (inv.onError !== undefined) add({ kind: 'onError', invoke: i }, inv.onError, `xstate.error.actor.${call}`);
  });
  for (const [key, child] of Object.entries(config.states ?? {})) found.push(...transitionSites(child, [...path, key]));
  return found;
}

/** The definition with one candidate replaced (or removed); every object on the way is copied, none is changed. */
export function applyMutant(config: NodeConfig, mutant: Pick<ChartMutant, 'site' | 'replacement'>): NodeConfig {
  const { path, slot, index } = mutant.site;
  if (path.length > 0) {
    const [head, ...rest] = path;
    const child = config.states![head];
    return { ...config, states: { ...config.states, [head]: applyMutant(child, { ...mutant, site: { ...mutant.site, path: rest } }) } };
  }
  const candidates = asArray(slotValue(config, slot));
  if (mutant.replacement === undefined) candidates.splice(index, 1);
  else candidates[index] = mutant.replacement;
  return withSlot(config, slot, candidates);
}

function nodeAt(machine: JourneyMachine, path: readonly string[]): AnyStateNode {
  return path.reduce<AnyStateNode>((node, key) => node.states[key], machine.root);
}

/** The state a written target names, from the state it is written on. */
function resolveTarget(machine: JourneyMachine, source: AnyStateNode, target: string): AnyStateNode | undefined {
  if (target.startsWith('#')) return machine.getStateNodeById(target.slice(1));
  if (target.startsWith('.')) return target.slice(1).split('.').reduce<AnyStateNode | undefined>((n, k) => n?.states[k], source);
  return target.split('.').reduce<AnyStateNode | undefined>((n, k) => n?.states[k], source.parent);
}

/** The state after `node` among its siblings (the first after the last): a target one line off. */
function nextSibling(node: AnyStateNode): AnyStateNode | undefined {
  const siblings = Object.values(node.parent?.states ?? {});
  if (siblings.length < 2) return undefined;
  return siblings[(siblings.indexOf(node) + 1) % siblings.length];
}

const guardWords = (guard: unknown): string =>
  typeof guard === 'string' ? guard : typeof guard === 'object' && guard !== null && 'type' in guard ? String(guard.type) : 'an inline guard';

/** Every single change of every transition the chart writes, in document order. */
export function chartMutants(machine: JourneyMachine): ChartMutant[] {
  const mutants: ChartMutant[] = [];
  for (const { site, candidate, eventName } of transitionSites(machine.config as NodeConfig)) {
    const source = nodeAt(machine, site.path);
    const where = `${source.id} on ${eventName}${site.index > 0 ? ` (branch ${site.index + 1})` : ''}`;
    const push = (kind: MutantKind, replacement: Candidate | undefined, what: string) =>
      mutants.push({ id: `${kind}:${source.id}:${eventName}:${site.index}`, kind, site, description: `${where}: ${what}`, replacement });
    const { target, guard, actions } = candidate;
    const written = Array.isArray(target) ? target[0] : target;
    push('drop', undefined, 'transition removed');
    if (written !== undefined) {
      const { target: _dropped, ...rest } = candidate;
      push('stay', rest, `stays where it is instead of going to ${written}`);
      const resolved = resolveTarget(machine, source, written);
      const other = resolved && nextSibling(resolved);
      if (other) push('retarget', { ...candidate, target: `#${other.id}` }, `goes to ${other.id} instead of ${resolved.id}`);
    }
    if (guard !== undefined) {
      const { guard: _dropped, ...rest } = candidate;
      push('guardAlways', rest, `guard ${guardWords(guard)} always passes`);
      push('guardNegated', { ...candidate, guard: not(guard as never) }, `guard ${guardWords(guard)} negated`);
    }
    if (actions !== undefined && !(Array.isArray(actions) && actions.length === 0)) {
      const { actions: _dropped, ...rest } = candidate;
      push('noActions', rest, 'its actions removed');
    }
  }
  return mutants;
}

/** The chart built from the changed definition, with the chart's own guards, actions, actors and delays. */
export function mutantMachine(machine: JourneyMachine, mutant: ChartMutant): JourneyMachine {
  return journeySetup.createMachine(applyMutant(machine.config as NodeConfig, mutant) as never) as unknown as JourneyMachine;
}

/** A deterministic sample of `size` (a seeded shuffle, so a run can be repeated and compared). */
export function sampleMutants<T>(all: readonly T[], size: number, seed: number): T[] {
  const copy = [...all];
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.min(size, copy.length));
}
