import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sandboxBankForFile } from './support/suite';
import { acceptStartDeclaration, chooseProduct, fillAmountAndTenure } from './pages/start';

/**
 * The explorer's simulate and follow-live panels, in Chromium against the built app: two journeys in two
 * tabs and the explorer following one of them; the context and the history; an edited payload sent.
 */
const bank = sandboxBankForFile();
const SHOTS = '/work/shots/i16';

async function openExplorer(page: Page) {
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/explorer`);
  await expect(page.getByRole('heading', { name: 'Journey chart explorer' })).toBeVisible();
  await expect(page.locator('[data-state-id]').first()).toBeVisible({ timeout: 30_000 });
}

const box = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`);

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('follows the journey picked among two tabs, with its messages and context', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openExplorer(page);
  await page.getByLabel('Follow live journey').check();
  const live = page.getByRole('region', { name: 'Live journey' });

  const first = await context.newPage();
  await first.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await expect(first).toHaveURL(/\/FinanceDetails/);
  await expect(page.getByTestId('live-route')).toHaveText('FinanceDetails');
  // One tab: no picker.
  await expect(live.getByLabel('Journey to follow')).toHaveCount(0);

  const second = await context.newPage();
  await second.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await expect(second).toHaveURL(/\/FinanceDetails/);
  const picker = live.getByLabel('Journey to follow');
  await expect(picker.locator('option')).toHaveCount(2);
  await expect(picker.locator('option').first()).toContainText('Tab 1: FinanceDetails');

  // The second tab moves on; the explorer stays on the first, the one it heard first.
  const firstLog = await page.getByTestId('live-log').locator('li').count();
  await chooseProduct(second);
  await fillAmountAndTenure(second, '150000', 3);
  await acceptStartDeclaration(second);
  await second.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  await expect(second.getByTestId('consent-popup')).toBeVisible();
  await expect(picker.locator('option').nth(1)).toContainText('Online · FinanceDetails');
  await expect(page.getByTestId('live-state')).toHaveText('journey.application.financeDetails.editing');
  await expect(box(page, 'journey.application.financeDetails.consent')).not.toHaveClass(/\bactive\b/);
  await expect(page.getByTestId('live-log').locator('li')).toHaveCount(firstLog);

  // Following the second tab: its state, its messages, its context with what the last step changed.
  await picker.selectOption({ index: 1 });
  await expect(page.getByTestId('live-state')).toHaveText('journey.application.financeDetails.consent');
  await expect(box(page, 'journey.application.financeDetails.consent')).toHaveClass(/\bactive\b/);
  await expect(page.getByTestId('live-log')).toContainText('user.submitFinancing');
  const ctx = live.getByRole('region', { name: 'Journey context' });
  await expect(ctx.getByTestId('ctx-changed')).toContainText('financing');
  await expect(ctx.locator('[data-path="/financing"]')).toHaveClass(/\bchanged\b/);
  await expect(ctx.locator('[data-path="/token"]')).toContainText('[hidden]');
  await page.screenshot({ path: `${SHOTS}/simulate-live-two-tabs-1280.png` });

  // The second tab closes: it says goodbye and the explorer is back to one journey, the first.
  await second.close();
  await expect(live.getByLabel('Journey to follow')).toHaveCount(0);
  await expect(page.getByTestId('live-state')).toHaveText('journey.application.financeDetails.editing');
});

/** Sends each event by its type, or its type and the text that tells its sample apart. */
async function send(sim: Locator, ...events: (string | [type: string, text: string])[]) {
  for (const event of events) {
    const [type, text] = typeof event === 'string' ? [event, undefined] : event;
    let button = sim.locator(`button[data-event-type="${type}"]`);
    if (text) button = button.filter({ hasText: text });
    await button.click();
  }
}

test('simulate: an edited payload is checked and sent; history and context follow it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorer(page);
  await page.getByRole('button', { name: 'Simulate' }).click();
  const sim = page.getByRole('region', { name: 'Simulation' });
  await send(sim, 'xstate.done.actor.fetchToken');

  await sim.getByRole('button', { name: 'Edit payload 1' }).click();
  const json = sim.getByLabel('Event to send (JSON)');
  await expect(json).toHaveValue(/"type": "user.submitFinancing"/);
  await json.fill('{"type": "user.submitFinancing", "application": ');
  await sim.getByRole('button', { name: 'Send edited event' }).click();
  await expect(sim.getByRole('alert')).toContainText('Not valid JSON');
  await expect(page.getByTestId('event-log').locator('> li')).toHaveCount(1);

  await json.fill('{"type": "user.verifyOtp", "otp": "123456"}');
  await sim.getByRole('button', { name: 'Send edited event' }).click();
  await expect(sim.getByRole('alert')).toContainText('"user.verifyOtp" is not an event the active states accept');

  // The Online sample with another amount: sent as edited, the amount is in the context.
  await sim.getByRole('button', { name: 'Cancel' }).click();
  await sim.getByRole('button', { name: 'Edit payload 1' }).click();
  const sample = JSON.parse(await json.inputValue()) as { application: Record<string, unknown> };
  await json.fill(JSON.stringify({ ...sample, application: { ...sample.application, financingAmount: 234567 } }, null, 2));
  await sim.getByRole('button', { name: 'Send edited event' }).click();
  await expect(page.getByTestId('event-log').locator('> li')).toHaveCount(2);
  await expect(page.getByTestId('event-log')).toContainText('user.submitFinancing (edited)');
  await expect(box(page, 'journey.application.financeDetails.consent')).toHaveClass(/\bactive\b/);
  const ctx = sim.getByRole('region', { name: 'Context' });
  await expect(ctx.locator('[data-path="/financing"]')).toHaveClass(/\bchanged\b/);
  await expect(ctx.locator('[data-path="/financing/financingAmount"]')).toContainText('234567');

  // On to the company step, then back in the history to the first step.
  await send(sim, 'user.proceed', 'xstate.done.actor.createState', 'xstate.done.actor.saveFinancing', 'user.confirmIdentity', ['xstate.done.actor.retrieveIdentity', "outcome:'ok'"], ['xstate.done.actor.assessAtStart', 'passed:true'], ['xstate.done.actor.loadCompany', "Entity_Type_Code:'LC'"]);
  await expect(box(page, 'journey.application.companyDetails.editing')).toHaveClass(/\bactive\b/);
  await page.screenshot({ path: `${SHOTS}/simulate-context-history-1440.png` });
  await page.getByTestId('event-log').getByRole('button').first().click();
  await expect(box(page, 'journey.application.financeDetails.editing')).toHaveClass(/\bactive\b/);
  await expect(sim.getByRole('status')).toContainText('Showing step 1 of 9');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/simulate-time-travel-1280.png` });
});
