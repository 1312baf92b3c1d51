import { expect, type Page } from '@playwright/test';
import type { StepEvent } from '../../src/analysis/coverage';
import { SIX_MONTHS_BAL_FIELD } from '../../src/domain/propertyReference';
import { noUiAction } from '../support/pathSteps';
import { knownPostalCode } from './company';
import { back } from './dialogs';
import { heading, main, radio, type Pages, type UserAction } from './page';

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

/** Which summary table a user.removePropertyRow event removes from. */
export function rowListOf(event: StepEvent | undefined): 'balances' | 'commitments' | undefined {
  const list = (event as { row?: { list?: string } } | undefined)?.row?.list;
  return list === 'balances' || list === 'commitments' ? list : undefined;
}

/** Spec 3, 2 and 4: the property address shows for a property in mind; its postal search. */
const lookupPostal: UserAction = async (w, event) => {
  await radio(w.page, 'typeOfFinance', 'NEW_PURCHASE').check();
  await radio(w.page, 'propertyInMind', 'Y').check();
  const address = w.page.locator('details').filter({ has: w.page.locator('summary', { hasText: /^Property Address$/ }) });
  await address.getByLabel('Postal Code').fill(knownPostalCode(event));
  await address.getByRole('button', { name: 'Search', exact: true }).click();
};

/**
 * Spec 3, 5: the fewest answers the bank takes: a new purchase for rental, no property in mind yet
 * (AIP: for business operations, with its account part and financials). A path that later removes a
 * row on the summary saves rows of that kind (spec 3, 2: only the AIP's account part has them); two
 * balances, since the last one stays while the business banks elsewhere.
 */
const submitProperty =
  (aip: boolean): UserAction =>
  async (w, _event, ctx) => {
    const { page } = w;
    await radio(page, 'typeOfFinance', 'NEW_PURCHASE').check();
    const removes = rowListOf(ctx.rest.find((s) => s.event.type === 'user.removePropertyRow')?.event);
    if (removes && !aip) throw noUiAction('user.removePropertyRow', 'the standard property step has no balance or commitment rows to save (spec 3, 2)');
    await radio(page, 'purpose', aip ? 'IS_FOR_BIZ_OPER' : 'IS_FOR_REN_AND_INVEST').check();
    await radio(page, 'propertyInMind', 'N').check();
    if (aip) {
      await radio(page, SIX_MONTHS_BAL_FIELD, 'Y').check();
      await radio(page, 'isActiveBizAcctWithOtherBanks', removes === 'balances' ? 'Y' : 'N').check();
      if (removes === 'balances') for (const account of ['100200300', '100200301']) await addBankBalance(page, account);
      if (removes === 'commitments') await addDebtCommitment(page);
      await page.getByLabel('Latest annual interest expense', { exact: true }).fill('12000');
      await page.getByLabel('Latest annual depreciation or amortisation', { exact: true }).fill('8000');
    }
    await main(page).getByRole('button', { name: 'Next', exact: true }).click();
  };

const typeOfFinance = (page: Page) => page.locator('input[name="typeOfFinance"]').first();

export const PROPERTY_PAGES: Pages = {
  PropertyDetails: {
    spec: '3, 2 (PropertyDetails)',
    shows: typeOfFinance,
    actions: { 'user.submitProperty': submitProperty(false), 'user.lookupPostal': lookupPostal, 'user.back': back() },
    check: async (w) => {
      await heading(w.page, 'Property Details');
      await expect(typeOfFinance(w.page)).toBeVisible();
    },
  },
  // Its first section, Property Details, opens with the type of financing; the sections after it show once that is answered.
  APropertyDetails: {
    spec: '3, 2 (APropertyDetails)',
    shows: typeOfFinance,
    actions: { 'user.submitProperty': submitProperty(true), 'user.lookupPostal': lookupPostal, 'user.back': back() },
    check: async (w) => {
      await expect(typeOfFinance(w.page)).toBeVisible();
      // The AIP path's application has an Option to Purchase: the approval is said not to be a loan offer.
      await expect(main(w.page)).toContainText('This approval in-principle is not a loan offer.');
    },
  },
};
