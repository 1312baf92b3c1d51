import type { AnyStateNode } from 'xstate';
import { chartModel } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import { buildElkGraph, drawnParts, layoutChart } from '../../src/explorer/layout';
import { cachedLayout, LIMITS } from '../../src/explorer/layoutCache';
import { mergedMarks } from '../../src/explorer/marks';
import { gridLayout, isOverview, overviewDrawing } from '../../src/explorer/regionGrid';
import { compoundIds, compoundIdsIn, countsText, overviewScope, phaseIds, regionIds, revealIn, scopeKey, wholeChartScope, type Scope } from '../../src/explorer/scope';
import { fitView } from '../../src/explorer/usePanZoom';
import { memoryStorage } from './memoryStorage';

const model = chartModel(journeyMachine);

/** The chart's own state nodes, walked from the machine itself rather than from chartModel. */
function nodeById(id: string): AnyStateNode {
  const walk = (n: AnyStateNode): AnyStateNode | undefined => (n.id === id ? n : Object.values(n.states).map(walk).find(Boolean));
  return walk(journeyMachine.root)!;
}
const descendants = (n: AnyStateNode): AnyStateNode[] => Object.values(n.states).flatMap((c) => [c, ...descendants(c)]);
const ownTransitions = (n: AnyStateNode) => [...n.transitions.values()].reduce((k, defs) => k + defs.length, 0);

/** Every state id below a state node (itself included). */
const subtree = (id: string) => new Set([id, ...descendants(nodeById(id)).map((n) => n.id)]);

/** The card's phases (issue 33): the application, after submission, the returning applicant, the outcomes. */
const PHASES = ['journey.application', 'journey.afterSubmission', 'journey.returning', 'journey.outcomes'];
/** The screens of the phases, and the root's states outside them. */
const screens = Object.values(journeyMachine.root.states).flatMap((n) => (PHASES.includes(n.id) ? Object.values(n.states).map((c) => c.id) : [n.id]));

describe('the overview: the phases as frames, every screen in them closed to one box with its counts', () => {
  const scope = overviewScope();
  const { boxes, links } = drawnParts(model, scope);

  it('draws the root, each phase of the card open, and one box per screen in them, nothing inside the screens', () => {
    const top = Object.values(journeyMachine.root.states).map((n) => n.id);
    expect(top).toEqual(['journey.booting', 'journey.bootFailed', ...PHASES]);
    expect(phaseIds(model)).toEqual(PHASES);
    expect([...boxes.keys()].sort()).toEqual([journeyMachine.root.id, ...PHASES, ...screens].sort());
    for (const id of PHASES) expect(boxes.get(id)!.open, id).toBe(true);
    for (const id of screens) expect(boxes.get(id)!.open, id).toBe(false);
    expect(isOverview(model, scope)).toBe(true);
  });

  it('counts the states below a closed box and the transitions from it and them, as the machine has them', () => {
    const preview = nodeById('journey.application.preview');
    const below = descendants(preview);
    const counts = boxes.get('journey.application.preview')!.collapsed!;
    expect(counts.states).toBe(below.length);
    expect(counts.transitions).toBe([preview, ...below].reduce((k, n) => k + ownTransitions(n), 0));
    expect(countsText(counts)).toBe(`${below.length} states · ${counts.transitions} transitions`);
    // An atomic state (a popup, an outcome) is not a closed box, nor is an open phase.
    expect(boxes.get('journey.bootFailed')!.collapsed).toBeNull();
    expect(boxes.get('journey.outcomes.invalidOtp')!.collapsed).toBeNull();
    expect(boxes.get('journey.application')!.collapsed).toBeNull();
  });

  it('represents every transition exactly once: on one drawn edge, or inside the closed box that holds both ends', () => {
    const drawnOnce = new Map<string, number>();
    for (const l of links) for (const t of l.transitions) drawnOnce.set(t, (drawnOnce.get(t) ?? 0) + 1);
    for (const t of model.transitions) {
      const target = t.targets[0] ?? t.source;
      const region = [...boxes.keys()].find((b) => b !== journeyMachine.root.id && subtree(b).has(t.source) && subtree(b).has(target) && boxes.get(b)!.collapsed);
      if (region) expect(drawnOnce.get(t.id), `${t.id} is inside ${region}`).toBeUndefined();
      else expect(drawnOnce.get(t.id), t.id).toBe(1);
    }
  });

  it('merges the transitions between two boxes into one edge that keeps every id, and points at drawn boxes only', () => {
    for (const l of links) {
      expect(boxes.has(l.from), l.id).toBe(true);
      expect(boxes.has(l.to), l.id).toBe(true);
    }
    // The summary's ways into the invalid OTP outcome: too many codes asked for, or too many wrong (spec 2: 2.5).
    const intoInvalidOtp = model.transitions.filter((t) => subtree('journey.application.preview').has(t.source) && t.targets.includes('journey.outcomes.invalidOtp'));
    expect(intoInvalidOtp.length).toBeGreaterThan(1);
    const merged = links.filter((l) => l.from === 'journey.application.preview' && l.to === 'journey.outcomes.invalidOtp');
    expect(merged).toHaveLength(1);
    expect([...merged[0].transitions].sort()).toEqual(intoInvalidOtp.map((t) => t.id).sort());
    expect(merged[0].label).toBe(`${intoInvalidOtp.length} transitions`);
    // In the ELK graph too, no edge end is a state hidden in a closed box.
    const drawn = new Set(boxes.keys());
    const walk = (n: ReturnType<typeof buildElkGraph>): string[] => [...(n.edges ?? []).flatMap((e) => [...e.sources, ...e.targets]), ...(n.children ?? []).flatMap(walk)];
    for (const end of walk(buildElkGraph(model, scope))) expect(drawn.has(end) || end.startsWith('initial:'), end).toBe(true);
  });

  it("draws the root's own transition (an expired session, from whatever state) as a short arrow in from the frame's nearest side, its label outside the frame", () => {
    const drawing = overviewDrawing(model, scope);
    const root = drawing.states.find((b) => b.id === journeyMachine.root.id)!;
    const fromRoot = [...journeyMachine.root.transitions.values()].flat();
    expect(fromRoot.map((t) => `journey ${t.eventType} #0`)).toEqual(['journey xstate.error.actor.* #0']);
    const into = fromRoot[0].target!.map((n) => n.id);
    expect(into).toHaveLength(1);
    expect(into[0].startsWith('journey.outcomes.')).toBe(true);
    const target = drawing.states.find((b) => b.id === into[0])!;
    const edge = drawing.edges.find((e) => e.transitions.includes('journey xstate.error.actor.* #0'))!;
    expect(edge.source).toBe('journey');
    expect(edge.target).toBe(into[0]);
    const [start, end] = edge.paths[0];
    const onFrame = start.x === root.x || start.x === root.x + root.width || start.y === root.y || start.y === root.y + root.height;
    expect(onFrame, 'starts on the frame').toBe(true);
    const onBox = end.x === target.x || end.x === target.x + target.width || end.y === target.y || end.y === target.y + target.height;
    expect(onBox, 'ends on the box').toBe(true);
    expect(Math.hypot(end.x - start.x, end.y - start.y)).toBeLessThan(40);
    const l = edge.label!;
    const inside = l.x >= root.x && l.y >= root.y && l.x + l.width <= root.x + root.width && l.y + l.height <= root.y + root.height;
    expect(inside, 'label outside the frame').toBe(false);
    expect(l.text).toBe('any call error [isSessionExpired]');
    expect(l.y + l.height).toBeLessThanOrEqual(drawing.height);
  });

  it("is drawn as grids in frames whose phases' and screens' names read at 11 px or more at Fit in a 1440x900 window", () => {
    const drawing = overviewDrawing(model, scope);
    expect(drawing.states).toHaveLength(boxes.size);
    expect(drawing.edges.flatMap((e) => e.transitions).sort()).toEqual(links.flatMap((l) => l.transitions).sort());
    // The chart area at 1440x900: the window less the 24rem side panel, the header and the toolbar's three rows.
    const { k } = fitView(drawing, { width: 1440 - 384, height: 900 - 245 });
    const headlines = drawing.states.filter((b) => b.headline).map((b) => b.id);
    expect(headlines.sort()).toEqual([...PHASES, ...screens].sort());
    for (const id of headlines) expect(22 * k, id).toBeGreaterThanOrEqual(11);
    // Boxes in one frame do not overlap, and each lies inside its frame.
    const at = new Map(drawing.states.map((b) => [b.id, b]));
    const parentOf = new Map(model.states.map((s) => [s.id, s.parent]));
    for (const a of drawing.states) {
      const frame = at.get(parentOf.get(a.id) ?? '');
      if (frame) expect(a.x >= frame.x && a.y >= frame.y && a.x + a.width <= frame.x + frame.width && a.y + a.height <= frame.y + frame.height, `${a.id} in ${frame.id}`).toBe(true);
      for (const b of drawing.states)
        if (a !== b && parentOf.get(a.id) === parentOf.get(b.id)) expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y, `${a.id} / ${b.id}`).toBe(true);
    }
  });
});

describe('opening regions and the view per region', () => {
  it('opening a region draws its children in place of its counts, and edges to them', () => {
    const scope: Scope = { expanded: new Set(['journey.application', 'journey.application.preview']), region: null };
    const { boxes, links } = drawnParts(model, scope);
    const children = Object.values(nodeById('journey.application.preview').states).map((n) => n.id);
    for (const c of children) expect(boxes.has(c), c).toBe(true);
    expect(boxes.get('journey.application.preview')!.open).toBe(true);
    expect(boxes.get('journey.application.preview')!.collapsed).toBeNull();
    // journey.application.preview.otp is compound and still closed.
    expect(boxes.get('journey.application.preview.otp')!.collapsed).not.toBeNull();
    expect(boxes.has('journey.application.preview.otp.waiting')).toBe(false);
    expect(links.some((l) => l.transitions.some((t) => t.startsWith('journey.application.preview.otp.verifying ')) && l.from === 'journey.application.preview.otp')).toBe(true);
    expect(isOverview(model, scope)).toBe(false);
  });

  it('an open region is laid out on its own and put in the grid, inside its cell; lines join it to the other cells', async () => {
    const scope: Scope = { expanded: new Set(['journey.application', 'journey.application.preview']), region: null };
    const { boxes, links } = drawnParts(model, scope);
    const laid: Scope[] = [];
    const drawing = await gridLayout(model, scope, (s) => {
      laid.push(s);
      return layoutChart(model, s);
    });
    expect(laid.map((s) => s.region)).toEqual(['journey.application.preview']);
    expect(drawing.states.map((s) => s.id).sort()).toEqual([...boxes.keys()].sort());
    expect(drawing.edges.map((e) => e.id).sort()).toEqual(links.map((l) => l.id).sort());
    const at = new Map(drawing.states.map((s) => [s.id, s]));
    const preview = at.get('journey.application.preview')!;
    for (const c of Object.values(nodeById('journey.application.preview').states)) {
      const b = at.get(c.id)!;
      expect(b.x >= preview.x && b.y >= preview.y && b.x + b.width <= preview.x + preview.width + 0.5 && b.y + b.height <= preview.y + preview.height + 0.5, c.id).toBe(true);
    }
    // Transitions from inside the region to closed boxes elsewhere are lines between cells.
    const out = drawing.edges.find((e) => e.source.startsWith('journey.application.preview.') && e.target.startsWith('journey.outcomes.'));
    expect(out?.between).toBe(true);
    expect(drawing.edges.find((e) => e.source === 'journey.application.preview.loading' && e.target.startsWith('journey.application.preview.'))?.between).toBeUndefined();
  }, 60_000);

  it('the whole chart open draws every state and every transition as its own edge', () => {
    const { boxes, links } = drawnParts(model, wholeChartScope(model));
    expect(boxes.size).toBe(model.states.length);
    expect(links.map((l) => l.id)).toEqual(model.transitions.map((t) => t.id));
  });

  it('a region view draws only that region, open, and only the transitions inside it', async () => {
    const region = 'journey.application.companyDetails';
    const scope: Scope = { expanded: new Set(compoundIdsIn(model, region)), region };
    const inside = subtree(region);
    const { boxes, links } = drawnParts(model, scope);
    expect([...boxes.keys()].sort()).toEqual([...inside].sort());
    const within = model.transitions.filter((t) => inside.has(t.source) && inside.has(t.targets[0] ?? t.source));
    expect(links.flatMap((l) => l.transitions).sort()).toEqual(within.map((t) => t.id).sort());
    const drawing = await layoutChart(model, scope);
    expect(drawing.states.map((s) => s.id).sort()).toEqual([...inside].sort());
    expect(drawing.states.find((s) => s.id === region)!.headline).toBe(true);
  }, 60_000);

  it('revealing a hidden state opens its ancestors, and leaves a region view that does not hold it', () => {
    const opened = revealIn(model, overviewScope(), 'journey.application.preview.otp.waiting');
    expect([...opened.expanded].sort()).toEqual(['journey', 'journey.application', 'journey.application.preview', 'journey.application.preview.otp']);
    const inRegion: Scope = { expanded: new Set(), region: 'journey.application.companyDetails' };
    expect(revealIn(model, inRegion, 'journey.application.preview').region).toBeNull();
    const same = wholeChartScope(model);
    expect(revealIn(model, same, 'journey.application.preview.otp.waiting')).toBe(same);
  });

  it("lists the phases' screens and the root's other states as regions, and keys scopes by content", () => {
    expect(regionIds(model)).toEqual(screens);
    expect(compoundIds(model)).toContain('journey.application.preview.otp');
    expect(scopeKey({ expanded: new Set(['b', 'a']), region: null })).toBe(scopeKey({ expanded: new Set(['a', 'b']), region: null }));
  });
});

describe('marks of a merged edge', () => {
  it('keeps every mark, with the least covered transition deciding its coverage', () => {
    expect(mergedMarks([['covered'], ['uncovered', 'on-path'], ['by-model']]).sort()).toEqual(['on-path', 'uncovered']);
    expect(mergedMarks([['covered'], ['by-model', 'selected']]).sort()).toEqual(['by-model', 'selected']);
    expect(mergedMarks([['covered'], ['covered']])).toEqual(['covered']);
  });
});

describe('the layout cache keeps several layouts', () => {
  // The screens that have states of their own, each the region of its own view: more than the cache keeps.
  const regions = regionIds(model).filter((r) => model.states.some((s) => s.parent === r));
  const regionScope = (region: string): Scope => ({ expanded: new Set(compoundIdsIn(model, region)), region });
  const fake = (size: number) => async () => ({ width: size, height: 1, states: [], edges: [], initials: [] });

  it('opens each of the last 12 from storage, drops the least recently used beyond that', async () => {
    const storage = memoryStorage();
    const lay = vi.fn(fake(1));
    for (const r of regions.slice(0, LIMITS.entries)) await cachedLayout(model, regionScope(r), lay, storage);
    expect(lay).toHaveBeenCalledTimes(LIMITS.entries);
    // The first is used again, so the second becomes the oldest.
    await cachedLayout(model, regionScope(regions[0]), lay, storage);
    expect(lay).toHaveBeenCalledTimes(LIMITS.entries);
    await cachedLayout(model, regionScope(regions[LIMITS.entries]), lay, storage);
    await cachedLayout(model, regionScope(regions[0]), lay, storage);
    expect(lay).toHaveBeenCalledTimes(LIMITS.entries + 1);
    await cachedLayout(model, regionScope(regions[1]), lay, storage);
    expect(lay).toHaveBeenCalledTimes(LIMITS.entries + 2);
  });

  it('keeps the total under the size limit, and does not store the overview (drawn at once)', async () => {
    const storage = memoryStorage();
    const big = vi.fn(async () => ({ width: 1, height: 1, states: [], edges: [], initials: [], pad: 'x'.repeat(LIMITS.chars / 3) }));
    for (const r of regions.slice(0, 4)) await cachedLayout(model, regionScope(r), big, storage);
    let total = 0;
    for (let i = 0; i < storage.length; i++) total += storage.getItem(storage.key(i)!)!.length;
    expect(total).toBeLessThanOrEqual(LIMITS.chars + 1000);
    const before = storage.length;
    await cachedLayout(model, overviewScope(), vi.fn(fake(2)), storage);
    expect(storage.length).toBe(before);
  });
});
