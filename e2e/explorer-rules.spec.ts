import { expect, test, type Page } from '@playwright/test';
import { sandboxBankForFile } from './support/suite';

/**
 * The business rules on the explorer's chart, in Chromium against the built app: search by a progress
 * code (spec 2, 4: BTL's LI routes to ReviewOffer) and by a spec message (M07), and the details panel
 * with the progress-code table, what a guard tests and how long a delay lasts.
 */
const bank = sandboxBankForFile();

async function openExplorer(page: Page, width = 1440, height = 900) {
  await page.setViewportSize({ width, height });
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/explorer`);
  await expect(page.getByRole('heading', { name: 'Journey chart explorer' })).toBeVisible();
  await expect(page.locator('[data-state-id]').first()).toBeVisible({ timeout: 30_000 });
}

const results = (page: Page) => page.locator('.search-results');
const details = (page: Page) => page.getByRole('region', { name: 'State details' });

async function search(page: Page, text: string) {
  await page.getByLabel('Search the chart').fill(text);
  await expect(results(page)).toBeVisible();
}

test('searching a progress code finds the page it routes to, with the progress-code table', async ({ page }) => {
  await openExplorer(page);
  await search(page, 'LI');
  const first = results(page).locator('.result').first();
  await expect(first).toHaveAttribute('data-kind', 'progress');
  await expect(first).toContainText('progress LI opens ReviewOffer');
  await page.screenshot({ path: '/work/shots/i16/rules-search-progress.png' });
  await first.click();
  await expect(page.getByTestId('detail-id')).toHaveText('journey.afterSubmission.reviewOffer');
  const table = details(page).getByRole('table', { name: 'Progress codes' });
  await expect(table).toContainText('BTL: LI, UM');
  await expect(table).not.toContainText('LE');
  await expect(details(page)).toContainText('if the status read on an enquiry routes to ReviewOffer (progress BTL: LI, UM)');
  await page.screenshot({ path: '/work/shots/i16/rules-progress-table-1440.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/work/shots/i16/rules-progress-table-1280.png' });
});

test('searching a message text finds the page that shows it, and says which message', async ({ page }) => {
  await openExplorer(page);
  await search(page, 'unsuccessful due to business type');
  const hit = results(page).locator('.result[data-kind="message"][data-result-state="journey.outcomes.invalidEntity"]').first();
  await expect(hit).toContainText('message M07');
  await page.screenshot({ path: '/work/shots/i16/rules-search-message.png' });
  await hit.click();
  await expect(page.getByTestId('detail-id')).toHaveText('journey.outcomes.invalidEntity');
  await expect(details(page).getByRole('list', { name: 'Messages shown' })).toContainText('Your request is unsuccessful due to business type.');
});

test('the details panel says how long a delay lasts and what a guard tests', async ({ page }) => {
  await openExplorer(page);
  await search(page, 'countdown');
  await results(page).locator('.result[data-result-state="journey.application.preview.otp"]').first().click();
  await expect(page.getByTestId('detail-id')).toHaveText('journey.application.preview.otp');
  await expect(details(page)).toContainText('after OTP_VALIDITY (2 minutes)');
  await search(page, 'typed was accepted');
  await results(page).locator('.result[data-kind="guard"][data-result-state="journey.application.preview.otp.verifying"]').first().click();
  await expect(page.getByTestId('detail-id')).toHaveText('journey.application.preview.otp.verifying');
  await expect(details(page)).toContainText('if the OTP the applicant typed was accepted');
  await page.screenshot({ path: '/work/shots/i16/rules-guard-words-1440.png' });
});
