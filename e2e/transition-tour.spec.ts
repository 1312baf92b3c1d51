import { test } from '@playwright/test';
import { journeyMachine } from '../machines/journey.machine';
import { chartModel, routeOfState } from '../machines/chartModel';
import { transitionTour } from '../machines/analysis/tour';
import { isDrivableThroughUi } from '../machines/analysis/selection';
import { sandboxBankForFile } from './support/suite';
import { UiDriver } from './support/uiDriver';

/**
 * The transition tour (machines/analysis/tour.ts) over the events a real UI run against the sandbox
 * can produce, walked through the real UI: one test per tour path, each screen checked against the
 * spec's expectations (e2e/support/screenExpectations.ts) after every step it settles on.
 */
const model = chartModel(journeyMachine);
const tour = transitionTour(journeyMachine, { allowEvent: isDrivableThroughUi });
const drivable = new Set(tour.flatMap((p) => p.steps.flatMap((s) => s.transitions)));

const bank = sandboxBankForFile();
const walked = { transitions: new Set<string>(), states: new Set<string>(), steps: 0, ms: 0 };

test.afterAll(() => {
  console.log(
    `browser tour: transitions ${walked.transitions.size}/${drivable.size} drivable (of ${model.transitions.length} in the chart), ` +
      `states ${walked.states.size}, steps ${walked.steps}, in ${Math.round(walked.ms / 1000)} s`,
  );
});

tour.forEach((path, i) => {
  const leaves = path.steps.length ? path.steps[path.steps.length - 1].to : path.start;
  const route = routeOfState(model, leaves[leaves.length - 1]) ?? '';
  const title = `tour ${i + 1}/${tour.length}${path.setting ? ` (${path.setting})` : ''}: ${path.steps.length} steps, adds ${path.adds.length}, ends on ${route}`;
  test(title, async ({ page, request }) => {
    test.skip(Boolean(path.setting), `the sandbox runs with the default switches; ${path.setting} needs a bank and app started with it`);
    const started = Date.now();
    const driver = new UiDriver({ page, request, baseURL: bank.baseURL, model });
    await driver.run({ ...path, route }, `e2e-tour-${i + 1}`);
    walked.ms += Date.now() - started;
    walked.steps += path.steps.length;
    path.steps.forEach((s) => {
      s.transitions.forEach((t) => walked.transitions.add(t));
      s.to.forEach((st) => walked.states.add(st));
    });
    path.start.forEach((st) => walked.states.add(st));
  });
});
