import type { ELK, ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartModel, StateInfo } from '../analysis/chartModel';
import { transitionLabel } from './labels';
import { isCompound, phaseIds, regionIds, subtreeCounts, countsText, wholeChartScope, type Counts, type Scope } from './scope';

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
  /** A compound state of the chart, open or closed. */
  compound: boolean;
  /** A closed compound state: one box standing for what it holds. */
  collapsed: Counts | null;
  /** A region's box (a screen), whose name is drawn large so the overview reads at Fit. */
  headline: boolean;
  depth: number;
  /** A phase's frame round its screens: always open, so it has no control to close it. */
  phase?: boolean;
}

export interface DrawnEdge {
  /** The transition's id (chartModel naming) when the edge stands for one, else an id of the merged edge. */
  id: string;
  source: string;
  target: string;
  /** The transitions the edge stands for: one, or all those between two boxes when one end is closed. */
  transitions: string[];
  paths: Point[][];
  label: { x: number; y: number; width: number; height: number; text: string } | null;
  /** Drawn as a straight line between two cells of the whole chart's grid (regionGrid.ts), not routed by ELK. */
  between?: boolean;
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
  /** The whole chart as phases framing grids of their screens (regionGrid.ts) rather than one ELK layout. */
  grid?: boolean;
}

/**
 * Text metrics of the fonts the view draws with (explorer.css): name 13px bold (a top-level box's 22px
 * bold), badges and counts 11px, edge labels 11px monospace.
 */
export const METRICS = {
  nameChar: 8,
  headlineChar: 14.2,
  /** The widest average per character of the chart's routes as Chromium draws them ("Welcome"; e2e/explorer-polish.spec.ts). */
  badgeChar: 7.2,
  labelChar: 6.7,
  lineName: 24,
  lineHeadline: 34,
  lineBadge: 20,
  lineTags: 16,
  lineCounts: 18,
  labelHeight: 16,
  pad: 10,
  initialSize: 12,
  /** The open/close control in the top right corner of a compound state. */
  toggle: 20,
};

const textWidth = (text: string, perChar: number) => Math.ceil(text.length * perChar);

export const tagsText = (s: StateInfo) => s.tags.join(' · ');

/** Where a box's lines of text start, from its top: the view draws at these. */
export function textLines(s: StateInfo, headline: boolean, counts: Counts | null) {
  const m = METRICS;
  const name = headline ? m.lineHeadline : m.lineName;
  const route = s.route ? name : null;
  const tags = s.tags.length ? name + (s.route ? m.lineBadge : 0) : null;
  const countsAt = counts ? name + (s.route ? m.lineBadge : 0) + (s.tags.length ? m.lineTags : 0) : null;
  const height = name + (s.route ? m.lineBadge : 0) + (s.tags.length ? m.lineTags : 0) + (counts ? m.lineCounts : 0) + 6;
  return { nameBaseline: headline ? 26 : 17, route, tags, counts: countsAt, height };
}

/** Size of a state's own text block: the header of an open compound state, the whole box of any other. */
export function headerSize(s: StateInfo, headline = false, counts: Counts | null = null): { width: number; height: number } {
  const m = METRICS;
  const width = Math.max(
    textWidth(s.key, headline ? m.headlineChar : m.nameChar) + (isCompound(s) ? m.toggle + 6 : 0),
    s.route ? textWidth(s.route, m.badgeChar) + 12 : 0,
    s.tags.length ? textWidth(tagsText(s), m.badgeChar) : 0,
    counts ? textWidth(countsText(counts), m.badgeChar) : 0,
  );
  return { width: width + 2 * m.pad, height: textLines(s, headline, counts).height };
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
  const root = model.states.find((s) => s.parent === null);
  // The root's own transitions (the session rule) leave whatever state is active: the walk takes them
  // from the root's first state, which stays on the walk throughout, so a way back from their target is seen.
  const leaving = (source: string) => (source === root?.id && root.initial ? root.initial : source);
  for (const t of model.transitions) for (const to of t.targets) out.get(leaving(t.source))?.push({ key: `${t.id}->${to}`, to });
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
  if (root) visit(root.id);
  return back;
}


/** One box to draw: a state of the chart, open (holding its drawn children) or not. */
export interface Box {
  state: StateInfo;
  open: boolean;
  headline: boolean;
  collapsed: Counts | null;
}

/** The edges between two drawn boxes: one transition, or several merged when a closed box hides their ends. */
export interface Link {
  id: string;
  /** The event and guard of the one transition, or how many transitions the edge stands for. */
  label: string;
  from: string;
  to: string;
  transitions: string[];
  back: boolean;
}

/**
 * What a scope draws: the boxes (in the chart's order, parents first) and the links between them. A
 * transition with an end inside a closed box is drawn to that box; one wholly inside a closed box, or
 * with an end outside the region shown, is not drawn.
 */
export function drawnParts(model: ChartModel, scope: Scope): { boxes: Map<string, Box>; links: Link[] } {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const counts = subtreeCounts(model);
  const phases = new Set(phaseIds(model));
  const regions = new Set(regionIds(model));
  // The root and the phases are frames, never closed: a closed phase would hide its screens a click further away.
  const isOpen = (s: StateInfo) => s.parent === null || phases.has(s.id) || s.id === scope.region || scope.expanded.has(s.id);
  const inScope = (s: StateInfo) => !scope.region || s.id === scope.region || ancestorsOf(byId, s.id).includes(scope.region);
  const headline = (s: StateInfo) => (scope.region ? s.id === scope.region : regions.has(s.id));

  // The box a state is drawn as: itself, or the outermost closed state holding it.
  const boxOf = new Map<string, string>();
  const boxes = new Map<string, Box>();
  for (const s of model.states) {
    if (!inScope(s)) continue;
    const parent = s.id !== scope.region ? s.parent : null;
    const holder = parent ? boxOf.get(parent) : undefined;
    if (holder !== undefined && (holder !== parent || !boxes.get(holder)?.open)) {
      boxOf.set(s.id, holder);
      continue;
    }
    boxOf.set(s.id, s.id);
    const open = isCompound(s) && isOpen(s);
    boxes.set(s.id, { state: s, open, headline: headline(s), collapsed: isCompound(s) && !open ? counts.get(s.id)! : null });
  }

  const backwards = backEdges(model);
  const links = new Map<string, Link>();
  for (const t of model.transitions) {
    const target = t.targets[0] ?? t.source;
    const from = boxOf.get(t.source);
    const to = boxOf.get(target);
    if (!from || !to) continue;
    if (from === to && boxes.get(from)?.collapsed) continue;
    // Transitions between two states drawn as themselves keep an edge each; those with an end hidden in
    // a closed box share one edge per pair of boxes.
    const key = from === t.source && to === target ? t.id : `${from}->${to}`;
    const back = target !== t.source && backwards.has(`${t.id}->${target}`);
    const link = links.get(key);
    if (link) {
      link.transitions.push(t.id);
      link.back &&= back;
      link.id = `merged:${from}->${to}`;
      link.label = `${link.transitions.length} transitions`;
    } else links.set(key, { id: t.id, label: transitionLabel(t), from, to, transitions: [t.id], back });
  }
  return { boxes, links: [...links.values()] };
}

function ancestorsOf(byId: Map<string, StateInfo>, id: string): string[] {
  return ancestors(byId, id).slice(1);
}

/** The ELK graph of what a scope of the chart draws (by default the whole chart, every state open). Pure. */
export function buildElkGraph(model: ChartModel, scope: Scope = wholeChartScope(model)): ElkNode {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const { boxes, links } = drawnParts(model, scope);
  const nodes = new Map<string, ElkNode>();
  const root: ElkNode = { id: ROOT_ID, layoutOptions: { ...LAYOUT_OPTIONS, 'elk.padding': '[top=12,left=12,bottom=12,right=12]' }, children: [], edges: [] };
  nodes.set(ROOT_ID, root);

  for (const { state: s, open, headline, collapsed } of boxes.values()) {
    const head = headerSize(s, headline, collapsed);
    const node: ElkNode = open
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
    const parent = (s.id !== scope.region && s.parent && nodes.get(s.parent)) || root;
    parent.children!.push(node);
  }

  const addEdge = (container: string, edge: ElkExtendedEdge) => (nodes.get(container) ?? root).edges!.push(edge);

  for (const { state: s, open } of boxes.values()) {
    if (!open || !s.initial) continue;
    const node = nodes.get(s.id)!;
    const size = METRICS.initialSize;
    node.children!.unshift({ id: initialNodeId(s.id), width: size, height: size });
    addEdge(s.id, { id: `${initialNodeId(s.id)}->`, sources: [initialNodeId(s.id)], targets: [s.initial] });
  }

  for (const link of links) {
    const text = link.label;
    const labels: ElkLabel[] = [{ id: `${link.id}@label`, text, width: textWidth(text, METRICS.labelChar) + 6, height: METRICS.labelHeight }];
    // ELK gets an acyclic graph: edges that go back towards the start are given reversed and drawn
    // the right way round again in toDrawing, so the journey itself always flows one way.
    const [from, to] = link.back ? [link.to, link.from] : [link.from, link.to];
    addEdge(edgeContainer(byId, from, to), { id: edgeId(link.id, 0) + (link.back ? REVERSED : ''), sources: [from], targets: [to], labels });
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

/** Turns a laid-out ELK graph (absolute coordinates) of a scope into the shapes the view draws. */
export function toDrawing(model: ChartModel, laidOut: ElkNode, scope: Scope = wholeChartScope(model)): Drawing {
  const { boxes, links } = drawnParts(model, scope);
  const states: DrawnState[] = [];
  const initialBoxes = new Map<string, { x: number; y: number }>();
  const edges = new Map<string, DrawnEdge>();
  const initials: DrawnInitial[] = [];
  const linkById = new Map(links.map((l) => [l.id, l]));

  collect(laidOut, (n, depth) => {
    const box = boxes.get(n.id);
    if (box) {
      states.push({ id: n.id, x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0, compound: isCompound(box.state), collapsed: box.collapsed, headline: box.headline, depth: depth - 1 });
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
      const link = linkById.get(e.id.slice(0, e.id.lastIndexOf('@')));
      if (!link) continue;
      const paths = sectionsPoints(e);
      const l = e.labels?.[0];
      edges.set(link.id, {
        id: link.id,
        source: link.from,
        target: link.to,
        transitions: link.transitions,
        paths: e.id.endsWith(REVERSED) ? paths.map((p) => [...p].reverse()).reverse() : paths,
        label: l ? { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0, text: l.text ?? '' } : null,
      });
    }
  });

  const order = new Map(links.map((l, i) => [l.id, i]));
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
 * Lays a scope of the chart out with ELK: by default in this thread (Node, tests); the page passes an
 * ELK whose work runs in a web worker (layoutWorker.ts), so the seconds ELK takes never block the page.
 */
export async function layoutChart(model: ChartModel, scope: Scope = wholeChartScope(model), elk?: ELK): Promise<Drawing> {
  const laidOut = await (elk ?? (await elkHere())).layout(buildElkGraph(model, scope));
  return toDrawing(model, laidOut, scope);
}
