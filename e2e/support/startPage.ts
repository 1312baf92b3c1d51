import type { Page } from '@playwright/test';
import { routeIs } from './routes';

/** The start page (spec 1, 4.1): picking a product opens its Important Note, Proceed keeps the choice. */
export async function chooseProduct(page: Page, card: 'Online' | 'Personalised' | 'Approval In-Principle (property)' = 'Online') {
  await page.getByRole('button', { name: `Choose ${card}` }).click();
  await page.getByRole('dialog', { name: 'Important Note' }).getByRole('button', { name: 'Proceed' }).click();
}

/** The declaration and T&C can be ticked only once both links were opened (spec 1, 5.1). */
export async function acceptStartDeclaration(page: Page) {
  for (const title of ['Declaration', 'Terms and Conditions']) {
    await page.getByRole('button', { name: title, exact: true }).click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Close' }).click();
  }
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
}

/** The start page's financing amount (checked once it loses focus) and tenure in years. */
export async function fillAmountAndTenure(page: Page, amount: string, years: number) {
  await page.getByLabel('Financing amount (S$)').fill(amount);
  await page.getByLabel('Financing amount (S$)').blur();
  await page.getByLabel(new RegExp(`^${years} years`)).check();
}

/** The start page's submit, the identity consent, and the SIM identity return page with the persona's NRIC. */
export async function retrieveIdentity(page: Page, nric: string) {
  await acceptStartDeclaration(page);
  await page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  const consent = page.getByTestId('consent-popup');
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Proceed' }).click();
  await routeIs(page, 'MyInfoLanding');
  await page.getByLabel('NRIC / UEN').fill(nric);
  await page.getByRole('button', { name: 'Confirm' }).click();
}
