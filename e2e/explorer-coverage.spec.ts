import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chartModel } from '../src/analysis/chartModel';
import { journeyMachine } from '../machines/journey.machine';
import { openWholeChart } from './support/explorerScope';
import { sandboxBankForFile } from './support/suite';

/**
 * The explorer's coverage overlay and path picker, in Chromium against the built app: no marks without
 * runs, model runs and browser runs told apart, the list of what no run reached, the picker's filter.
 */
const model = chartModel(journeyMachine);
const bank = sandboxBankForFile();
const SHOTS = '/work/shots/i16';
const BOOT = 'journey.booting xstate.done.actor.fetchToken #0';

/** The bank's answer when no run has left a file yet. */
async function bankWithoutRuns(page: Page) {
  await page.route('**/api/sim/journey-coverage', (r) => r.fulfill({ json: { runs: [], states: [], transitions: [], byKind: {} } }));
}

const openExplorer = (page: Page) => openWholeChart(page, bank.baseURL);

const box = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`);
const runFile = (name: string, kind: string, states: string[], transitions: string[]) => ({
  name: `${name}.json`,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify({ run: name, kind, at: '2026-01-01T00:00:00Z', states, transitions })),
});

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('with no runs there is no overlay, and the control says how to produce runs', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await bankWithoutRuns(page);
  await openExplorer(page);
  await expect(page.getByTestId('coverage-empty')).toContainText('No test runs yet');
  await expect(page.getByTestId('coverage-empty')).toContainText('npx vitest run tests/machines');
  await expect(page.locator('.state.uncovered, .edge.uncovered')).toHaveCount(0);
  await expect(page.locator('.state.covered, .state.by-model')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Not covered' })).toHaveCount(0);
  await expect(page.getByTestId('coverage-summary')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/coverage-no-runs-1440.png` });
});

test('a model run and a browser run are told apart, and the uncovered list selects what it names', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await bankWithoutRuns(page);
  await openExplorer(page);
  await page.getByLabel('Load coverage…').setInputFiles([
    runFile('model', 'model', ['journey', 'journey.booting', 'journey.application.financeDetails'], [BOOT]),
    runFile('e2e-start', 'e2e', ['journey.booting'], []),
  ]);
  const states = model.states.length;
  const transitions = model.transitions.length;
  await expect(page.getByTestId('coverage-kinds')).toHaveText(`model: states 3/${states}, transitions 1/${transitions}; browser: states 1/${states}, transitions 0/${transitions}`);
  await expect(box(page, 'journey.booting')).toHaveClass(/\bcovered\b/);
  await expect(box(page, 'journey.application.financeDetails')).toHaveClass(/\bby-model\b/);
  await expect(box(page, 'journey.application.financeDetails')).not.toHaveClass(/\bcovered\b/);
  await expect(page.locator(`[data-transition-id="${BOOT}"]`)).toHaveClass(/\bby-model\b/);
  await expect(box(page, 'journey.bootFailed')).toHaveClass(/\buncovered\b/);
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('by the model only');

  const list = page.getByRole('region', { name: 'Not covered' });
  await expect(list.getByTestId('uncovered-counts')).toHaveText(`${states - 3} states and ${transitions - 1} transitions not reached by any run.`);
  await list.locator('summary', { has: page.locator('.region-name', { hasText: /^preview$/ }) }).click();
  await page.screenshot({ path: `${SHOTS}/coverage-model-and-browser-1440.png` });
  await list.getByRole('button', { name: 'otp.waiting', exact: true }).click();
  await expect(box(page, 'journey.application.preview.otp.waiting')).toHaveClass(/\bselected\b/);
  await expect(page.getByTestId('detail-id')).toHaveText('journey.application.preview.otp.waiting');
  await expect(list.getByRole('button', { name: 'otp.waiting', exact: true })).toHaveAttribute('aria-current', 'true');
  // The chosen state is centred in the chart.
  const chart = (await page.locator('.chart-svg').boundingBox())!;
  const chosen = (await box(page, 'journey.application.preview.otp.waiting').locator('rect').first().boundingBox())!;
  expect(Math.abs(chosen.x + chosen.width / 2 - (chart.x + chart.width / 2))).toBeLessThan(5);
  expect(Math.abs(chosen.y + chosen.height / 2 - (chart.y + chart.height / 2))).toBeLessThan(5);

  // The browser's view: what only the model walked is not covered there.
  await page.getByLabel('browser runs').check();
  await expect(box(page, 'journey.application.financeDetails')).toHaveClass(/\buncovered\b/);
  await expect(page.getByTestId('coverage-summary')).toHaveText(`coverage: states 1/${states}, transitions 0/${transitions}`);
  await expect(list.getByTestId('uncovered-counts')).toHaveText(`${states - 1} states and ${transitions} transitions not reached by the browser runs.`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/coverage-browser-view-1280.png` });
});

test('the path picker groups paths, names them in words and filters them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await bankWithoutRuns(page);
  await openExplorer(page);
  const picker = page.getByLabel('Highlight a path');
  await expect(picker).toBeEnabled();
  await expect(picker.locator('optgroup').first()).toHaveAttribute('label', /^Screen paths, the Playwright selection \(\d+\)$/);
  await expect(picker.locator('optgroup[label^="One path per transition · preview ("]')).toHaveCount(1);
  await page.getByLabel('Filter paths').fill('verifyOtp done isOtpVerified');
  const options = picker.locator('option:not([value=""])');
  await expect(options.first()).toBeAttached();
  const labels = await options.allTextContents();
  expect(labels.length).toBeLessThan(10);
  for (const l of labels) expect(l).toMatch(/^verifying: verifyOtp done \[isOtpVerified/);
  // Keyboard: from the filter to the list, then a choice.
  await page.getByLabel('Filter paths').press('Tab');
  await expect(picker).toBeFocused();
  await picker.selectOption('covers:journey.application.preview.otp.verifying xstate.done.actor.verifyOtp #1');
  await expect(page.locator('[data-transition-id="journey.application.preview.otp.verifying xstate.done.actor.verifyOtp #1"]')).toHaveClass(/\bon-path\b/);
  await page.screenshot({ path: `${SHOTS}/coverage-path-picker-1280.png` });
});
