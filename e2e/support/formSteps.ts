import type { Page } from '@playwright/test';
import { DECLARATION_DOCUMENTS } from '../../screens/DeclarationsDetails/documents';
import { routeIs } from './routes';

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

/** From the start page's Retrieve button to CompanyDetails as `nric`: the consent pop-up, then the SIM identity return. */
export async function retrieveMyinfoAs(page: Page, nric: string) {
  await page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  await page.getByTestId('consent-popup').getByRole('checkbox').check();
  await page.getByTestId('consent-popup').getByRole('button', { name: 'Proceed' }).click();
  await routeIs(page, 'MyInfoLanding');
  await page.getByLabel('NRIC / UEN').fill(nric);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** CompanyDetails with the mailing address the registered one and last year's figures, then Next. */
export async function completeCompanyDetails(page: Page, revenue = '1850000', profit = '120000') {
  await page.locator('input[name="isMailAddressSameAsRegisterAddress"][value="Y"]').check();
  // 31 December of last year is always inside the 2-year window, whatever today is.
  await page.locator('#LatestFinancialYearEndDate').fill(`${new Date().getFullYear() - 1}-12-31`);
  await page.locator('#AnnualRevenue1').fill(revenue);
  await page.locator('#ProfitOrLossBeforeTax1').fill(profit);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The account and declarations steps of an Online application, each with Next: the summary follows. */
export async function completeAccountAndDeclarations(page: Page) {
  await routeIs(page, 'AccountDetails');
  await chooseDisbursementAccount(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await routeIs(page, 'DeclarationsDetails');
  await openEveryDocument(page);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Spec 3, 2 and 5: one monthly debt commitment through its popup (the first product type, one bank). */
export async function addDebtCommitment(page: Page) {
  await page.getByRole('button', { name: 'Add commitment' }).click();
  const popup = page.getByTestId('commitment-popup');
  await popup.getByLabel('Loan product type').selectOption({ index: 1 });
  await popup.getByLabel('Number of banks').selectOption({ index: 1 });
  await popup.getByLabel('Amount (SGD)').fill('2500');
  await popup.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByTestId('commitment-popup').waitFor({ state: 'detached' });
}

/** Spec 3, 2 and 5: one other bank's balance through its popup (the first bank, SGD). */
export async function addBankBalance(page: Page, accountNumber: string) {
  await page.getByRole('button', { name: 'Add balance details' }).click();
  const popup = page.getByTestId('balance-popup');
  await popup.getByLabel('Bank', { exact: true }).selectOption({ index: 1 });
  await popup.getByLabel('Account number').fill(accountNumber);
  await popup.getByLabel('Average month-end balance').fill('50000');
  await popup.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByTestId('balance-popup').waitFor({ state: 'detached' });
}
