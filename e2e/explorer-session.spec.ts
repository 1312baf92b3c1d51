import { expect, test, type Page } from '@playwright/test';
import { chartModel } from '../src/analysis/chartModel';
import { sessionMachine } from '../machines/sessionTimeout.machine';
import { openExplorer } from './support/explorerScope';
import { sandboxBankForFile } from './support/suite';

/**
 * The session chart in the explorer (issue 33, point 4: the session is a child machine "that the explorer
 * and the model-based test both see"): opened from the toolbar or from the journey root's invoke, drawn
 * with its warning, Stay signed in and timed-out end, searchable, its states' details, kept in the
 * address, and a way back to the journey.
 */
const bank = sandboxBankForFile();
const session = chartModel(sessionMachine);
const box = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`);
/** A compound state is clicked on its name: its middle is one of its children. */
const clickName = (page: Page, id: string) => box(page, id).locator(':scope > .state-name').click();
const STAY_SIGNED_IN = 'session.active.warning.asking user.staySignedIn #0';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('Session chart draws the session: the warning, Stay signed in, the timed-out end, and their details', async ({ page }) => {
  await openExplorer(page, bank.baseURL);
  await page.getByRole('button', { name: 'Session chart' }).click();

  await expect(page.getByRole('group', { name: 'Session chart' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-state-id]')).toHaveCount(session.states.length, { timeout: 30_000 });
  for (const id of ['session.idle', 'session.active.counting', 'session.active.warning', 'session.active.warning.asking', 'session.active.warning.extending', 'session.timedOut', 'session.signingOut', 'session.signedOut'])
    await expect(box(page, id)).toBeVisible();
  await expect(page.locator('[data-transition-id]')).toHaveCount(session.transitions.length);
  await expect(page.locator(`[data-label-of="${STAY_SIGNED_IN}"]`)).toHaveText('user.staySignedIn');
  await expect(box(page, 'session.active.warning')).toContainText('warning');
  await expect(page.getByRole('button', { name: 'Session chart' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('chart-counts')).toHaveText(`Session chart: ${session.states.length} states, ${session.transitions.length} transitions`);

  // Stay signed in's arrow selects the transition; the panel shows where it goes and what the bank is asked.
  await page.locator(`[data-label-of="${STAY_SIGNED_IN}"]`).click();
  await expect(page.getByTestId('detail-id')).toHaveText('session.active.warning.asking');
  const details = page.getByRole('region', { name: 'State details' });
  await expect(details.locator(`[data-transition-out="${STAY_SIGNED_IN}"]`)).toContainText('session.active.warning.extending');
  await details.locator(`[data-transition-out="${STAY_SIGNED_IN}"]`).getByRole('button', { name: 'session.active.warning.extending' }).click();
  await expect(page.getByTestId('detail-id')).toHaveText('session.active.warning.extending');
  await expect(details).toContainText('keepSessionAlive');

  // Search works on the chart shown.
  await page.getByLabel('Search the chart').fill('timedOut');
  await page.locator('.search-results').getByRole('button', { name: /^STATE session\.timedOut/i }).click();
  await expect(box(page, 'session.timedOut')).toHaveClass(/\bselected\b/);
  await expect(details).toContainText('user.startAgain');
});

test('the address keeps the session chart: a reload shows it, Journey chart and Back go between the two', async ({ page }) => {
  await openExplorer(page, bank.baseURL);
  await page.getByRole('button', { name: 'Session chart' }).click();
  await expect(box(page, 'session.active.warning')).toBeVisible({ timeout: 30_000 });
  await clickName(page, 'session.active.warning');
  await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe('session.active.warning');
  expect(new URL(page.url()).searchParams.get('chart')).toBe('session');

  await page.reload();
  await expect(box(page, 'session.active.warning')).toHaveClass(/\bselected\b/, { timeout: 30_000 });
  await expect(page.getByTestId('detail-id')).toHaveText('session.active.warning');

  await page.getByRole('button', { name: 'Journey chart' }).click();
  await expect(box(page, 'journey.application')).toBeVisible({ timeout: 30_000 });
  await expect(box(page, 'session.active.warning')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('chart')).toBeNull();

  await page.goBack();
  await expect(box(page, 'session.active.warning')).toHaveClass(/\bselected\b/, { timeout: 30_000 });
});

test("the journey root's details link its invoke to the session chart", async ({ page }) => {
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/explorer?state=journey`);
  await expect(page.getByTestId('detail-id')).toHaveText('journey', { timeout: 30_000 });
  await page.getByRole('region', { name: 'State details' }).getByRole('button', { name: 'session: open the session chart' }).click();
  await expect(box(page, 'session.active.warning')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Session chart' })).toHaveAttribute('aria-pressed', 'true');
  // A call to the bank is not a chart: it stays plain text.
  await page.goBack();
  await expect(page.getByTestId('detail-id')).toHaveText('journey', { timeout: 30_000 });
});
