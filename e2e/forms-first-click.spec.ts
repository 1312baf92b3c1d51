import { expect, test, type Page } from '@playwright/test';
import { fillFinancials } from './pages/company';
import { chooseProduct, fillAmountAndTenure, retrieveIdentity } from './pages/start';
import { routeIs } from './support/routes';
import { sandboxBankForFile } from './support/suite';

/**
 * Issue 34 item 9: leaving a field shows its message, which moves the buttons below it. A press on
 * Next made while leaving the field must still count: browsers send the click where the pointer is
 * released, and the button is no longer there. In Chromium, as the applicant's pointer does it.
 */
const bank = sandboxBankForFile();

async function toCompanyDetails(page: Page) {
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await chooseProduct(page);
  await fillAmountAndTenure(page, '150000', 3);
  await retrieveIdentity(page, 'S1234567D');
  await routeIs(page, 'CompanyDetails');
}

test('Company Details, foreign mailing address: the first click on Next, made while leaving a blank line, submits and shows the summary', async ({ page }) => {
  await toCompanyDetails(page);
  await fillFinancials(page, '1850000', '120000');
  await page.locator('input[name="isMailAddressSameAsRegisterAddress"][value="N"]').check();
  await page.locator('#Address_Format_Type').selectOption('F');
  await page.locator('#Country').selectOption({ index: 1 });
  await page.locator('#Address_Line1').fill('1 Jalan Ampang');
  // The cursor rests in the second line, left blank: leaving it shows its message above Next.
  await page.locator('#Address_Line2').focus();
  const next = page.getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  // Chromium's scroll anchoring scrolls the page along with a message that appears above the viewport's
  // anchor, so the button often stays put; Safari has none, and there the button moves under the pointer.
  await page.evaluate(() => {
    document.documentElement.style.overflowAnchor = 'none';
    document.body.style.overflowAnchor = 'none';
  });
  const box = (await next.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Address Line 2');
  await routeIs(page, 'CompanyDetails');
});
