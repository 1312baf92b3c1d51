import { assign, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { chartGraph, inertScope } from '../../src/analysis/coverage';
import { walksAlike } from '../../src/analysis/inputReads';
import { CHART_SETTINGS } from '../../src/analysis/settings';
import { settingGraphs } from '../../src/analysis/tour';
import { journeyMachine } from '../../machines/journey.machine';

interface Input {
  features: { fast: boolean; unused: boolean; atStart: boolean };
  signIn: string;
}

/** A chart whose one guard reads `fast`; `atStart` is copied into the context when it starts; `unused` is never read. */
const tiny = setup({
  types: { input: {} as Input, context: {} as { features: Input['features']; startedFast: boolean } },
  guards: { isFast: ({ context }) => context.features.fast },
}).createMachine({
  context: ({ input }) => ({ features: input.features, startedFast: input.features.atStart }),
  initial: 'a',
  states: {
    a: { on: { 'user.proceed': [{ guard: 'isFast', target: 'c' }, { target: 'b' }] } },
    b: { on: { 'user.proceed': 'c' } },
    c: { entry: assign({ startedFast: false }) },
  },
});

const input = (features: Partial<Input['features']> = {}, signIn = 'sandbox'): Input => ({ features: { fast: false, unused: false, atStart: false, ...features }, signIn });
const start = (i: unknown) => tiny.getInitialSnapshot(inertScope(), i as Input);

describe('the parts of the input a walk of the chart reads', () => {
  it('names the switch a guard reads during the walk, and not one read only to start', () => {
    expect([...chartGraph(tiny, { input: input() }).inputReads]).toEqual(['features.fast']);
  });

  it('walks alike only where the inputs differ in what the walk never read and start the same', () => {
    const reads = chartGraph(tiny, { input: input() }).inputReads;
    expect(walksAlike(start, input(), input({ unused: true }), reads)).toBe(true);
    expect(walksAlike(start, input(), input({ fast: true }), reads)).toBe(false);
    // Read when the chart starts: the start differs, so the walks may.
    expect(walksAlike(start, input(), input({ atStart: true }), reads)).toBe(false);
    // A field that is not an object is compared whole.
    expect(walksAlike(start, input(), input({}, 'provider'), reads)).toBe(false);
  });

  it('and the graph of a setting flipping an unread switch is the graph its walk would give', () => {
    const graphs = settingGraphs(journeyMachine);
    const [configured] = graphs;
    const shared = graphs.filter((g) => g !== configured && g.graph === configured.graph);
    // The captcha is the bank's and the screens' (spec 3, section 9), not the chart's: its setting shares the graph.
    const captcha = shared.find((g) => g.setting.name.startsWith('captcha'));
    expect(captcha).toBeDefined();
    const walked = chartGraph(journeyMachine, { input: CHART_SETTINGS.find((s) => s.name === captcha!.setting.name)!.input });
    expect(walked.edges.length).toBe(configured.graph.edges.length);
    expect(walked.keys).toEqual(configured.graph.keys);
    // The switches that change the chart's paths are walked on their own.
    for (const name of ['otpBar off', 'accountCheck off', 'nonLending off', 'identity provider']) {
      expect(graphs.find((g) => g.setting.name === name)!.graph).not.toBe(configured.graph);
    }
  });
});
