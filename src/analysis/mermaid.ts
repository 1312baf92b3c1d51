import type { ChartModel, StateInfo, TransitionInfo } from './chartModel';

/**
 * The chart as Mermaid diagrams small enough for Mermaid's default limits: an overview of the regions (the
 * root's children) and one stateDiagram-v2 per region. The whole chart in one diagram is over the default
 * text size and renders far too large to read.
 *
 * In a region's diagram nested states are nested boxes and every transition is labelled `event [guard]`.
 * Mermaid puts a state in the LAST composite block that mentions it, so every state is declared once inside
 * its parent's block and every edge is written at the top level, after the blocks (an edge at the top level
 * does not move its ends). A transition leaving the region ends on a stub named by the region it enters.
 *
 * The overview is a flowchart, not a state diagram: its nodes carry two lines (name, state count) and its
 * edges a bare count, which a flowchart lays out more compactly than stateDiagram-v2 does.
 */

/** A Mermaid-safe id: the state id without the machine's own id, every other character an underscore. */
export function mermaidId(model: ChartModel, id: string): string {
  const root = model.states.find((s) => s.parent === null)?.id;
  const rel = root && id.startsWith(`${root}.`) ? id.slice(root.length + 1) : id;
  return rel.replace(/[^A-Za-z0-9_]/g, '_');
}

/** The label text Mermaid can carry after `:`: no line breaks, no ; # { } (they end or escape a statement). */
const safeLabel = (s: string) => s.replace(/[\r\n;#{}]/g, ' ').replace(/\s+/g, ' ').trim();
/** A quoted name: safe, and without the double quote that would end it. */
const quoted = (s: string) => `"${safeLabel(s).replace(/"/g, "'")}"`;

/** A delay's event names its state: `xstate.after.ERROR_POPUP.journey.x.y` reads `after ERROR_POPUP`. */
export function eventName(eventType: string): string {
  return eventType.startsWith('xstate.after.') ? `after ${eventType.split('.')[2]}` : eventType;
}

export const transitionLabel = (t: TransitionInfo): string => safeLabel(`${eventName(t.eventType)}${t.guard ? ` [${t.guard}]` : ''}`);

function rootOf(model: ChartModel): StateInfo {
  const root = model.states.find((s) => s.parent === null);
  if (!root) throw new Error('The chart has no root state');
  return root;
}

/**
 * A phase groups screens (the application, after submission...): a child of the root that shows no route
 * itself, every child of which is a screen with its own.
 */
const isPhase = (s: StateInfo, model: ChartModel): boolean =>
  s.parent === rootOf(model).id && s.children.length > 0 && s.route === null && s.children.every((c) => model.states.find((x) => x.id === c)?.route);

/** The root's children that are phases, in the chart's order. */
export function phasesOf(model: ChartModel): StateInfo[] {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  return rootOf(model).children.map((id) => byId.get(id)!).filter((s) => isPhase(s, model));
}

/** The regions the diagrams draw, in the chart's order: each screen of a phase, and the root's other children. */
export function regionsOf(model: ChartModel): StateInfo[] {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  return rootOf(model).children.flatMap((id) => {
    const s = byId.get(id)!;
    return isPhase(s, model) ? s.children.map((c) => byId.get(c)!) : [s];
  });
}

/** The region a state belongs to (a phase's screen, or a child of the root); the root and the phases belong to none. */
export function regionOf(model: ChartModel, stateId: string): string | null {
  const root = rootOf(model).id;
  if (!stateId.startsWith(`${root}.`)) return null;
  const [first, second] = stateId.slice(root.length + 1).split('.');
  const top = model.states.find((s) => s.id === `${root}.${first}`);
  if (top && isPhase(top, model)) return second ? `${root}.${first}.${second}` : null;
  return `${root}.${first}`;
}

const stubId = (model: ChartModel, region: string) => `to_${mermaidId(model, region)}`;

/**
 * The state diagram of some regions: each with its substates, every transition whose source lies in them,
 * and a stub per other region their transitions enter. One compound region per diagram; the regions that
 * are single states share one.
 */
export function toMermaid(model: ChartModel, regionIds: readonly string[]): string {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const root = rootOf(model);
  const inside = new Set(regionIds);
  const id = (s: string) => mermaidId(model, s);
  const lines = ['stateDiagram-v2', '  direction LR'];

  const declare = (state: StateInfo, indent: string) => {
    lines.push(`${indent}state ${quoted(state.key)} as ${id(state.id)}`);
    if (state.children.length) {
      lines.push(`${indent}state ${id(state.id)} {`);
      if (state.initial) lines.push(`${indent}  [*] --> ${id(state.initial)}`);
      for (const child of state.children) declare(byId.get(child)!, `${indent}  `);
      lines.push(`${indent}}`);
    }
    if (state.type === 'final') lines.push(`${indent}${id(state.id)} --> [*]`);
  };
  if (root.initial && inside.has(root.initial)) lines.push(`  [*] --> ${id(root.initial)}`);
  for (const region of regionIds) {
    const state = byId.get(region);
    if (!state || regionOf(model, state.id) !== state.id) throw new Error(`${region} is not a region of the chart`);
    declare(state, '  ');
  }

  const own = model.transitions.filter((t) => inside.has(regionOf(model, t.source) ?? ''));
  const stubs = [...new Set(own.flatMap((t) => t.targets.map((x) => regionOf(model, x) ?? root.id)).filter((r) => !inside.has(r)))];
  for (const stub of stubs) lines.push(`  state ${quoted(`to ${byId.get(stub)?.key ?? stub}`)} as ${stubId(model, stub)}`);

  const end = (target: string) => {
    const region = regionOf(model, target) ?? root.id;
    return inside.has(region) ? id(target) : stubId(model, region);
  };
  for (const t of own) for (const target of t.targets) lines.push(`  ${id(t.source)} --> ${end(target)} : ${transitionLabel(t)}`);
  if (stubs.length) {
    lines.push('  classDef stub fill:#f4f4f4,stroke:#888,stroke-dasharray:4 4,color:#444');
    lines.push(`  class ${stubs.map((s) => stubId(model, s)).join(', ')} stub`);
  }
  return `${lines.join('\n')}\n`;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The regions as a flowchart: each region with the number of its states (itself included), and one arrow
 * per pair of regions a transition joins, labelled with how many transitions (each target counted) do.
 * A region entered from over half the others (a restart, a session timeout) is a hub: its arrows in would
 * cross the whole drawing, so it says how many regions enter it instead, and only its arrows out are drawn.
 */
/** The overview's node for the root's transitions, which leave any state. */
const ANYWHERE = 'anywhere';

export function toMermaidOverview(model: ChartModel): string {
  const root = rootOf(model);
  const regions = regionsOf(model);
  const id = (s: string) => mermaidId(model, s);
  const pairs = new Map<string, { from: string; to: string; n: number }>();
  for (const t of model.transitions) {
    const from = regionOf(model, t.source);
    for (const target of t.targets) {
      const to = regionOf(model, target) ?? target;
      if (!from || !to || from === to) continue;
      const pair = pairs.get(`${from} ${to}`) ?? { from, to, n: 0 };
      pairs.set(`${from} ${to}`, { ...pair, n: pair.n + 1 });
    }
  }
  const enteredFrom = (region: string) => [...pairs.values()].filter((p) => p.to === region).length;
  const hubs = new Set(regions.filter((r) => enteredFrom(r.id) > (regions.length - 1) / 2).map((r) => r.id));

  const lines = ['flowchart LR'];
  if (root.initial) lines.push(`  start(( )) --> ${id(root.initial)}`);
  const node = (r: StateInfo, indent: string) => {
    const count = model.states.filter((s) => regionOf(model, s.id) === r.id).length;
    const label = [safeLabel(r.key).replace(/"/g, "'"), ...(r.children.length ? [plural(count, 'state')] : []), ...(hubs.has(r.id) ? [`entered from ${enteredFrom(r.id)} regions`] : [])];
    lines.push(`${indent}${id(r.id)}${r.children.length ? '[' : '('}"${label.join('<br/>')}"${r.children.length ? ']' : ')'}`);
  };
  // The phases read as the card: each a box around its screens.
  const phases = phasesOf(model);
  for (const r of regions.filter((r) => !phases.some((p) => p.id === r.parent))) node(r, '  ');
  for (const p of phases) {
    lines.push(`  subgraph ${id(p.id)}["${safeLabel(p.key)}"]`);
    for (const r of regions.filter((r) => r.parent === p.id)) node(r, '    ');
    lines.push('  end');
  }
  for (const { from, to, n } of pairs.values()) if (!hubs.has(to)) lines.push(`  ${id(from)} -->|${n}| ${id(to)}`);
  // The root's own transitions (the session rule) leave whatever state the journey is in.
  const fromRoot = model.transitions.filter((t) => t.source === root.id);
  if (fromRoot.length) lines.push(`  ${ANYWHERE}(("any state"))`);
  for (const t of fromRoot) for (const target of t.targets) lines.push(`  ${ANYWHERE} -->|"${transitionLabel(t)}"| ${id(regionOf(model, target) ?? target)}`);
  if (hubs.size) {
    lines.push('  classDef hub fill:#fff4e0,stroke:#b36b00');
    lines.push(`  class ${[...hubs].map(id).join(',')} hub`);
  }
  return `${lines.join('\n')}\n`;
}

export interface MermaidDiagram {
  /** The heading the diagram goes under. */
  title: string;
  /** The regions it draws; empty for the overview. */
  regions: string[];
  text: string;
}

/** The overview, then one diagram per compound region, then one for all the single-state regions together. */
export function mermaidDiagrams(model: ChartModel): MermaidDiagram[] {
  const regions = regionsOf(model);
  const single = regions.filter((r) => !r.children.length);
  return [
    { title: 'Overview of the regions', regions: [], text: toMermaidOverview(model) },
    ...regions.filter((r) => r.children.length).map((r) => ({ title: r.key, regions: [r.id], text: toMermaid(model, [r.id]) })),
    ...(single.length ? [{ title: 'Single-state regions', regions: single.map((r) => r.id), text: toMermaid(model, single.map((r) => r.id)) }] : []),
  ];
}

/** What Mermaid's limits measure in a diagram: its length in characters and its arrows. */
export function mermaidSize(text: string): { chars: number; arrows: number } {
  return { chars: text.length, arrows: text.split('\n').filter((l) => /-->/.test(l)).length };
}

/** The diagrams as Markdown, one heading and one ```mermaid block each, headings at the given level. */
export function mermaidMarkdown(model: ChartModel, heading = '##'): string {
  return mermaidDiagrams(model)
    .map((d) => `${heading} ${d.title}\n\n\`\`\`mermaid\n${d.text}\`\`\`\n`)
    .join('\n');
}

/** The explorer's Mermaid download: one Markdown file of every diagram, which GitHub, GitLab and most editors render. */
export const MERMAID_EXPORT_FILE = 'journey-chart.md';

export const mermaidExport = (model: ChartModel): string => `# The journey chart in Mermaid\n\n${mermaidMarkdown(model, '##')}`;
