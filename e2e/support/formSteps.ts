import type { Page } from '@playwright/test';
import { DECLARATION_DOCUMENTS } from '../../screens/DeclarationsDetails/documents';

/** Account step: the first branch and, where the applicant holds several accounts, the first account. */
export async function chooseDisbursementAccount(page: Page) {
  await page.locator('#disbursement_Branch_Code').selectOption({ index: 1 });
  const account = page.locator('select#disbursement_Branch_Account_No');
  if (await account.count()) await account.selectOption({ index: 1 });
}

/**
 * Declarations step: the checkbox unlocks once every document was opened. AL3 opens the police advisory
 * pop-up; the others open in a new tab, closed again.
 */
export async function openEveryDocument(page: Page) {
  for (const { id } of DECLARATION_DOCUMENTS) {
    const link = page.locator(`[data-document="${id}"]`);
    if (id === 'AL3') {
      await link.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    } else {
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.close();
    }
  }
}
