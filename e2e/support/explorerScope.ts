import { expect, type Page } from '@playwright/test';
import { chartModel } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';

/**
 * The explorer opens on the overview (every region closed): specs that need states inside regions
 * open them all first, and wait until the whole chart is drawn.
 */
export async function expandAll(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(page.locator('[data-state-id]')).toHaveCount(chartModel(journeyMachine).states.length, { timeout: 60_000 });
}

/** Opens the explorer served at `baseURL` and waits for its first drawing (the overview). */
export async function openExplorer(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/rsmedigitalfinancing/explorer`);
  await expect(page.getByRole('heading', { name: 'Journey chart explorer' })).toBeVisible();
  await expect(page.locator('[data-state-id]').first()).toBeVisible({ timeout: 30_000 });
}

/** Opens the explorer with every region open. */
export async function openWholeChart(page: Page, baseURL: string): Promise<void> {
  await openExplorer(page, baseURL);
  await expandAll(page);
}
