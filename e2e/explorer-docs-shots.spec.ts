import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sandboxBankForFile } from './support/suite';
import { chooseProduct, fillAmountAndTenure, retrieveIdentity } from './pages/start';

/**
 * The screenshots of docs/explorer.md, taken from the built app against the sandbox bank at 1440x900.
 * A spec rather than a script: it gets the bank, the browser settings and the helpers the explorer's
 * own specs use. Skipped unless SHOTS=docs, so the e2e suite never rewrites tracked images:
 *
 *   npx vite build && SHOTS=docs npx playwright test e2e/explorer-docs-shots.spec.ts
 *
 * The coverage shot shows the runs in coverage/journey/ (the bank serves their merge); without any it
 * shows the "No test runs yet" control.
 */
test.skip(process.env.SHOTS !== 'docs', 'writes docs/images/explorer-*.png: run with SHOTS=docs');

const bank = sandboxBankForFile();
const OUT = 'docs/images';
const VIEWPORT = { width: 1440, height: 900 };

const box = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`);
const details = (page: Page) => page.getByRole('region', { name: 'State details' });

async function shot(page: Page, name: string) {
  await expect(page.locator('.chart-relayout')).toHaveCount(0, { timeout: 30_000 });
  // The address and the layout settle before the picture: the view is written to the address after 250 ms.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: `${OUT}/explorer-${name}.png` });
}

/**
 * Opens the explorer once the paths have come. Only the coverage shot shows the runs' overlay: with the
 * model run covering everything it would tint every other picture green.
 */
async function open(page: Page, query = '', { runs = false } = {}) {
  await page.setViewportSize(VIEWPORT);
  if (!runs) await page.route('**/api/sim/journey-coverage', (r) => r.fulfill({ json: { runs: [], states: [], transitions: [], byKind: {} } }));
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/explorer${query}`);
  await expect(page.getByRole('heading', { name: 'Journey chart explorer' })).toBeVisible();
  await expect(page.locator('[data-state-id]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Highlight a path')).toBeEnabled({ timeout: 60_000 });
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search the chart').fill(text);
  await expect(page.locator('.search-results')).toBeVisible();
}

/** An event's button in the simulation panel: by its type, and by the text of its sample when it has several. */
const eventButton = (sim: Locator, type: string, sample?: string) => {
  const buttons = sim.locator(`button[data-event-type="${type}"]`);
  return sample ? buttons.filter({ hasText: sample }) : buttons;
};

async function send(sim: Locator, ...steps: (string | [type: string, sample: string])[]) {
  for (const step of steps) await (typeof step === 'string' ? eventButton(sim, step) : eventButton(sim, ...step)).click();
}

/** From the start page to the OTP step of the summary, as explorer.spec.ts walks it. */
async function simulateToOtp(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Simulate' }).click();
  const sim = page.getByRole('region', { name: 'Simulation' });
  await send(sim, 'xstate.done.actor.fetchToken', ['user.submitFinancing', "financingProduct:'Online'"], 'user.proceed', 'xstate.done.actor.createState', 'xstate.done.actor.saveFinancing');
  await send(sim, 'user.confirmIdentity', ['xstate.done.actor.retrieveIdentity', "outcome:'ok'"], ['xstate.done.actor.assessAtStart', 'passed:true'], ['xstate.done.actor.loadCompany', "Entity_Type_Code:'LC'"]);
  await send(
    sim,
    'user.submitCompany', 'xstate.done.actor.saveCompany', ['xstate.done.actor.loadPersons', '{RefNum, Request_Form, …}'],
    'user.submitPersons', 'xstate.done.actor.savePersons', ['xstate.done.actor.loadAccounts', 'accountNumbers:[…]'],
    'user.submitAccount', 'xstate.done.actor.saveAccount',
    'user.submitDeclarations', 'xstate.done.actor.saveDeclarations', ['xstate.done.actor.loadPreview', "FinancingProduct:'Online'"],
    'user.submitPreview', ['xstate.done.actor.preQualify', 'passed:true'], ['xstate.done.actor.requestOtp', "outcome:'sent'"],
  );
  await expect(box(page, 'journey.application.preview.otp.waiting')).toHaveClass(/\bactive\b/);
  return sim;
}

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

test('overview, a region opened, a region view with its minimap', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Fit' }).click();
  await shot(page, 'overview');

  await page.getByRole('button', { name: 'Expand journey.application.preview', exact: true }).click();
  await expect(box(page, 'journey.application.preview.reviewing')).toHaveCount(1, { timeout: 30_000 });
  await shot(page, 'region-open');

  await page.getByRole('button', { name: 'Collapse all' }).click();
  await page.getByLabel('View region:').selectOption('journey.application.companyDetails');
  await expect(box(page, 'journey.application.companyDetails.lookingUpPostal')).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('img', { name: /Minimap/ })).toBeVisible();
  await shot(page, 'region-view');
});

test('the session chart, Stay signed in selected', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Session chart' }).click();
  await expect(box(page, 'session.active.warning')).toBeVisible({ timeout: 30_000 });
  await page.locator('[data-label-of="session.active.warning.asking user.staySignedIn #0"]').click();
  await expect(details(page).getByTestId('detail-id')).toHaveText('session.active.warning.asking');
  await shot(page, 'session');
});

test('the rules: wrong OTP tries, a progress code and its table', async ({ page }) => {
  await open(page);
  await search(page, 'tries');
  await shot(page, 'search-tries');
  await page.locator('.search-results .result[data-kind="guard"][data-result-state="journey.application.preview.otp.verifying"]').first().click();
  await expect(page.getByTestId('detail-id')).toHaveText('journey.application.preview.otp.verifying');
  await expect(details(page)).toContainText('no tries are left');
  await expect(box(page, 'journey.application.preview.otp.verifying')).toHaveClass(/\bselected\b/, { timeout: 30_000 });
  await shot(page, 'guard-words');
  console.log(`link to the OTP verification: ${page.url()}`);

  await search(page, 'LI');
  await shot(page, 'search-progress');
  await page.locator('.search-results .result[data-kind="progress"]').first().click();
  await expect(page.getByTestId('detail-id')).toHaveText('journey.afterSubmission.reviewOffer');
  await expect(details(page).getByRole('table', { name: 'Progress codes' })).toBeVisible();
  await shot(page, 'progress-table');
});

test('simulate: three wrong OTPs, with context and history; an edited payload', async ({ page }) => {
  await open(page);
  const sim = await simulateToOtp(page);
  await send(sim, 'user.verifyOtp', ['xstate.done.actor.verifyOtp', "statusCode:'1', triesLeft:2"]);
  await send(sim, 'user.verifyOtp', ['xstate.done.actor.verifyOtp', "statusCode:'1', triesLeft:1"]);
  await send(sim, 'user.verifyOtp', ['xstate.done.actor.verifyOtp', 'triesLeft:0']);
  await expect(box(page, 'journey.outcomes.invalidOtp')).toHaveClass(/\bactive\b/);
  await shot(page, 'simulate');
  await expect.poll(() => new URL(page.url()).searchParams.get('sim'), { timeout: 5_000 }).not.toBeNull();
  console.log(`link to the simulation: ${page.url()}`);

  await sim.getByRole('button', { name: 'Reset' }).click();
  await send(sim, 'xstate.done.actor.fetchToken');
  await sim.getByRole('button', { name: 'Edit payload 1' }).click();
  const json = sim.getByLabel('Event to send (JSON)');
  const sample = JSON.parse(await json.inputValue()) as { application: Record<string, unknown> };
  // The edited field first, and the editor scrolled to it, so the picture shows the change.
  const { financingAmount: _sampleAmount, ...others } = sample.application;
  await json.fill(JSON.stringify({ ...sample, application: { financingAmount: 234567, ...others } }, null, 2));
  await json.evaluate((el: HTMLTextAreaElement) => {
    el.setSelectionRange(0, 0);
    el.scrollTop = 0;
  });
  await shot(page, 'payload');
});

test('follow live: two tabs and the picker', async ({ page, context }) => {
  await open(page);
  await page.getByLabel('Follow live journey').check();
  const live = page.getByRole('region', { name: 'Live journey' });
  const first = await context.newPage();
  await first.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await expect(page.getByTestId('live-route')).toHaveText('FinanceDetails');
  const second = await context.newPage();
  await second.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  const picker = live.getByLabel('Journey to follow');
  await expect(picker.locator('option')).toHaveCount(2);
  // The second applicant signs in (the docs persona, docs/personas.md) and reaches the company details; the first stays on the start page.
  await chooseProduct(second);
  await fillAmountAndTenure(second, '250000', 5);
  await retrieveIdentity(second, 'S8276543C');
  await expect(second).toHaveURL(/\/CompanyDetails/);
  await picker.selectOption({ index: 1 });
  await expect(page.getByTestId('live-route')).toHaveText('CompanyDetails');
  await shot(page, 'live');
});

test('coverage of the last runs with the Not covered list; a path', async ({ page }) => {
  await open(page, '', { runs: true });
  await expect(page.getByTestId('coverage-summary').or(page.getByTestId('coverage-empty'))).toBeVisible();
  await page.getByLabel('View region:').selectOption('journey.application.preview');
  await expect(box(page, 'journey.application.preview.otp.waiting')).toHaveCount(1, { timeout: 30_000 });
  // The model walks every transition: what the browser runs missed is the list worth showing.
  const list = page.getByRole('region', { name: 'Not covered' });
  if (await list.count()) await page.getByLabel('browser runs').check();
  if (await list.count()) await list.locator('summary', { has: page.locator('.region-name', { hasText: /^preview$/ }) }).click();
  await shot(page, 'coverage');

  // A path from a link, with the regions it crosses opened; the coverage's colours would compete with it.
  const exhausted = 'journey.application.preview.otp.verifying xstate.done.actor.verifyOtp #2';
  await open(page, `?${new URLSearchParams({ open: 'journey.application.preview,journey.application.preview.otp', path: `covers:${exhausted}` })}`);
  await expect(page.locator(`[data-transition-id="${exhausted}"]`)).toHaveClass(/\bon-path\b/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Fit' }).click();
  await shot(page, 'path');
});
