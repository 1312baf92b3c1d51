import type { ELK, ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartModel, StateInfo } from '../machines/chartModel';
import { transitionLabel } from './labels';

/**
 * The chart as ELK sees it (one box per state, compound states containing their children, one edge per
 * transition target), and the laid-out result turned back into plain shapes for the SVG view.
 * Sizes are estimated from the text: the view uses fixed fonts (see explorer.css) to match.
 */

export interface Point {
  x: number;
  y: number;
}

export interface DrawnState {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  compound: boolean;
  depth: number;
}

export interface DrawnEdge {
  /** The transition id (chartModel naming), shared by every target's path. */
  id: string;
  source: string;
  paths: Point[][];
  label: { x: number; y: number; width: number; height: number; text: string } | null;
}

export interface DrawnInitial {
  /** The compound state whose initial child the marker points at. */
  parent: string;
  target: string;
  x: number;
  y: number;
  size: number;
  path: Point[];
}

export interface Drawing {
  width: number;
  height: number;
  states: DrawnState[];
  edges: DrawnEdge[];
  initials: DrawnInitial[];
}

/** Text metrics of the fonts the view draws with (explorer.css): name 13px bold, badges 11px, edge labels 11px monospace. */
export const METRICS = {
  nameChar: 8,
  badgeChar: 6.6,
  labelChar: 6.7,
  lineName: 24,
  lineBadge: 20,
  lineTags: 16,
  labelHeight: 16,
  pad: 10,
  initialSize: 12,
};

const textWidth = (text: string, perChar: number) => Math.ceil(text.length * perChar);

export const tagsText = (s: StateInfo) => s.tags.join(' · ');

/** Height of a state's own text block: the header of a compound state, the whole box of an atomic one. */
export function headerSize(s: StateInfo): { width: number; height: number } {
  const m = METRICS;
  const width = Math.max(
    textWidth(s.key, m.nameChar),
    s.route ? textWidth(s.route, m.badgeChar) + 12 : 0,
    s.tags.length ? textWidth(tagsText(s), m.badgeChar) : 0,
  );
  const height = m.lineName + (s.route ? m.lineBadge : 0) + (s.tags.length ? m.lineTags : 0);
  return { width: width + 2 * m.pad, height: height + 6 };
}

export const initialNodeId = (parent: string) => `initial:${parent}`;
export const ROOT_ID = 'chart-root';

const edgeId = (transitionId: string, i: number) => `${transitionId}@${i}`;
const REVERSED = '~';

function ancestors(byId: Map<string, StateInfo>, id: string): string[] {
  const out: string[] = [];
  for (let s = byId.get(id); s; s = s.parent ? byId.get(s.parent) : undefined) out.push(s.id);
  return out;
}

/**
 * The node whose edge list holds an edge: the lowest common ancestor of its ends, or the parent of
 * that when the ancestor is an end itself (a transition from a compound state into its own child).
 */
export function edgeContainer(byId: Map<string, StateInfo>, source: string, target: string): string {
  const up = ancestors(byId, source);
  const targetUp = new Set(ancestors(byId, target));
  const lca = up.find((a) => targetUp.has(a));
  if (!lca) return ROOT_ID;
  if (lca === source || lca === target) return byId.get(lca)?.parent ?? ROOT_ID;
  return byId.get(lca)?.parent === undefined ? ROOT_ID : lca;
}

export const LAYOUT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '3',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
};

/**
 * The transition targets that lead back towards the start (Back, Retry, Restart, a popup closing, an
 * edit from the summary): found by a depth-first walk from the start that enters a compound state's
 * initial child first and then the targets in the order the chart lists its states, so the journey is
 * walked in its own order and an edge to a state still on the walk is a back edge. Keys are
 * `<transition id>-><target>`.
 */
export function backEdges(model: ChartModel): Set<string> {
  const out = new Map<string, { key: string; to: string }[]>(
    model.states.map((s) => [s.id, s.initial ? [{ key: '', to: s.initial }] : []]),
  );
  for (const t of model.transitions) for (const to of t.targets) out.get(t.source)?.push({ key: `${t.id}->${to}`, to });
  // The chart lists its states in journey order: the walk goes to the earliest of a state's targets
  // first, so a jump back (an edit from the summary, a guarded shortcut) is found to be one.
  const order = new Map(model.states.map((s, i) => [s.id, i]));
  for (const [id, list] of out) out.set(id, [...list].sort((a, b) => Number(b.key === '') - Number(a.key === '') || order.get(a.to)! - order.get(b.to)!));
  const back = new Set<string>();
  const onWalk = new Set<string>();
  const done = new Set<string>();
  const visit = (id: string) => {
    onWalk.add(id);
    for (const { key, to } of out.get(id) ?? []) {
      if (onWalk.has(to)) {
        if (key) back.add(key);
      }
      else if (!done.has(to) && !onWalk.has(to)) visit(to);
    }
    onWalk.delete(id);
    done.add(id);
  };
  const root = model.states.find((s) => s.parent === null);
  if (root) visit(root.id);
  return back;
}

/** The ELK graph of a chart model. Pure: the same model gives the same graph. */
export function buildElkGraph(model: ChartModel): ElkNode {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const backwards = backEdges(model);
  const nodes = new Map<string, ElkNode>();
  const root: ElkNode = { id: ROOT_ID, layoutOptions: { ...LAYOUT_OPTIONS, 'elk.padding': '[top=12,left=12,bottom=12,right=12]' }, children: [], edges: [] };
  nodes.set(ROOT_ID, root);

  for (const s of model.states) {
    const head = headerSize(s);
    const compound = s.children.length > 0;
    const node: ElkNode = compound
      ? {
          id: s.id,
          children: [],
          edges: [],
          layoutOptions: {
            'elk.padding': `[top=${head.height + 8},left=14,bottom=14,right=14]`,
            'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            'elk.nodeSize.minimum': `(${head.width + 20}, ${head.height + 40})`,
          },
        }
      : { id: s.id, width: Math.max(head.width, 90), height: head.height };
    nodes.set(s.id, node);
    const parent = nodes.get(s.parent ?? ROOT_ID)!;
    parent.children!.push(node);
  }

  const addEdge = (container: string, edge: ElkExtendedEdge) => nodes.get(container)!.edges!.push(edge);

  for (const s of model.states) {
    if (!s.initial) continue;
    const node = nodes.get(s.id)!;
    const size = METRICS.initialSize;
    node.children!.unshift({ id: initialNodeId(s.id), width: size, height: size });
    addEdge(s.id, { id: `${initialNodeId(s.id)}->`, sources: [initialNodeId(s.id)], targets: [s.initial] });
  }

  for (const t of model.transitions) {
    const text = transitionLabel(t);
    // A transition without a target (actions only) is drawn as a loop on its source.
    const targets = t.targets.length ? t.targets : [t.source];
    targets.forEach((target, i) => {
      const labels: ElkLabel[] = i === 0 ? [{ id: `${t.id}@label`, text, width: textWidth(text, METRICS.labelChar) + 6, height: METRICS.labelHeight }] : [];
      // ELK gets an acyclic graph: edges that go back towards the start are given reversed and drawn
      // the right way round again in toDrawing, so the journey itself always flows downwards.
      const back = target !== t.source && backwards.has(`${t.id}->${target}`);
      const [from, to] = back ? [target, t.source] : [t.source, target];
      addEdge(edgeContainer(byId, from, to), { id: edgeId(t.id, i) + (back ? REVERSED : ''), sources: [from], targets: [to], labels });
    });
  }
  return root;
}

function collect(node: ElkNode, visit: (n: ElkNode, depth: number) => void, depth = 0) {
  visit(node, depth);
  node.children?.forEach((c) => collect(c, visit, depth + 1));
}

function sectionsPoints(edge: ElkExtendedEdge): Point[][] {
  return (edge.sections ?? []).map((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map(({ x, y }) => ({ x, y })));
}

/** Turns a laid-out ELK graph (absolute coordinates) into the shapes the view draws. */
export function toDrawing(model: ChartModel, laidOut: ElkNode): Drawing {
  const states: DrawnState[] = [];
  const initialBoxes = new Map<string, { x: number; y: number }>();
  const edges = new Map<string, DrawnEdge>();
  const initials: DrawnInitial[] = [];
  const known = new Set(model.states.map((s) => s.id));
  const byTransition = new Map(model.transitions.map((t) => [t.id, t]));

  collect(laidOut, (n, depth) => {
    if (known.has(n.id)) {
      states.push({ id: n.id, x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0, compound: Boolean(n.children?.some((c) => known.has(c.id))), depth: depth - 1 });
    } else if (n.id.startsWith('initial:')) {
      initialBoxes.set(n.id.slice('initial:'.length), { x: n.x ?? 0, y: n.y ?? 0 });
    }
  });

  collect(laidOut, (n) => {
    for (const e of (n.edges ?? []) as ElkExtendedEdge[]) {
      if (e.id.startsWith('initial:')) {
        const parent = e.sources[0].slice('initial:'.length);
        const box = initialBoxes.get(parent) ?? { x: 0, y: 0 };
        initials.push({ parent, target: e.targets[0], x: box.x, y: box.y, size: METRICS.initialSize, path: sectionsPoints(e).flat() });
        continue;
      }
      const at = e.id.lastIndexOf('@');
      const id = e.id.slice(0, at);
      const t = byTransition.get(id);
      if (!t) continue;
      const drawn = edges.get(id) ?? { id, source: t.source, paths: [], label: null };
      const paths = sectionsPoints(e);
      drawn.paths.push(...(e.id.endsWith(REVERSED) ? paths.map((p) => [...p].reverse()).reverse() : paths));
      const l = e.labels?.[0];
      if (l) drawn.label = { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0, text: l.text ?? '' };
      edges.set(id, drawn);
    }
  });

  const order = new Map(model.transitions.map((t, i) => [t.id, i]));
  return {
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    states,
    edges: [...edges.values()].sort((a, b) => order.get(a.id)! - order.get(b.id)!),
    initials,
  };
}

/** ELK running in this thread, loaded on first use so it stays out of every other bundle. */
async function elkHere(): Promise<ELK> {
  const { default: Elk } = await import('elkjs/lib/elk.bundled.js');
  return new Elk();
}

/**
 * Lays the chart out with ELK: by default in this thread (Node, tests); the page passes an ELK whose
 * work runs in a web worker (layoutWorker.ts), so the seconds ELK takes never block the page.
 */
export async function layoutChart(model: ChartModel, elk?: ELK): Promise<Drawing> {
  const laidOut = await (elk ?? (await elkHere())).layout(buildElkGraph(model));
  return toDrawing(model, laidOut);
}
