import type { ChartModel } from '../analysis/chartModel';
import { drawnParts, headerSize, METRICS, type Drawing, type DrawnEdge, type DrawnInitial, type DrawnState, type Point } from './layout';
import { compoundIdsIn, type Scope } from './scope';

/**
 * The whole chart drawn as a grid of its top-level states in the chart's own order, row by row, as a
 * reader goes through the journey: a closed region is one box with its counts, an open one is laid out
 * by ELK on its own and put in its cell, and the transitions between cells are straight lines.
 * ELK's layered layout of the 40 top-level boxes and their 160-odd merged edges is about 4,000 x 2,700 px
 * at best, where names at Fit are 5 px; the grid of closed boxes fits a 1440x900 screen with its names
 * above 11 px and needs no ELK at all, so the explorer opens at once; an opened region is laid out as
 * compactly as in its own view, not stretched across the whole chart's layers.
 */
export const isOverview = (model: ChartModel, scope: Scope): boolean =>
  scope.region === null && [...drawnParts(model, scope).boxes.values()].every((b) => !b.open || b.state.parent === null);

/** The scope that lays one open top-level region out on its own, with what is open inside it. */
export function cellScope(model: ChartModel, scope: Scope, region: string): Scope {
  const inside = new Set(compoundIdsIn(model, region));
  return { expanded: new Set([...scope.expanded].filter((id) => inside.has(id))), region };
}

/** The top-level regions a scope of the whole chart opens. */
export const openRegions = (model: ChartModel, scope: Scope): string[] =>
  scope.region ? [] : [...drawnParts(model, scope).boxes.values()].filter((b) => b.open && b.state.parent !== null && model.states.find((s) => s.id === b.state.parent)?.parent === null).map((b) => b.state.id);

const GAP = { x: 56, y: 32 };
const PAD = 14;
/** The chart area the overview is meant to fill: 1440x900 less the side panel, the header and the toolbar (three rows at that width). */
const TARGET = { width: 1056, height: 650 };

/** Where a straight line from a box's centre towards a point leaves the box. */
function border(box: DrawnState, towards: Point): Point {
  const c = centre(box);
  const dx = towards.x - c.x;
  const dy = towards.y - c.y;
  if (!dx && !dy) return c;
  const t = Math.min(dx ? box.width / 2 / Math.abs(dx) : Infinity, dy ? box.height / 2 / Math.abs(dy) : Infinity);
  return { x: c.x + dx * t, y: c.y + dy * t };
}

const centre = (b: DrawnState): Point => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

const encloses = (outer: DrawnState, inner: DrawnState): boolean =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

/** An arrow from the side of `frame` nearest to `box`, straight into it; `outside`: a point just beyond that side. */
function fromFrame(frame: DrawnState, box: DrawnState): { path: Point[]; outside: Point } {
  const c = centre(box);
  const gap = METRICS.labelHeight / 2 + 2;
  const sides = [
    { d: box.x - frame.x, path: [{ x: frame.x, y: c.y }, { x: box.x, y: c.y }], outside: { x: frame.x - gap * 4, y: c.y } },
    { d: frame.x + frame.width - box.x - box.width, path: [{ x: frame.x + frame.width, y: c.y }, { x: box.x + box.width, y: c.y }], outside: { x: frame.x + frame.width + gap * 4, y: c.y } },
    { d: box.y - frame.y, path: [{ x: c.x, y: frame.y }, { x: c.x, y: box.y }], outside: { x: c.x, y: frame.y - gap } },
    { d: frame.y + frame.height - box.y - box.height, path: [{ x: c.x, y: frame.y + frame.height }, { x: c.x, y: box.y + box.height }], outside: { x: c.x, y: frame.y + frame.height + gap } },
  ];
  const nearest = sides.reduce((a, b) => (b.d < a.d ? b : a));
  return { path: nearest.path, outside: nearest.outside };
}

interface Placed {
  width: number;
  height: number;
  at: (i: number) => Point;
}

/** Cells in columns: each column as wide as its widest cell, each row as tall as its tallest. */
function columns(sizes: { width: number; height: number }[], count: number): Placed {
  const widths = Array.from({ length: count }, (_, c) => Math.max(0, ...sizes.filter((_, i) => i % count === c).map((s) => s.width)));
  const rows = Math.ceil(sizes.length / count);
  const heights = Array.from({ length: rows }, (_, r) => Math.max(0, ...sizes.slice(r * count, (r + 1) * count).map((s) => s.height)));
  const xs = widths.map((_, c) => widths.slice(0, c).reduce((a, b) => a + b, 0) + GAP.x * c);
  const ys = heights.map((_, r) => heights.slice(0, r).reduce((a, b) => a + b, 0) + GAP.y * r);
  return {
    width: widths.reduce((a, b) => a + b, 0) + GAP.x * (count - 1),
    height: heights.reduce((a, b) => a + b, 0) + GAP.y * (rows - 1),
    at: (i) => ({ x: xs[i % count], y: ys[Math.floor(i / count)] }),
  };
}

/** Cells of very different sizes (open regions among closed boxes): rows filled up to a width, like lines of text. */
function rows(sizes: { width: number; height: number }[], wrapAt: number): Placed {
  const at: Point[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  let width = 0;
  for (const s of sizes) {
    if (x > 0 && x + s.width > wrapAt) {
      y += rowHeight + GAP.y;
      x = 0;
      rowHeight = 0;
    }
    at.push({ x, y });
    width = Math.max(width, x + s.width);
    rowHeight = Math.max(rowHeight, s.height);
    x += s.width + GAP.x;
  }
  return { width, height: y + rowHeight, at: (i) => at[i] };
}

/** As many columns as make the grid's shape closest to the screen's, so Fit shows it largest. */
function bestColumns(sizes: { width: number; height: number }[]): Placed {
  let best = columns(sizes, 1);
  let bestScale = 0;
  for (let count = 1; count <= Math.max(1, sizes.length); count++) {
    const p = columns(sizes, count);
    const scale = Math.min(TARGET.width / p.width, TARGET.height / p.height);
    if (scale > bestScale) [best, bestScale] = [p, scale];
  }
  return best;
}

const moved = (p: Point, d: Point): Point => ({ x: p.x + d.x, y: p.y + d.y });

/**
 * The grid drawing of a scope of the whole chart; `regions` has the drawing of each open top-level
 * region laid out on its own (cellScope), none for the overview.
 */
export function gridDrawing(model: ChartModel, scope: Scope, regions: ReadonlyMap<string, Drawing> = new Map()): Drawing {
  const { boxes, links } = drawnParts(model, scope);
  const all = [...boxes.values()];
  const root = all.find((b) => b.state.parent === null);
  const cells = all.filter((b) => b.state.parent === root?.state.id);
  const sizes = cells.map((b) => {
    const inner = regions.get(b.state.id);
    if (inner) return { width: inner.width, height: inner.height };
    const head = headerSize(b.state, b.headline, b.collapsed);
    return { width: Math.max(head.width, 90), height: head.height };
  });
  const closedOnly = bestColumns(cells.map((b, i) => (regions.has(b.state.id) ? { width: 0, height: 0 } : sizes[i])));
  const grid = regions.size ? rows(sizes, Math.max(closedOnly.width, ...sizes.map((s) => s.width))) : bestColumns(sizes);
  const rootHead = root ? headerSize(root.state, false, null) : { width: 0, height: 0 };
  // Room left of the cells for the marker of where the journey starts.
  const startRoom = root?.state.initial ? METRICS.initialSize + 16 : 0;
  const inset = root ? { x: PAD + 14 + startRoom, y: PAD + rootHead.height + 8 } : { x: PAD, y: PAD };

  const states: DrawnState[] = [];
  const inner = new Map<string, DrawnEdge>();
  const initials: DrawnInitial[] = [];
  cells.forEach((b, i) => {
    const at = moved(grid.at(i), inset);
    const region = regions.get(b.state.id);
    if (!region) {
      states.push({ id: b.state.id, x: at.x, y: at.y, ...sizes[i], compound: b.collapsed !== null, collapsed: b.collapsed, headline: b.headline, depth: 1 });
      return;
    }
    // The region's own drawing has a margin round its box: the cell starts at the drawing's corner.
    for (const s of region.states) states.push({ ...s, x: s.x + at.x, y: s.y + at.y, depth: s.depth + 1 });
    for (const e of region.edges) inner.set(e.id, { ...e, paths: e.paths.map((p) => p.map((q) => moved(q, at))), label: e.label && { ...e.label, ...moved(e.label, at) } });
    for (const n of region.initials) initials.push({ ...n, ...moved(n, at), path: n.path.map((q) => moved(q, at)) });
  });
  const rootBox = { width: Math.max(grid.width + 28 + startRoom, rootHead.width), height: rootHead.height + 8 + grid.height + 14 };
  if (root) states.unshift({ id: root.state.id, x: PAD, y: PAD, ...rootBox, compound: true, collapsed: null, headline: false, depth: 0 });

  const byId = new Map(states.map((s) => [s.id, s]));
  const first = root?.state.initial ? byId.get(root.state.initial) : undefined;
  if (root && first) {
    // The start: a marker in the room left of the cells, pointing at the first region's box.
    const size = METRICS.initialSize;
    const y = first.y + Math.min(first.height, 40) / 2;
    const x = first.x - startRoom + 2;
    initials.push({ parent: root.state.id, target: first.id, x, y: y - size / 2, size, path: [{ x: x + size, y }, { x: first.x, y }] });
  }
  const edges: DrawnEdge[] = links.map((link) => {
    const own = inner.get(link.id);
    if (own) return own;
    const from = byId.get(link.from)!;
    const to = byId.get(link.to)!;
    const width = Math.ceil(link.label.length * METRICS.labelChar) + 6;
    const labelAt = (mid: Point) => ({ x: mid.x - width / 2, y: mid.y - METRICS.labelHeight / 2, width, height: METRICS.labelHeight, text: link.label });
    const edge = (path: Point[], label: DrawnEdge['label']): DrawnEdge => ({ id: link.id, source: link.from, target: link.to, transitions: link.transitions, paths: [path], label, between: true });
    if (from === to) {
      // A loop over the box's top right corner.
      const path = [{ x: from.x + from.width - 24, y: from.y }, { x: from.x + from.width - 24, y: from.y - 16 }, { x: from.x + from.width - 8, y: from.y - 16 }, { x: from.x + from.width - 8, y: from.y }];
      return edge(path, labelAt({ x: from.x + from.width - 16, y: from.y - 24 }));
    }
    if (encloses(from, to)) {
      // The root's own transition (the session rule) leaves any state: a short arrow in from the nearest
      // side of the frame, its label outside the frame.
      const { path, outside } = fromFrame(from, to);
      return edge(path, labelAt(outside));
    }
    const path = [border(from, centre(to)), border(to, centre(from))];
    return edge(path, labelAt({ x: (path[0].x + path[1].x) / 2, y: (path[0].y + path[1].y) / 2 }));
  });
  // Labels outside the root's frame stay inside the drawing.
  const labels = edges.flatMap((e) => (e.label ? [e.label] : []));
  return {
    width: Math.max((root ? rootBox.width : grid.width) + 2 * PAD, ...labels.map((l) => l.x + l.width + 2)),
    height: Math.max((root ? rootBox.height : grid.height) + 2 * PAD, ...labels.map((l) => l.y + l.height + 2)),
    states,
    edges,
    initials,
    grid: true,
  };
}

/** The overview: the grid of closed boxes, drawn at once. */
export const overviewDrawing = (model: ChartModel, scope: Scope): Drawing => gridDrawing(model, scope);

/** The whole chart in a scope: each open region laid out on its own by `lay` (ELK, one after another), then put in the grid. */
export async function gridLayout(model: ChartModel, scope: Scope, lay: (scope: Scope) => Promise<Drawing>): Promise<Drawing> {
  const regions = new Map<string, Drawing>();
  for (const region of openRegions(model, scope)) regions.set(region, await lay(cellScope(model, scope, region)));
  return gridDrawing(model, scope, regions);
}
