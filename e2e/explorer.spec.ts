import { expect, test, type Page } from '@playwright/test';
import { chartModel } from '../src/analysis/chartModel';
import { journeyMachine } from '../machines/journey.machine';
import { openWholeChart } from './support/explorerScope';
import { sandboxBankForFile } from './support/suite';
import { acceptStartDeclaration, chooseProduct, fillAmountAndTenure } from './pages/start';

/**
 * The journey chart explorer, in Chromium against the built app served by the sandbox bank:
 * every state drawn, search, simulate mode from the start page to the OTP step, and a live journey in a
 * second tab moving the highlight.
 */
const model = chartModel(journeyMachine);
const bank = sandboxBankForFile();

const openExplorer = (page: Page) => openWholeChart(page, bank.baseURL);

const box = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`);

test('draws every state and transition of the chart, offline', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(bank.baseURL) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) external.push(r.url());
  });
  await openExplorer(page);
  await expect(page.locator('[data-state-id]')).toHaveCount(model.states.length);
  await expect(page.locator('[data-transition-id]')).toHaveCount(model.transitions.length);
  for (const s of model.states) await expect(box(page, s.id)).toHaveClass(/\bstate\b/);
  // Nested states are drawn inside their parent's box.
  const parent = await box(page, 'journey.application.preview').locator('rect').first().boundingBox();
  const child = await box(page, 'journey.application.preview.otp.waiting').locator('rect').first().boundingBox();
  expect(parent && child).toBeTruthy();
  expect(child!.x).toBeGreaterThan(parent!.x);
  expect(child!.y).toBeGreaterThan(parent!.y);
  expect(child!.x + child!.width).toBeLessThan(parent!.x + parent!.width);
  expect(child!.y + child!.height).toBeLessThan(parent!.y + parent!.height);
  // Edge labels name the event and the guard.
  await expect(page.locator('[data-label-of="journey.application.preview.otp.verifying xstate.done.actor.verifyOtp #1"]')).toHaveText('verifyOtp done [isOtpVerified]');
  expect(external).toEqual([]);
});

test('search finds a state and shows its details', async ({ page }) => {
  await openExplorer(page);
  const search = page.getByLabel('Search the chart');
  await search.fill('lookingUpPostal');
  await page.locator('.search-results').getByRole('button', { name: /journey\.application\.companyDetails\.lookingUpPostal/ }).click();
  await expect(box(page, 'journey.application.companyDetails.lookingUpPostal')).toHaveClass(/\bselected\b/);
  await expect(page.getByTestId('detail-id')).toHaveText('journey.application.companyDetails.lookingUpPostal');
  const details = page.getByRole('region', { name: 'State details' });
  await expect(details).toContainText('CompanyDetails');
  await expect(details).toContainText('lookupPostal');
  // The chosen state is centred in the chart.
  const chart = (await page.locator('.chart-svg').boundingBox())!;
  const chosen = (await box(page, 'journey.application.companyDetails.lookingUpPostal').locator('rect').first().boundingBox())!;
  expect(Math.abs(chosen.x + chosen.width / 2 - (chart.x + chart.width / 2))).toBeLessThan(5);
  expect(Math.abs(chosen.y + chosen.height / 2 - (chart.y + chart.height / 2))).toBeLessThan(5);

  // Routes, events and guards are found too.
  await search.fill('isOtpExhausted');
  await expect(page.locator('.search-results [data-kind="guard"]')).not.toHaveCount(0);
  await search.fill('InvalidOTP');
  await expect(page.locator('.search-results [data-kind="route"]')).toHaveCount(1);
});

test('simulate mode walks from FinanceDetails to the OTP step, and steps back', async ({ page }) => {
  await openExplorer(page);
  await page.getByRole('button', { name: 'Simulate' }).click();
  const sim = page.getByRole('region', { name: 'Simulation' });
  await expect(box(page, 'journey.booting')).toHaveClass(/\bactive\b/);

  // Each event is its type, or its type and the text that tells its sample apart from the others.
  const send = async (...events: (string | [type: string, text: string])[]) => {
    for (const event of events) {
      const [type, text] = typeof event === 'string' ? [event, undefined] : event;
      let button = sim.locator(`button[data-event-type="${type}"]`);
      if (text) button = button.filter({ hasText: text });
      await button.click();
    }
  };
  const isActive = (id: string) => expect(box(page, id)).toHaveClass(/\bactive\b/);
  await send('xstate.done.actor.fetchToken');
  await isActive('journey.application.financeDetails.editing');
  await send(['user.submitFinancing', "financingProduct:'Online'"], 'user.proceed', 'xstate.done.actor.createState', 'xstate.done.actor.saveFinancing');
  await isActive('journey.application.myInfoLanding.sandboxEntry.entering');
  await send(
    'user.confirmIdentity',
    ['xstate.done.actor.retrieveIdentity', "outcome:'ok'"],
    ['xstate.done.actor.assessAtStart', 'passed:true'],
    ['xstate.done.actor.loadCompany', "Entity_Type_Code:'LC'"],
  );
  await isActive('journey.application.companyDetails.editing');
  await send(
    'user.submitCompany', 'xstate.done.actor.saveCompany', ['xstate.done.actor.loadPersons', '{RefNum, Request_Form, …}'],
    'user.submitPersons', 'xstate.done.actor.savePersons', ['xstate.done.actor.loadAccounts', 'accountNumbers:[…]'],
    'user.submitAccount', 'xstate.done.actor.saveAccount',
    'user.submitDeclarations', 'xstate.done.actor.saveDeclarations', ['xstate.done.actor.loadPreview', "FinancingProduct:'Online'"],
  );
  await isActive('journey.application.preview.reviewing');
  await send('user.submitPreview', ['xstate.done.actor.preQualify', 'passed:true'], ['xstate.done.actor.requestOtp', "outcome:'sent'"]);
  await isActive('journey.application.preview.otp.waiting');
  await expect(box(page, 'journey.application.preview.otp')).toHaveClass(/\bactive\b/);
  await expect(box(page, 'journey.application.preview.reviewing')).not.toHaveClass(/\bactive\b/);
  // Only events that take a transition are offered: the OTP step accepts the entry, the countdown, and a
  // reload, which starts the countdown again from what the code has left.
  await expect(sim.locator('button[data-event-type]')).toHaveCount(3);
  await expect(sim.locator('button[data-event-type="user.verifyOtp"]')).toHaveCount(1);
  await expect(sim.locator('button[data-event-type="app.restored"]')).toHaveCount(1);
  await expect(sim.getByRole('button', { name: 'after OTP_VALIDITY' })).toBeVisible();
  await expect(page.getByTestId('event-log').locator('li')).toHaveCount(23);

  await sim.getByRole('button', { name: 'Step back' }).click();
  await expect(box(page, 'journey.application.preview.requestingOtp')).toHaveClass(/\bactive\b/);
  await expect(box(page, 'journey.application.preview.otp.waiting')).not.toHaveClass(/\bactive\b/);
  await sim.getByRole('button', { name: 'Reset' }).click();
  await expect(box(page, 'journey.booting')).toHaveClass(/\bactive\b/);
  await expect(page.getByTestId('event-log').locator('li')).toHaveCount(0);
});

test('follows a live journey in a second tab', async ({ page, context }) => {
  await openExplorer(page);
  await page.getByLabel('Follow live journey').check();

  const journey = await context.newPage();
  await journey.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await expect(journey).toHaveURL(/\/FinanceDetails/);
  await expect(box(page, 'journey.application.financeDetails.editing')).toHaveClass(/\bactive\b/);
  await expect(page.getByTestId('live-route')).toHaveText('FinanceDetails');

  await chooseProduct(journey);
  await fillAmountAndTenure(journey, '150000', 3);
  await acceptStartDeclaration(journey);
  await journey.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  await expect(box(page, 'journey.application.financeDetails.consent')).toHaveClass(/\bactive\b/);
  await expect(box(page, 'journey.application.financeDetails.editing')).not.toHaveClass(/\bactive\b/);
  await expect(page.getByTestId('live-event')).toHaveText('user.submitFinancing');

  const consent = journey.getByTestId('consent-popup');
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Proceed' }).click();
  await expect(journey).toHaveURL(/\/MyInfoLanding/);
  await expect(box(page, 'journey.application.myInfoLanding.sandboxEntry.entering')).toHaveClass(/\bactive\b/);
  await expect(box(page, 'journey.application.myInfoLanding')).toHaveClass(/\bactive\b/);
  await expect(box(page, 'journey.application.financeDetails.consent')).not.toHaveClass(/\bactive\b/);
  await expect(page.getByTestId('live-route')).toHaveText('MyInfoLanding');
});

test('highlights a generated path, overlays coverage and exports SVG and Mermaid', async ({ page }) => {
  await openExplorer(page);
  const picker = page.getByLabel('Highlight a path');
  await expect(picker).toBeEnabled();
  await picker.selectOption({ label: (await picker.locator('option', { hasText: /^Preview \(/ }).textContent())! });
  await expect(box(page, 'journey.application.preview.loading')).toHaveClass(/\bon-path\b/);
  // The shortest UI path to the summary: a new application (a resumed one consents on the landing first).
  await expect(page.locator('[data-transition-id="journey.application.financeDetails.consent user.proceed #0"]')).toHaveClass(/\bon-path\b/);
  await expect(page.locator('[data-transition-id="journey.application.myInfoLanding.sandboxEntry.entering user.confirmIdentity #0"]')).toHaveClass(/\bon-path\b/);
  await expect(page.locator('[data-transition-id="journey.application.financeDetails.editing user.openWelcome #0"]')).not.toHaveClass(/\bon-path\b/);
  await expect(page.getByRole('region', { name: 'Path steps' }).locator('li').first()).toContainText('fetchToken done');

  const file = {
    name: 'run.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ run: 'r1', kind: 'e2e', at: '2026-01-01T00:00:00Z', states: ['journey', 'journey.booting'], transitions: ['journey.booting xstate.done.actor.fetchToken #0'] })),
  };
  await page.getByRole('button', { name: 'Clear coverage' }).click().catch(() => undefined);
  await page.getByLabel('Load coverage…').setInputFiles(file);
  await expect(page.getByTestId('coverage-summary')).toHaveText(`coverage: states 2/${model.states.length}, transitions 1/${model.transitions.length}`);
  await expect(box(page, 'journey.booting')).toHaveClass(/\bcovered\b/);
  await expect(box(page, 'journey.bootFailed')).toHaveClass(/\buncovered\b/);

  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export SVG' }).click()]);
  expect(svg.suggestedFilename()).toBe('journey-chart.svg');
  const svgText = await readDownload(svg);
  expect(svgText).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svgText).toContain('data-state-id="journey.application.preview.otp.waiting"');
  expect(svgText).toMatch(/style="[^"]*stroke:/);
  // A well-formed standalone file: it parses as SVG on its own.
  expect(await page.evaluate((t) => new DOMParser().parseFromString(t, 'image/svg+xml').querySelector('parsererror') === null, svgText)).toBe(true);

});

async function readDownload(d: { createReadStream(): Promise<NodeJS.ReadableStream> }): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of await d.createReadStream()) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
