import { expect, type Page } from '@playwright/test';
import { back, close, confirm } from './dialogs';
import type { Pages } from './page';

/** Account step: the first branch and, where the applicant holds several accounts, the first account. */
export async function chooseDisbursementAccount(page: Page) {
  await page.locator('#disbursement_Branch_Code').selectOption({ index: 1 });
  const account = page.locator('select#disbursement_Branch_Account_No');
  if (await account.count()) await account.selectOption({ index: 1 });
}

export const ACCOUNT_PAGES: Pages = {
  AccountDetails: {
    spec: '1, 2.3',
    shows: (page) => page.locator('#disbursement_Branch_Code'),
    actions: {
      'user.submitAccount': async (w) => {
        await chooseDisbursementAccount(w.page);
        await w.page.getByRole('button', { name: 'Next' }).click();
      },
      'user.back': back(),
      // The dialogs of an account list that is empty or slow to come (spec 1, 2.3).
      'user.confirm': confirm,
      'user.close': close,
    },
    check: async (w) => {
      await expect(w.page.locator('#disbursement_Branch_Code')).toBeVisible();
      await expect(w.page.locator('#disbursement_Branch_Code option')).not.toHaveCount(0);
    },
  },
};
