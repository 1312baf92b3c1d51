import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sessionEndsAt } from '../../machines/sessionTimeout.machine';
import { SESSION_WARNING_MS } from '../../src/domain/constants';
import { sessionTransitions, walkSession } from './support/sessionWalk';
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

/**
 * The session chart the journey's root invokes (machines/sessionTimeout.machine.ts), walked by itself: every
 * state reached, every step tried from each, its delays on the simulated clock with the wall clock in step.
 * What must hold is the spec's and the timeout pattern's, not the chart's: the warning opens
 * SESSION_WARNING_MS before the earliest end and not before, the end tells the bank, Sign out ends the token
 * before the browser leaves, and a refused keep-alive ends the session.
 */
describe('the session chart, model-based', () => {
  it('takes every transition, every oracle holding after each step', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const walked = await walkSession();
      const taken = new Set(walked.flatMap((w) => w.after.taken));
      for (const { steps, before, after } of walked) {
        const s = after.snapshot;
        const step = steps.at(-1)!;
        const where = `${JSON.stringify(before.snapshot.value)} + ${JSON.stringify(step)} -> ${JSON.stringify(s.value)} ${JSON.stringify(s.context)}`;
        const ends = sessionEndsAt(s.context);
        if (s.matches({ active: 'counting' })) expect(after.at, where).toBeLessThan(ends - SESSION_WARNING_MS);
        if (s.matches({ active: 'warning' })) expect(after.at, where).toBeGreaterThanOrEqual(ends - SESSION_WARNING_MS);
        if (s.matches('timedOut')) expect(after.ended, `${where}: the bank is told the token ended`).toContain(s.context.token);
        if (s.matches('signedOut')) {
          expect(after.ended.length, `${where}: the token is ended at the bank first`).toBeGreaterThan(0);
          expect(after.left, where).toEqual([{ type: 'session.leave', to: 'cancelLink' }]);
        }
        if (s.matches('startingAgain')) expect(after.left, where).toEqual([{ type: 'session.leave', to: 'start' }]);
        if (step.kind === 'answer' && step.answer === 'ended' && before.snapshot.matches({ active: { warning: 'extending' } })) expect(s.matches('timedOut'), where).toBe(true);
        if (!before.snapshot.hasTag('timedOut') && step.kind === 'event' && step.event.type === 'session.touched' && before.snapshot.matches('active') && !before.snapshot.matches({ active: { warning: 'extending' } })) {
          expect(s.matches({ active: 'counting' }), `${where}: a call to the bank starts the countdown again`).toBe(true);
        }
      }
      const all = sessionTransitions();
      console.log(`session model-based: transitions ${all.filter((t) => taken.has(t)).length}/${all.length}, steps tried ${walked.length}`);
      expect(all.filter((t) => !taken.has(t)), 'transitions the walk never took').toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
