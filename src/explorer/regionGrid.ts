import type { ChartModel } from '../analysis/chartModel';
import { drawnParts, headerSize, METRICS, type Box, type Drawing, type DrawnEdge, type DrawnInitial, type DrawnState, type Point } from './layout';
import { compoundIdsIn, phaseIds, regionIds, type Scope } from './scope';

/**
 * The whole chart drawn as its phases (the application, after submission, the returning applicant, the
 * outcomes), each a frame holding a grid of its screens in the chart's order, row by row, as a reader goes
 * through the journey: a closed screen is one box with its counts, an open one is laid out by ELK on its
 * own and put in its cell, and the transitions between cells are straight lines.
 * ELK's layered layout of the 40 screens and their 160-odd merged edges is about 4,000 x 2,700 px at
 * best, where names at Fit are 5 px; the grid of closed boxes fits a 1440x900 screen with its names
 * above 11 px and needs no ELK at all, so the explorer opens at once; an opened screen is laid out as
 * compactly as in its own view, not stretched across the whole chart's layers.
 */
export const isOverview = (model: ChartModel, scope: Scope): boolean => scope.region === null && openRegions(model, scope).length === 0;

/** The scope that lays one open region out on its own, with what is open inside it. */
export function cellScope(model: ChartModel, scope: Scope, region: string): Scope {
  const inside = new Set(compoundIdsIn(model, region));
  return { expanded: new Set([...scope.expanded].filter((id) => inside.has(id))), region };
}

/** The regions (screens) a scope of the whole chart opens. */
export function openRegions(model: ChartModel, scope: Scope): string[] {
  if (scope.region) return [];
  const { boxes } = drawnParts(model, scope);
  return regionIds(model).filter((id) => boxes.get(id)?.open);
}

// Lines between cells are unlabelled until selected (explorer.css), so the gaps need only keep the boxes apart.
const GAP = { x: 24, y: 14 };
const PAD = 14;
/**
 * The chart areas the overview is meant to fill: 1440x900 less the side panel, the header and the toolbar
 * (three rows once the path picker is filled), less the zoom buttons (about 176x60) and the legend (about
 * 240x45), each kept out by a band along the top or bottom or by one down its side (usePanZoom.ts, clearArea).
 */
const TARGETS = [
  { width: 1056, height: 550 },
  { width: 816, height: 595 },
  { width: 880, height: 610 },
];
const scaleIn = (size: { width: number; height: number }) => Math.max(...TARGETS.map((t) => Math.min(t.width / size.width, t.height / size.height)));

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

const moved = (p: Point, d: Point): Point => ({ x: p.x + d.x, y: p.y + d.y });

/** A list cut into runs: consecutive items that `together` holds for form one run, every other item a run of its own. */
function runs<T>(items: T[], together: (item: T) => boolean): T[][] {
  const out: T[][] = [];
  items.forEach((item, i) => {
    if (together(item) && i > 0 && together(items[i - 1])) out[out.length - 1].push(item);
    else out.push([item]);
  });
  return out;
}

interface Laid {
  width: number;
  height: number;
  draw: (at: Point, depth: number) => void;
}

/** Cells one below the other, as one cell. */
function stack(cells: Laid[]): Laid {
  const ys = cells.map((_, i) => cells.slice(0, i).reduce((y, c) => y + c.height + GAP.y, 0));
  return {
    width: Math.max(...cells.map((c) => c.width)),
    height: ys[ys.length - 1] + cells[cells.length - 1].height,
    draw: (at, depth) => cells.forEach((c, i) => c.draw({ x: at.x, y: at.y + ys[i] }, depth)),
  };
}

/** A frame's cells at `count` columns; rows filled up to a width when open screens make cells of very different sizes. */
function arranged(cells: Laid[], open: boolean[], count: number): Placed {
  if (!open.some(Boolean)) return columns(cells, Math.min(count, cells.length));
  const closedOnly = columns(cells.map((c, i) => (open[i] ? { width: 0, height: 0 } : c)), Math.min(count, cells.length));
  return rows(cells, Math.max(closedOnly.width, ...cells.map((c) => c.width)));
}

/**
 * The drawing of a scope of the whole chart: the root's frame holding the phases' frames, each holding its
 * screens; `regions` has the drawing of each open screen laid out on its own (cellScope), none for the overview.
 */
export function gridDrawing(model: ChartModel, scope: Scope, regions: ReadonlyMap<string, Drawing> = new Map()): Drawing {
  const { boxes, links } = drawnParts(model, scope);
  const all = [...boxes.values()];
  const root = all.find((b) => b.state.parent === null);
  const phases = new Set(phaseIds(model));
  const childrenOf = (id: string) => all.filter((b) => b.state.parent === id);

  /** The whole drawing with `count` columns of screens in each phase and the root's cells wrapped at `wrap` times its widest. */
  const build = (count: ReadonlyMap<string, number>, wrap: number) => {
    const states: DrawnState[] = [];
    const inner = new Map<string, DrawnEdge>();
    const initials: DrawnInitial[] = [];
    /** Where each cell was drawn, and its size. */
    const placed = new Map<string, Point & { height: number }>();
    const cell = (b: Box): Laid => {
      const laid = content(b);
      return { ...laid, draw: (at, depth) => (placed.set(b.state.id, { ...at, height: laid.height }), laid.draw(at, depth)) };
    };
    const content = (b: Box): Laid => {
      const region = regions.get(b.state.id);
      if (region)
        return {
          width: region.width,
          height: region.height,
          // The region's own drawing has a margin round its box: the cell starts at the drawing's corner.
          draw: (at, depth) => {
            for (const s of region.states) states.push({ ...s, x: s.x + at.x, y: s.y + at.y, depth: s.depth + depth });
            for (const e of region.edges) inner.set(e.id, { ...e, paths: e.paths.map((p) => p.map((q) => moved(q, at))), label: e.label && { ...e.label, ...moved(e.label, at) } });
            for (const n of region.initials) initials.push({ ...n, ...moved(n, at), path: n.path.map((q) => moved(q, at)) });
          },
        };
      if (b.open && (b === root || phases.has(b.state.id))) return frame(b);
      const head = headerSize(b.state, b.headline, b.collapsed);
      const size = { width: Math.max(head.width, 90), height: head.height };
      return { ...size, draw: (at, depth) => states.push({ id: b.state.id, ...at, ...size, compound: b.collapsed !== null, collapsed: b.collapsed, headline: b.headline, depth }) };
    };
    const frame = (b: Box): Laid => {
      const kids = childrenOf(b.state.id);
      const isRoot = b === root;
      // In the root, the states outside the phases (the start and its error page) stand in a column.
      const cells = isRoot ? runs(kids, (k) => !phases.has(k.state.id)).map((run) => (run.length > 1 ? stack(run.map(cell)) : cell(run[0]))) : kids.map(cell);
      const grid = isRoot ? rows(cells, Math.max(0, ...cells.map((c) => c.width)) * wrap) : arranged(cells, kids.map((k) => regions.has(k.state.id)), count.get(b.state.id) ?? 1);
      // A phase's name is drawn as large as its screens', so the overview reads at Fit.
      const head = headerSize(b.state, !isRoot, null);
      // Room left of the cells for the marker of where the frame starts.
      const startRoom = b.state.initial ? METRICS.initialSize + 16 : 0;
      const inset = { x: 14 + startRoom, y: head.height + 8 };
      const width = Math.max(grid.width + 28 + startRoom, head.width);
      const height = head.height + 8 + grid.height + 14;
      return {
        width,
        height,
        draw: (at, depth) => {
          states.push({ id: b.state.id, ...at, width, height, compound: true, collapsed: null, headline: !isRoot, depth, phase: !isRoot });
          cells.forEach((c, i) => c.draw(moved(moved(grid.at(i), inset), at), depth + 1));
          const to = b.state.initial ? placed.get(b.state.initial) : undefined;
          if (b.state.initial && to) {
            // The start: a marker in the room left of the cells, pointing at the first cell.
            const size = METRICS.initialSize;
            const y = to.y + Math.min(to.height, 40) / 2;
            const x = to.x - startRoom + 2;
            initials.push({ parent: b.state.id, target: b.state.initial, x, y: y - size / 2, size, path: [{ x: x + size, y }, { x: to.x, y }] });
          }
        },
      };
    };
    const top = root ? frame(root) : { width: 0, height: 0, draw: () => undefined };
    top.draw({ x: PAD, y: PAD }, 0);
    return { top, states, inner, initials };
  };

  // The shape closest to the screen's, so Fit shows the names largest: each phase's number of columns
  // tried in turn, the others kept, twice round. In the overview the root's cells may share rows, read
  // left to right; with screens open the phases are far larger than a screen and are stacked, read top
  // to bottom, only small cells sharing a row.
  const wraps = regions.size ? [1] : [1, 1.1, 1.25, 1.5, 2, 3];
  const framed = [...phases].filter((id) => boxes.get(id)?.open);
  let count = new Map(framed.map((id) => [id, 4]));
  let wrap = 1;
  let bestScale = 0;
  for (let round = 0; round < 2; round++)
    for (const id of framed)
      for (let c = 1; c <= Math.max(1, childrenOf(id).length); c++)
        for (const w of wraps) {
          const tried = new Map(count).set(id, c);
          const scale = scaleIn(build(tried, w).top);
          if (scale > bestScale) [count, wrap, bestScale] = [tried, w, scale];
        }
  const { top, states, inner, initials } = build(count, wrap);

  const byId = new Map(states.map((s) => [s.id, s]));
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
      // A frame's own transition (the session rule on the root) leaves any state inside it: a short arrow
      // in from the nearest side of the frame, its label outside the frame.
      const { path, outside } = fromFrame(from, to);
      return edge(path, labelAt(outside));
    }
    const path = [border(from, centre(to)), border(to, centre(from))];
    return edge(path, labelAt({ x: (path[0].x + path[1].x) / 2, y: (path[0].y + path[1].y) / 2 }));
  });
  // Labels outside the root's frame stay inside the drawing.
  const labels = edges.flatMap((e) => (e.label ? [e.label] : []));
  return {
    width: Math.max(top.width + 2 * PAD, ...labels.map((l) => l.x + l.width + 2)),
    height: Math.max(top.height + 2 * PAD, ...labels.map((l) => l.y + l.height + 2)),
    states,
    edges,
    initials,
    grid: true,
  };
}

/** The overview: the phases' grids of closed screens, drawn at once. */
export const overviewDrawing = (model: ChartModel, scope: Scope): Drawing => gridDrawing(model, scope);

/** The whole chart in a scope: each open screen laid out on its own by `lay` (ELK, one after another), then put in its phase's grid. */
export async function gridLayout(model: ChartModel, scope: Scope, lay: (scope: Scope) => Promise<Drawing>): Promise<Drawing> {
  const regions = new Map<string, Drawing>();
  for (const region of openRegions(model, scope)) regions.set(region, await lay(cellScope(model, scope, region)));
  return gridDrawing(model, scope, regions);
}
