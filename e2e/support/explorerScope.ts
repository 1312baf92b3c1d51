import { expect, type Page } from '@playwright/test';
import { chartModel } from '../../machines/chartModel';
import { journeyMachine } from '../../machines/journey.machine';

/**
 * The explorer opens on the overview (every region closed): specs that need states inside regions
 * open them all first, and wait until the whole chart is drawn.
 */
export async function expandAll(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(page.locator('[data-state-id]')).toHaveCount(chartModel(journeyMachine).states.length, { timeout: 60_000 });
}
