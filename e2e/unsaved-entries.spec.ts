import { expect, test, type Dialog } from '@playwright/test';
import { chooseProduct, fillAmountAndTenure } from './pages/start';
import { routeIs } from './support/routes';
import { sandboxBankForFile } from './support/suite';

/**
 * Issue 34 item 10, in Chromium: a reload while the current step's form holds entries not saved asks
 * first (beforeunload); with nothing typed it does not.
 */
const bank = sandboxBankForFile();
const app = () => `${bank.baseURL}/rsmedigitalfinancing`;

test('a reload asks first while the start page holds entries, and not before anything was typed', async ({ page }) => {
  const asked: string[] = [];
  // The person confirms leaving.
  page.on('dialog', (dialog: Dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.goto(`${app()}/`);
  await routeIs(page, 'FinanceDetails');
  // Nothing typed: the reload goes ahead without a question.
  await page.getByRole('heading', { level: 1 }).click();
  await page.reload();
  await routeIs(page, 'FinanceDetails');
  expect(asked).toEqual([]);

  await chooseProduct(page);
  await fillAmountAndTenure(page, '150000', 3);
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  // Left: the page starts again, and nothing typed came back (none of it was stored).
  await routeIs(page, 'FinanceDetails');
  await expect(page.getByLabel('Financing amount (S$)')).toHaveCount(0);
});
