import type { ChartModel } from '../machines/chartModel';
import { drawnParts, headerSize, METRICS, type Drawing, type DrawnEdge, type DrawnState, type Point } from './layout';
import type { Scope } from './scope';

/**
 * The overview (every top-level region closed) drawn without ELK: the regions in the chart's own order,
 * row by row, as a reader goes through the journey, with the transitions between them as straight lines.
 * ELK's layered layout of these 40 boxes and their 160-odd merged edges is about 4,000 x 2,700 px at
 * best, where names at Fit are 5 px; the grid fits a 1440x900 screen with its names above 11 px, and
 * takes no time at all, so the explorer opens at once.
 */
export const isOverview = (model: ChartModel, scope: Scope): boolean =>
  scope.region === null && [...drawnParts(model, scope).boxes.values()].every((b) => !b.open || b.state.parent === null);

const GAP = { x: 56, y: 44 };
const PAD = 14;
/** The shape of the chart area the overview is meant to fill (1440x900 less the side panel and toolbar). */
const TARGET = { width: 1056, height: 780 };

/** Where a straight line from a box's centre towards a point leaves the box. */
function border(box: DrawnState, towards: Point): Point {
  const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const dx = towards.x - c.x;
  const dy = towards.y - c.y;
  if (!dx && !dy) return c;
  const t = Math.min(dx ? box.width / 2 / Math.abs(dx) : Infinity, dy ? box.height / 2 / Math.abs(dy) : Infinity);
  return { x: c.x + dx * t, y: c.y + dy * t };
}

const centre = (b: DrawnState): Point => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

function place(sizes: { width: number; height: number }[], columns: number) {
  const widths = Array.from({ length: columns }, (_, c) => Math.max(0, ...sizes.filter((_, i) => i % columns === c).map((s) => s.width)));
  const rows = Math.ceil(sizes.length / columns);
  const heights = Array.from({ length: rows }, (_, r) => Math.max(0, ...sizes.slice(r * columns, (r + 1) * columns).map((s) => s.height)));
  const width = widths.reduce((a, b) => a + b, 0) + GAP.x * (columns - 1);
  const height = heights.reduce((a, b) => a + b, 0) + GAP.y * (rows - 1);
  const xs = widths.map((_, c) => widths.slice(0, c).reduce((a, b) => a + b, 0) + GAP.x * c);
  const ys = heights.map((_, r) => heights.slice(0, r).reduce((a, b) => a + b, 0) + GAP.y * r);
  return { width, height, at: (i: number) => ({ x: xs[i % columns], y: ys[Math.floor(i / columns)] }) };
}

export function overviewDrawing(model: ChartModel, scope: Scope): Drawing {
  const { boxes, links } = drawnParts(model, scope);
  const all = [...boxes.values()];
  const root = all.find((b) => b.state.parent === null);
  const cells = all.filter((b) => b !== root);
  const sizes = cells.map((b) => {
    const head = headerSize(b.state, b.headline, b.collapsed);
    return { width: Math.max(head.width, 90), height: head.height };
  });
  // As many columns as make the grid's shape closest to the screen's, so Fit shows it largest.
  let best = place(sizes, 1);
  let bestScale = 0;
  for (let columns = 1; columns <= Math.max(1, sizes.length); columns++) {
    const p = place(sizes, columns);
    const scale = Math.min(TARGET.width / p.width, TARGET.height / p.height);
    if (scale > bestScale) [best, bestScale] = [p, scale];
  }
  const rootHead = root ? headerSize(root.state, false, null) : { width: 0, height: 0 };
  const inset = root ? { x: PAD + 14, y: PAD + rootHead.height + 8 } : { x: PAD, y: PAD };
  const states: DrawnState[] = cells.map((b, i) => {
    const at = best.at(i);
    return { id: b.state.id, x: inset.x + at.x, y: inset.y + at.y, ...sizes[i], compound: b.collapsed !== null, collapsed: b.collapsed, headline: b.headline, depth: root ? 1 : 0 };
  });
  const rootBox = { width: Math.max(best.width + 28, rootHead.width), height: rootHead.height + 8 + best.height + 14 };
  if (root) states.unshift({ id: root.state.id, x: PAD, y: PAD, ...rootBox, compound: true, collapsed: null, headline: false, depth: 0 });
  const width = (root ? rootBox.width : best.width) + 2 * PAD;
  const height = (root ? rootBox.height : best.height) + 2 * PAD;

  const byId = new Map(states.map((s) => [s.id, s]));
  const edges: DrawnEdge[] = links.map((link) => {
    const from = byId.get(link.from)!;
    const to = byId.get(link.to)!;
    let path: Point[];
    if (from === to) {
      // A loop over the box's top right corner.
      const x = from.x + from.width - 24;
      path = [{ x, y: from.y }, { x, y: from.y - 16 }, { x: x + 16, y: from.y - 16 }, { x: x + 16, y: from.y }];
    } else {
      path = [border(from, centre(to)), border(to, centre(from))];
    }
    const text = link.label;
    const mid = { x: (path[0].x + path[path.length - 1].x) / 2, y: Math.min(...path.map((p) => p.y)) + (from === to ? -METRICS.labelHeight : (path[path.length - 1].y - path[0].y) / 2) };
    const labelWidth = Math.ceil(text.length * METRICS.labelChar) + 6;
    return {
      id: link.id,
      source: link.from,
      target: link.to,
      transitions: link.transitions,
      paths: [path],
      label: { x: mid.x - labelWidth / 2, y: mid.y - METRICS.labelHeight / 2, width: labelWidth, height: METRICS.labelHeight, text },
    };
  });
  return { width, height, states, edges, initials: [] };
}
