import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations, WCAG_TAGS, type A11yViolation } from './support/axe';
import { openExplorer } from './support/explorerScope';
import { sandboxBankForFile } from './support/suite';

/**
 * The explorer for keyboard and screen-reader users (issue 34, item 23): axe with the WCAG 2.2 A/AA and
 * best-practice tags finds nothing on the overview, an opened region, the details panel, the search
 * results, the simulation with a payload open, and the session chart; Escape closes each popover.
 */
const bank = sandboxBankForFile();
const box = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`);

/** Audits the page as it is now; violations are kept so the test fails once with all of them. */
function auditor(page: Page) {
  const found: A11yViolation[] = [];
  return {
    found,
    check: async (where: string) => found.push(...(await axeViolations(page, where, WCAG_TAGS))),
    /** Only what is inside `selector` (a popover over a page audited already). */
    checkWithin: async (where: string, selector: string) => {
      const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
      found.push(...results.violations.flatMap((v) => v.nodes.map((n) => ({ where, rule: v.id, impact: v.impact ?? 'unknown', help: v.help, target: n.target.map(String).join(' > ') }))));
    },
    expectNone: () => expect(found, `axe (WCAG 2.2 A/AA and best practices):\n${describeViolations(found)}`).toEqual([]),
  };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorer(page, bank.baseURL);
});

test('axe finds nothing on the overview, an opened region, the details panel, the search results and the simulation', async ({ page }) => {
  const audit = auditor(page);
  await audit.check('overview');

  await page.getByRole('button', { name: 'Expand journey.application.preview', exact: true }).click();
  await expect(box(page, 'journey.application.preview.otp')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.locator('.chart-relayout')).toHaveCount(0, { timeout: 30_000 });
  await audit.check('preview region opened');

  await box(page, 'journey.application.preview.otp').click();
  await expect(page.getByTestId('detail-id')).toHaveText('journey.application.preview.otp');
  await audit.check('details panel of preview.otp');

  await page.getByLabel('Search the chart').fill('otp');
  await expect(page.locator('.search-results .result').first()).toBeVisible();
  // The list itself: the toolbar under it was audited on the overview (a button the open list partly
  // covers can be reported by target-size, depending on where the toolbar wraps).
  await audit.checkWithin('search results', '.search-results');
  await page.getByLabel('Search the chart').press('Escape');

  await page.getByRole('button', { name: 'Simulate' }).click();
  await page.getByRole('button', { name: 'Edit payload 1' }).click();
  await expect(page.getByLabel('Event to send (JSON)')).toBeVisible();
  await audit.check('simulation with a payload open');
  audit.expectNone();
});

test('axe finds nothing on the session chart and its details panel', async ({ page }) => {
  const audit = auditor(page);
  await page.getByRole('button', { name: 'Session chart' }).click();
  await expect(box(page, 'session.active.warning')).toBeVisible({ timeout: 30_000 });
  await audit.check('session chart');
  await box(page, 'session.active.warning.asking').click();
  await expect(page.getByTestId('detail-id')).toHaveText('session.active.warning.asking');
  await audit.check('session chart, details panel');
  audit.expectNone();
});

test('Escape closes the search results, from the box or from a result, and the payload editor', async ({ page }) => {
  const search = page.getByLabel('Search the chart');
  const results = page.getByRole('list', { name: 'Search results' });
  await search.fill('otp');
  await expect(results).toBeVisible();
  await search.press('Escape');
  await expect(results).toHaveCount(0);

  // From a result reached with Tab: the list closes and the focus goes back to the box.
  await search.fill('otp ');
  await expect(results).toBeVisible();
  await search.press('Tab');
  await expect(results.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(results).toHaveCount(0);
  await expect(search).toBeFocused();

  await page.getByRole('button', { name: 'Simulate' }).click();
  const edit = page.getByRole('button', { name: 'Edit payload 1' });
  await edit.click();
  const json = page.getByLabel('Event to send (JSON)');
  await json.focus();
  await page.keyboard.press('Escape');
  await expect(json).toHaveCount(0);
  await expect(edit).toHaveAttribute('aria-expanded', 'false');
  await expect(edit).toBeFocused();
});
