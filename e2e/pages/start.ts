import { expect, type Page } from '@playwright/test';
import type { FinancingApplication } from '../../src/contract';
import { PURPOSES } from '../../src/domain/reference';
import { HALAL_LABEL } from '../../screens/FinanceDetails/text';
import { routeIs } from '../support/routes';
import { back, openResume, proceed } from './dialogs';
import { consentOnLanding, signInAs } from './myInfoLanding';
import { button, heading, radio, type Pages, type UserAction } from './page';

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

/** From the start page's Retrieve button to CompanyDetails as `nric`: the consent pop-up, then the SIM identity return. */
export async function retrieveMyinfoAs(page: Page, nric: string) {
  await page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  await consentOnLanding(page);
  await routeIs(page, 'MyInfoLanding');
  await signInAs(page, nric);
}

/** The start page's submit, the identity consent, and the SIM identity return page with the persona's NRIC. */
export async function retrieveIdentity(page: Page, nric: string) {
  await acceptStartDeclaration(page);
  await retrieveMyinfoAs(page, nric);
}

/** The product whose form the start page shows (edit mode keeps the saved one). */
async function productOnPage(page: Page): Promise<FinancingApplication['financingProduct']> {
  if (await page.locator('input[name="financingTenure"]').count()) return 'Online';
  if (await page.locator('input[name="isExistingOTPAvailable"]').count()) return 'AIP';
  return 'Personalised';
}

const submitFinancing: UserAction = async (w, event) => {
  const { page } = w;
  const app = ((event as { application?: Partial<FinancingApplication> }).application ?? {}) as Partial<FinancingApplication>;
  const editing = await page.getByRole('button', { name: 'Continue' }).count();
  const amount = app.financingAmount ?? 150000;
  // Spec 1, 2.1: in edit mode the product cannot change; the form is the saved product's.
  const product = editing ? await productOnPage(page) : app.financingProduct;
  if (product === 'Personalised') {
    if (!editing) await chooseProduct(page, 'Personalised');
    for (const p of PURPOSES) {
      const box = page.getByLabel(p.label, { exact: true });
      if (app[p.code] === 'Y') await box.check();
      else await box.uncheck();
    }
    await page.getByLabel('Total financing amount (S$)').fill(String(amount));
    if (app.financingType) await radio(page, 'financingType', app.financingType).check();
    if (app.financingType === 'Islamic') await page.getByLabel(HALAL_LABEL).check();
  } else if (product === 'AIP') {
    if (!editing) await chooseProduct(page, 'Approval In-Principle (property)');
    await radio(page, 'isExistingOTPAvailable', app.isExistingOTPAvailable === 'N' ? 'N' : 'Y').check();
    if (app.isExistingOTPAvailable !== 'N') await page.getByLabel('Total financing amount (S$)').fill(String(Math.max(amount, 200000)));
  } else {
    if (!editing) await chooseProduct(page);
    if (app.financingType) await radio(page, 'financingType', app.financingType).check();
    await page.getByLabel('Financing amount (S$)').fill(String(amount));
    await page.getByLabel('Financing amount (S$)').blur();
    await radio(page, 'financingTenure', String(app.financingTenure ?? 3)).check();
    w.amount = amount;
  }
  if (editing) {
    await page.getByRole('button', { name: 'Continue' }).click();
    return;
  }
  await acceptStartDeclaration(page);
  await page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
};

export const START_PAGES: Pages = {
  // Spec 1, 2.1: the start page's submit is the identity retrieval action (new) or Continue (edit mode).
  FinanceDetails: {
    spec: '1, 2.1',
    shows: button(/Retrieve Myinfo with Singpass|Continue/),
    actions: {
      'user.submitFinancing': submitFinancing,
      'user.proceed': proceed,
      'user.back': back(),
      'user.openWelcome': (w) => w.page.getByRole('button', { name: 'Status Enquiry / Resume Application' }).click(),
      'user.openResume': openResume,
    },
    check: async (w) => {
      await heading(w.page, 'Business Financing');
      await expect(w.page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' })).toBeEnabled();
    },
  },
  editdetails: {
    spec: '1, 2.1 (refNo: edit mode)',
    shows: button('Continue'),
    actions: {
      'user.submitFinancing': submitFinancing,
      'user.proceed': proceed,
      // The start page opened from the summary shows no Back (spec 1, 2.1 names none): the browser's Back
      // leaves it, and the app takes a Back to where the chart's own Back leads as that event (src/app/RouteSync.tsx).
      'user.back': back((w) => w.page.goBack()),
    },
    check: async (w) => {
      await expect(w.page).toHaveURL(/refNo=/);
      await expect(w.page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    },
  },
};
