// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { chartModel } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import { mergeCoverage, parseCoverage } from '../../src/explorer/coverageOverlay';
import { heldCoverage, heldCoverageText, marksOf } from '../../src/explorer/marks';
import { subtreeCounts } from '../../src/explorer/scope';
import { StateDetails } from '../../src/explorer/StateDetails';
import { clearArea, fitBoxView, fitView } from '../../src/explorer/usePanZoom';

const model = chartModel(journeyMachine);
const REGION = 'journey.application.preview';
const inRegion = (id: string) => id === REGION || id.startsWith(`${REGION}.`);
const browserRun = (states: string[], transitions: string[]) => mergeCoverage([parseCoverage(JSON.stringify({ run: 'e2e', kind: 'e2e', states, transitions }))]);

describe('a fit leaves the legend and the minimap their corners', () => {
  const viewport = { width: 1000, height: 600 };
  const legend = { width: 520, height: 40 };
  const minimap = { width: 216, height: 150 };
  /** The drawn rectangle of a w×h drawing at a view, on screen. */
  const onScreen = (v: { k: number; x: number; y: number }, r: { x: number; y: number; width: number; height: number }) => ({
    left: v.x + r.x * v.k, top: v.y + r.y * v.k, right: v.x + (r.x + r.width) * v.k, bottom: v.y + (r.y + r.height) * v.k,
  });
  const clearOf = (r: ReturnType<typeof onScreen>) => ({
    legend: r.bottom <= viewport.height - legend.height || r.left >= legend.width,
    minimap: r.bottom <= viewport.height - minimap.height || r.right <= viewport.width - minimap.width,
  });

  it('a wide drawing (the overview) stays above the legend and inside the viewport', () => {
    const drawing = { x: 0, y: 0, width: 3000, height: 1800 };
    const v = fitView(drawing, viewport, { bottomLeft: legend });
    const r = onScreen(v, drawing);
    expect(clearOf(r).legend).toBe(true);
    expect(r.left).toBeGreaterThanOrEqual(0);
    expect(r.top).toBeGreaterThanOrEqual(0);
    expect(r.right).toBeLessThanOrEqual(viewport.width);
  });

  it('a region fitted with the minimap shown stays clear of both, choosing the band that leaves it largest', () => {
    for (const box of [{ x: 400, y: 300, width: 2000, height: 600 }, { x: 0, y: 0, width: 600, height: 900 }, { x: 50, y: 70, width: 900, height: 900 }]) {
      const r = onScreen(fitBoxView(box, viewport, { bottomLeft: legend, bottomRight: minimap }), box);
      expect(clearOf(r), JSON.stringify(box)).toEqual({ legend: true, minimap: true });
    }
    // A tall box loses less beside the minimap than above it.
    expect(clearArea({ width: 600, height: 900 }, viewport, { bottomLeft: legend, bottomRight: minimap })).toEqual({ x: 0, y: 0, width: 784, height: 560 });
  });

  it('the zoom buttons top right are kept clear too', () => {
    const zoom = { width: 190, height: 50 };
    const drawing = { x: 0, y: 0, width: 1000, height: 600 };
    const r = onScreen(fitView(drawing, viewport, { topRight: zoom, bottomLeft: legend }), drawing);
    expect(r.top >= zoom.height || r.right <= viewport.width - zoom.width).toBe(true);
    expect(clearOf(r).legend).toBe(true);
  });

  it('without overlays it fits the viewport as before', () => {
    expect(fitView({ width: 1000, height: 600 }, viewport)).toEqual({ k: 0.96, x: 20, y: 12 });
  });
});

describe('a closed box says how much of what it holds is covered', () => {
  const below = model.states.filter((s) => s.id.startsWith(`${REGION}.`)).map((s) => s.id);
  const inside = model.transitions.filter((t) => inRegion(t.source)).map((t) => t.id);
  const counts = subtreeCounts(model).get(REGION)!;

  it('counts the same states and transitions as its counts line', () => {
    expect(below).toHaveLength(counts.states);
    expect(inside).toHaveLength(counts.transitions);
  });

  it('one transition inside never taken: the box reads as not covered, and the figures say one is missing', () => {
    const all = model.states.map((s) => s.id);
    const c = browserRun(all, model.transitions.map((t) => t.id).filter((t) => t !== inside[3]));
    const h = heldCoverage(model, c, 'both', REGION);
    expect(h.mark).toBe('uncovered');
    expect(heldCoverageText(h)).toBe(`${counts.states}/${counts.states} states, ${counts.transitions - 1}/${counts.transitions} transitions covered`);
  });

  it('everything inside taken in a browser: covered; only walked by the model somewhere: by the model', () => {
    const everything = browserRun(model.states.map((s) => s.id), model.transitions.map((t) => t.id));
    expect(heldCoverage(model, everything, 'both', REGION).mark).toBe('covered');
    const modelToo = mergeCoverage([parseCoverage(JSON.stringify({ run: 'm', kind: 'model', states: [], transitions: [inside[0]] }))], browserRun(model.states.map((s) => s.id), inside.slice(1)));
    expect(heldCoverage(model, modelToo, 'both', REGION).mark).toBe('by-model');
  });

  it('no run inside: nothing of it covered', () => {
    const h = heldCoverage(model, browserRun(['journey'], []), 'both', REGION);
    expect(h).toMatchObject({ states: 0, transitions: 0, mark: 'uncovered' });
  });
});

describe('one helper marks states and transitions', () => {
  it('in the order the styles read them: current, on the path, coverage, selected', () => {
    const h = { current: { ids: new Set(['a']), mark: 'active' as const }, onPath: new Set(['a']), coverage: () => 'covered' as const, selected: 'a' };
    expect(marksOf('a', h)).toEqual(['active', 'on-path', 'covered', 'selected']);
    expect(marksOf('b', { ...h, coverage: null })).toEqual([]);
    expect(marksOf('a', { ...h, current: { ids: new Set(['a']), mark: 'taken' }, onPath: undefined })).toEqual(['taken', 'covered', 'selected']);
  });
});

describe('the details panel of a compound state opens, closes and views its region', () => {
  const panel = (scope: Parameters<typeof StateDetails>[0]['scope']) => render(<StateDetails model={model} stateId={REGION} transitionId={null} onSelect={() => {}} scope={scope} />);

  it('a closed region: Expand opens it; View this region shows it alone', () => {
    const onToggle = vi.fn();
    const onViewRegion = vi.fn();
    panel({ open: false, onToggle, onViewRegion });
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(onToggle).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'View this region' }));
    expect(onViewRegion).toHaveBeenCalledTimes(1);
  });

  it('an open one: Collapse closes it; no region button where none is offered', () => {
    const onToggle = vi.fn();
    panel({ open: true, onToggle });
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(onToggle).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('button', { name: 'View this region' })).toBeNull();
  });

  it('an atomic state has none of them', () => {
    panel(null);
    expect(screen.queryByRole('button', { name: /Expand|Collapse/ })).toBeNull();
  });
});
