import { test } from '@playwright/test';
import { journeyMachine } from '../machines/journey.machine';
import { chartModel } from '../src/analysis/chartModel';
import { ROUTE_NAMES } from '../machines/routes';
import { screenPaths } from '../src/analysis/selection';
import { sandboxBankForFile } from './support/suite';
import { UiDriver } from './support/uiDriver';
import { A11yAudit } from './support/axe';
import { DeadControlProbe } from './support/deadControls';

/**
 * The selection of chart paths (the shortest drivable path to every distinct screen,
 * src/analysis/selection.ts) executed through the real UI against the sandbox bank. One test per
 * path, generated from the chart when this file loads: a new screen in the chart gets its test here
 * without an edit, and a step the driver cannot perform fails that test (e2e/support/uiDriver.ts).
 * Every drivable transition is walked by the transition tour (e2e/transition-tour.spec.ts); this file
 * keeps the per-screen accessibility audit.
 */
const model = chartModel(journeyMachine);
const paths = screenPaths(journeyMachine);

const bank = sandboxBankForFile();
const passed: string[] = [];
let pressed = 0;

test.afterAll(() => {
  const selected = paths.map((p) => p.route);
  const unreached = ROUTE_NAMES.filter((r) => !selected.includes(r));
  console.log(`journey paths: the selection covers ${selected.length}/${ROUTE_NAMES.length} screens: ${selected.join(', ')}`);
  console.log(`journey paths: passed through the UI this run: ${passed.length ? passed.join(', ') : '(none)'}`);
  console.log(`journey paths: axe (WCAG 2.2 AA) audited ${A11yAudit.screens.length} screen states: ${A11yAudit.screens.join('; ')}`);
  console.log(`journey paths: pressed ${pressed} distinct controls, each in a browser context of its own`);
  console.log(`journey paths: no drivable path reaches ${unreached.length ? unreached.join(', ') : 'nothing (every screen is covered)'}`);
});

for (const path of paths) {
  test(`${path.route}: ${path.steps.length} steps through the UI`, async ({ page, request }) => {
    const audit = new A11yAudit();
    // Every control of each screen is pressed, each on the screen restored in a browser context of its own (support/deadControls.ts).
    const probe = new DeadControlProbe();
    test.setTimeout(300_000);
    const driver = new UiDriver({ page, request, baseURL: bank.baseURL, model, audit, probe });
    await driver.run(path, `e2e-path-${path.route}`);
    passed.push(path.route);
    pressed += probe.pressed;
    for (const u of probe.unprobed) console.log(`journey paths: not probed on ${u.route}: ${u.control}`);
    // Each screen the UI paths reach passes axe (WCAG 2.2 AA), its dialogs and the OTP step included,
    // and every button and link on it does something when pressed.
    audit.expectNone();
    probe.expectNone();
  });
}
