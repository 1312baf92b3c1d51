import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { journeyMachine } from '../../machines/journey.machine';
import type { JourneyPath } from '../../src/analysis/coverage';
import { chartModel, routeOfState } from '../../src/analysis/chartModel';
import { transitionTour } from '../../src/analysis/tour';
import { COVERAGE_DIR } from '../../e2e/support/coverage';
import { CHART_SETTINGS, type ChartSetting } from '../../src/analysis/settings';
import type { JourneyInput } from '../../machines/types';
import { stateExpectations } from './stateExpectations';
import { assertWalkComplete, newSeen, sessionExpiryCases, walkPath, type Seen } from './support/modelWalk';

/** Every state and transition the chart declares: what the tour's walk must reach and take. */
const chart = chartModel(journeyMachine);
const report = { states: chart.states.map((s) => s.id), transitions: chart.transitions };
/**
 * The transition tour over every setting (src/analysis/tour.ts): each path starts a fresh journey
 * under its setting, and together they take every transition of the chart.
 */
const tour = transitionTour(journeyMachine);
const settingOf = (name: string | undefined): ChartSetting => CHART_SETTINGS.find((s) => s.name === name) ?? CHART_SETTINGS[0];

/** The transitions each path took, in order: `npm run paths -- --coverage` counts transition pairs from them. */
const sequences: string[][] = [];

function run(path: JourneyPath, input: JourneyInput, seen: Seen[]) {
  sequences.push(walkPath(journeyMachine, path, input, seen));
}

describe('journey chart, model-based', () => {
  const all = newSeen();
  const bySetting = new Map<ChartSetting, Seen>(CHART_SETTINGS.map((setting) => [setting, newSeen()]));

  it('names exactly the states the expectations map names', () => {
    expect(Object.keys(stateExpectations).sort()).toEqual([...report.states].sort());
  });

  describe.each(tour.map((path, i) => [i + 1, settingOf(path.setting).name, path.steps.length, path] as const))(
    'tour path %i (%s, %i steps)',
    (_n, _name, _steps, path) => {
      it('walks on the real actor with every oracle holding after each step', () => {
        const setting = settingOf(path.setting);
        run(path, setting.input, [all, bySetting.get(setting)!]);
      });
    },
  );

  // The chart says it once, on its root; here every call says it (spec 2: 2.6; 3: "Session expiry redirects to SessionExpired").
  describe.each(sessionExpiryCases(journeyMachine).map((c) => [c.state, c.call, c] as const))('%s: %s refused for an expired session', (_state, _call, c) => {
    it('opens SessionExpired, every oracle holding on the way', () => {
      expect(c.path, 'the graph walk reaches the state and fails its call with a 401').toBeDefined();
      run(c.path!, c.setting!.input, [all, bySetting.get(c.setting!)!]);
      expect(c.path!.steps.at(-1)!.to.map((leaf) => routeOfState(chart, leaf))).toEqual(['SessionExpired']);
    });
  });

  afterAll(() => {
    // Coverage from this run, in the format the e2e runs use: `npm run paths -- --coverage` and the explorer read it.
    mkdirSync(COVERAGE_DIR, { recursive: true });
    writeFileSync(
      join(COVERAGE_DIR, 'model.json'),
      JSON.stringify({ run: 'model', kind: 'model', at: new Date().toISOString(), states: [...all.states].sort(), transitions: [...all.transitions].sort(), sequences }, null, 2),
    );
    // Printed for the record: the figures the issue notes quote, in all and under each setting.
    const steps = tour.reduce((n, p) => n + p.steps.length, 0);
    console.log(
      `model-based: states ${all.states.size}/${report.states.length}, transitions ${all.transitions.size}/${report.transitions.length}, tour paths ${tour.length}, steps ${steps}`,
    );
    for (const setting of CHART_SETTINGS) {
      const seen = bySetting.get(setting)!;
      if (seen.transitions.size) console.log(`  ${setting.name}: states ${seen.states.size}, transitions ${seen.transitions.size}`);
    }
    assertWalkComplete(journeyMachine, all);
  });
});
