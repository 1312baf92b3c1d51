import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { chartModel, type ChartModel } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import { backEdges, buildElkGraph, edgeContainer, layoutChart, ROOT_ID, type Drawing } from '../../src/explorer/layout';
import Elk from 'elkjs/lib/elk.bundled.js';
import { cachedLayout, hashText, layoutKey } from '../../src/explorer/layoutCache';
import { wholeChartScope, type Scope } from '../../src/explorer/scope';
import { layoutInWorker } from '../../src/explorer/layoutWorker';
import { eventLabel, transitionLabel } from '../../src/explorer/labels';
import { memoryStorage } from './memoryStorage';

const model = chartModel(journeyMachine);

function nodes(root: ElkNode): Map<string, { node: ElkNode; parent: string | null }> {
  const out = new Map<string, { node: ElkNode; parent: string | null }>();
  const walk = (n: ElkNode, parent: string | null) => {
    out.set(n.id, { node: n, parent });
    n.children?.forEach((c) => walk(c, n.id));
  };
  walk(root, null);
  return out;
}

const allEdges = (root: ElkNode): (ElkExtendedEdge & { container: string })[] => {
  const out: (ElkExtendedEdge & { container: string })[] = [];
  const walk = (n: ElkNode) => {
    (n.edges ?? []).forEach((e) => out.push({ ...e, container: n.id }));
    n.children?.forEach(walk);
  };
  walk(root);
  return out;
};

describe('explorer labels', () => {
  it('reads delays, actor events and guards as people say them', () => {
    expect(eventLabel('xstate.after.ERROR_POPUP.journey.financeDetails.failed')).toBe('after ERROR_POPUP');
    expect(eventLabel('xstate.done.actor.loadCompany')).toBe('loadCompany done');
    expect(eventLabel('xstate.error.actor.loadCompany')).toBe('loadCompany error');
    expect(eventLabel('user.back')).toBe('user.back');
    expect(transitionLabel({ eventType: 'xstate.done.actor.verifyOtp', guard: 'isOtpVerified' })).toBe('verifyOtp done [isOtpVerified]');
  });
});

/** A compound state with two children and one transition between them. */
function twoStates(): ChartModel {
  return {
    states: [
      { id: 'm', key: 'm', parent: null, type: 'compound', initial: 'm.a', children: ['m.a', 'm.b'], route: null, spec: null, description: null, tags: [], invokes: [] },
      { id: 'm.a', key: 'a', parent: 'm', type: 'atomic', initial: null, children: [], route: 'A', spec: null, description: null, tags: [], invokes: [] },
      { id: 'm.b', key: 'b', parent: 'm', type: 'atomic', initial: null, children: [], route: null, spec: null, description: null, tags: [], invokes: [] },
    ],
    transitions: [{ id: 'm.a go #0', source: 'm.a', eventType: 'go', guard: null, targets: ['m.b'], actions: [] }],
  };
}

/** A compound state holding an atomic state and a compound one, with a loop, a targetless transition and edges into and out of children. */
function nested(): ChartModel {
  return {
    states: [
      { id: 'm', key: 'm', parent: null, type: 'compound', initial: 'm.a', children: ['m.a', 'm.b'], route: null, spec: null, description: null, tags: [], invokes: [] },
      { id: 'm.a', key: 'a', parent: 'm', type: 'atomic', initial: null, children: [], route: 'A', spec: null, description: null, tags: [], invokes: [] },
      { id: 'm.b', key: 'b', parent: 'm', type: 'compound', initial: 'm.b.c', children: ['m.b.c'], route: null, spec: null, description: null, tags: ['busy'], invokes: [] },
      { id: 'm.b.c', key: 'c', parent: 'm.b', type: 'atomic', initial: null, children: [], route: null, spec: null, description: null, tags: [], invokes: [] },
    ],
    transitions: [
      { id: 'm.a go #0', source: 'm.a', eventType: 'go', guard: null, targets: ['m.b'], actions: [] },
      { id: 'm.a again #0', source: 'm.a', eventType: 'again', guard: 'isAgain', targets: ['m.a'], actions: [] },
      { id: 'm.a note #0', source: 'm.a', eventType: 'note', guard: null, targets: [], actions: ['log'] },
      { id: 'm.b reset #0', source: 'm.b', eventType: 'reset', guard: null, targets: ['m.b.c'], actions: [] },
      { id: 'm.b.c up #0', source: 'm.b.c', eventType: 'up', guard: null, targets: ['m'], actions: [] },
    ],
  };
}

describe('ELK graph of the chart', () => {
  const graph = buildElkGraph(model);
  const byId = nodes(graph);

  it('has one node per state, nested as the chart nests them', () => {
    for (const s of model.states) {
      const entry = byId.get(s.id);
      expect(entry, s.id).toBeDefined();
      expect(entry!.parent).toBe(s.parent ?? ROOT_ID);
    }
    const compound = byId.get('journey.application.preview.otp')!.node;
    expect(compound.children!.map((c) => c.id)).toEqual(expect.arrayContaining(['journey.application.preview.otp.waiting', 'journey.application.preview.otp.verifying']));
    // Compound states are sized by ELK around their children; atomic ones by their text.
    expect(compound.width).toBeUndefined();
    expect(byId.get('journey.application.preview.otp.waiting')!.node.width).toBeGreaterThan(0);
  });

  it('asks for the layered algorithm with children laid out together', () => {
    expect(graph.layoutOptions).toMatchObject({ 'elk.algorithm': 'layered', 'elk.hierarchyHandling': 'INCLUDE_CHILDREN' });
  });

  it('has an edge per transition target, labelled with event and guard, plus an initial marker per compound state', () => {
    const edges = allEdges(graph);
    const transitionEdges = edges.filter((e) => !e.id.startsWith('initial:'));
    expect(transitionEdges).toHaveLength(model.transitions.reduce((n, t) => n + Math.max(1, t.targets.length), 0));
    const compounds = model.states.filter((s) => s.initial);
    expect(edges.filter((e) => e.id.startsWith('initial:'))).toHaveLength(compounds.length);
    const verified = transitionEdges.find((e) => e.id.startsWith('journey.application.preview.otp.verifying xstate.done.actor.verifyOtp #1@'))!;
    expect(verified.labels?.[0].text).toBe('verifyOtp done [isOtpVerified]');
    expect(verified.labels?.[0].width).toBeGreaterThan(0);
  });

  it('puts each edge in the innermost state that holds both ends', () => {
    const states = new Map(model.states.map((s) => [s.id, s]));
    expect(edgeContainer(states, 'journey.application.financeDetails.editing', 'journey.application.financeDetails.consent')).toBe('journey.application.financeDetails');
    expect(edgeContainer(states, 'journey.application.preview.otp.verifying', 'journey.application.preview.submitting')).toBe('journey.application.preview');
    expect(edgeContainer(states, 'journey.application.companyDetails.saving', 'journey.application.personDetails')).toBe('journey.application');
    // Into its own child or out to its parent: one level above the compound end.
    expect(edgeContainer(states, 'journey.application.preview', 'journey.application.preview.loading')).toBe('journey.application');
    expect(edgeContainer(states, 'journey.application.preview.otp.waiting', 'journey.application.preview.otp')).toBe('journey.application.preview');
    expect(edgeContainer(states, 'journey', 'journey.booting')).toBe(ROOT_ID);
  });

  it('turns Back, Retry, Restart and closing popups round so the journey flows one way', () => {
    const back = backEdges(model);
    expect(back.has('journey.application.financeDetails.consent user.back #0->journey.application.financeDetails.editing')).toBe(true);
    expect(back.has('journey.outcomes.sessionExpired user.restart #0->journey.booting')).toBe(true);
    expect(back.has('journey.application.financeDetails.failed user.dismissError #0->journey.application.financeDetails.editing')).toBe(true);
    expect(back.has('journey.application.financeDetails.editing user.submitFinancing #0->journey.application.financeDetails.consent')).toBe(false);
    expect(back.has('journey.application.preview.otp.verifying xstate.done.actor.verifyOtp #1->journey.application.preview.submitting')).toBe(false);
    const reversed = allEdges(graph).filter((e) => e.id.endsWith('~'));
    expect(reversed.find((e) => e.id.startsWith('journey.outcomes.sessionExpired user.restart #0@'))).toMatchObject({ sources: ['journey.booting'], targets: ['journey.outcomes.sessionExpired'] });
  });

  it('handles self-transitions, targetless transitions and transitions into children', async () => {
    const tiny = nested();
    const edges = allEdges(buildElkGraph(tiny));
    expect(edges.find((e) => e.id === 'm.a again #0@0')).toMatchObject({ sources: ['m.a'], targets: ['m.a'], container: 'm' });
    expect(edges.find((e) => e.id === 'm.a note #0@0')).toMatchObject({ sources: ['m.a'], targets: ['m.a'] });
    expect(edges.find((e) => e.id.startsWith('m.b reset #0@'))?.container).toBe('m');
    expect(edges.find((e) => e.id.startsWith('m.b.c up #0@'))?.container).toBe(ROOT_ID);
    // ELK routes all of them: loops, an edge into a child of its source, an edge out to an ancestor.
    const drawing = await layoutChart(tiny);
    expect(drawing.edges.map((e) => [e.id, e.paths.length > 0 && e.paths[0].length >= 2])).toEqual(tiny.transitions.map((t) => [t.id, true]));
    expect(drawing.edges.find((e) => e.id === 'm.a again #0')!.label!.text).toBe('again [isAgain]');
  });

  it('lays out with the ELK it is given (the page gives one in a worker), and in this thread without one', async () => {
    const tiny = twoStates();
    const given: string[] = [];
    const elk = new Elk();
    const recording: ELK = {
      layout(graph, args) {
        // As sent: ELK writes its coordinates into the graph it is given.
        given.push(JSON.stringify(graph));
        return elk.layout(graph, args);
      },
      knownLayoutAlgorithms: () => elk.knownLayoutAlgorithms(),
      knownLayoutOptions: () => elk.knownLayoutOptions(),
      knownLayoutCategories: () => elk.knownLayoutCategories(),
      terminateWorker: () => elk.terminateWorker(),
    };
    const viaGiven = await layoutChart(tiny, undefined, recording);
    expect(given).toEqual([JSON.stringify(buildElkGraph(tiny))]);
    // Node has no Worker: the page's entry point lays out in this thread and draws the same.
    expect(typeof Worker).toBe('undefined');
    expect(await layoutChart(tiny)).toEqual(viaGiven);
    expect(viaGiven.states.map((s) => s.id)).toEqual(['m', 'm.a', 'm.b']);
  });

  it('opens a saved layout without laying out again, and drops layouts of an older chart', async () => {
    const tiny = nested();
    const storage = memoryStorage({ 'sme-explorer-layout:0ld0ld00': '{}', 'other-key': 'kept' });
    const lay = vi.fn((m: ChartModel, scope: Scope) => layoutChart(m, scope));
    const first = await cachedLayout(tiny, wholeChartScope(tiny), lay, storage);
    expect(lay).toHaveBeenCalledTimes(1);
    expect(storage.getItem(layoutKey(tiny))).toBe(JSON.stringify(first));
    expect(storage.getItem('sme-explorer-layout:0ld0ld00')).toBeNull();
    expect(storage.getItem('other-key')).toBe('kept');
    expect(await cachedLayout(tiny, wholeChartScope(tiny), lay, storage)).toEqual(first);
    expect(lay).toHaveBeenCalledTimes(1);
    // A different chart is laid out afresh.
    const changed: ChartModel = { ...tiny, transitions: [] };
    await cachedLayout(changed, wholeChartScope(changed), lay, storage);
    expect(lay).toHaveBeenCalledTimes(2);
  });

  it('keys a cached layout by the graph: the same chart, the same key', () => {
    expect(layoutKey(model)).toBe(layoutKey(chartModel(journeyMachine)));
    expect(hashText('a')).not.toBe(hashText('b'));
  });
});

describe('the whole chart as Expand all draws it: each region laid out by ELK, in the grid', () => {
  let drawing: Drawing;
  beforeAll(async () => {
    drawing = await layoutInWorker(model, wholeChartScope(model));
  }, 60_000);

  const inside = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
    inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

  it('places every state, children inside their parent, siblings apart', () => {
    expect(drawing.states).toHaveLength(model.states.length);
    const box = new Map(drawing.states.map((s) => [s.id, s]));
    for (const s of model.states) {
      const b = box.get(s.id)!;
      expect(b.width, s.id).toBeGreaterThan(0);
      if (s.parent) expect(inside(b, box.get(s.parent)!), `${s.id} inside ${s.parent}`).toBe(true);
      const siblings = model.states.filter((o) => o.parent === s.parent && o.id < s.id).map((o) => box.get(o.id)!);
      for (const o of siblings) {
        const apart = b.x + b.width <= o.x || o.x + o.width <= b.x || b.y + b.height <= o.y || o.y + o.height <= b.y;
        expect(apart, `${s.id} and ${o.id} do not overlap`).toBe(true);
      }
    }
    expect(box.get('journey.application.preview.otp')!.compound).toBe(true);
    expect(box.get('journey.application.preview.otp.waiting')!.compound).toBe(false);
  });

  it('routes every transition and places its label; arrows end at the target', () => {
    expect(drawing.edges.map((e) => e.id)).toEqual(model.transitions.map((t) => t.id));
    const box = new Map(drawing.states.map((s) => [s.id, s]));
    for (const e of drawing.edges) {
      expect(e.paths.length, e.id).toBeGreaterThan(0);
      expect(e.label?.text).toBe(transitionLabel(model.transitions.find((t) => t.id === e.id)!));
      const t = model.transitions.find((x) => x.id === e.id)!;
      const end = e.paths[0][e.paths[0].length - 1];
      const target = box.get(t.targets[0] ?? t.source)!;
      const near = end.x >= target.x - 2 && end.x <= target.x + target.width + 2 && end.y >= target.y - 2 && end.y <= target.y + target.height + 2;
      expect(near, `${e.id} ends on ${target.id}`).toBe(true);
    }
    expect(drawing.initials).toHaveLength(model.states.filter((s) => s.initial).length);
  });

  it('reads top to bottom: the start above the first screen, the first screen above the summary', () => {
    const y = (id: string) => drawing.states.find((s) => s.id === id)!.y;
    expect(y('journey.booting')).toBeLessThan(y('journey.application.financeDetails'));
    expect(y('journey.application.financeDetails')).toBeLessThan(y('journey.application.companyDetails'));
    expect(y('journey.application.companyDetails')).toBeLessThan(y('journey.application.preview'));
    expect(y('journey.application.preview')).toBeLessThan(y('journey.afterSubmission.submitDetails'));
  });
});
