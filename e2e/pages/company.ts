import { expect, type Page } from '@playwright/test';
import { POSTAL_CODES } from '../../server/areas/address/postal';
import type { StepEvent } from '../../src/analysis/coverage';
import { laterOutput } from '../support/pathSteps';
import { FINANCIAL_YEAR_END, KNOCKOUT_REVENUE } from '../support/personas';
import { radio, type Pages, type UserAction } from './page';

/** A postal code of the event's sample when the SIM postal directory knows it, else one it knows (the path expects an answer). */
export function knownPostalCode(event: StepEvent): string {
  const sample = String((event as { postalCode?: string }).postalCode ?? '');
  return POSTAL_CODES.includes(sample) ? sample : POSTAL_CODES[0];
}

/** CompanyDetails with the mailing address the registered one and last year's figures, then Next. */
export async function completeCompanyDetails(page: Page, revenue = '1850000', profit = '120000') {
  await radio(page, 'isMailAddressSameAsRegisterAddress', 'Y').check();
  await fillFinancials(page, revenue, profit);
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function fillFinancials(page: Page, revenue: string, profit: string) {
  await page.locator('#LatestFinancialYearEndDate').fill(FINANCIAL_YEAR_END);
  await page.locator('#AnnualRevenue1').fill(revenue);
  await page.locator('#ProfitOrLossBeforeTax1').fill(profit);
}

/** Spec 1, 4.2: the postal search of the company's mailing address. */
const lookupPostal: UserAction = async (w, event) => {
  await radio(w.page, 'isMailAddressSameAsRegisterAddress', 'N').check();
  await w.page.locator('[name="Postal_Code"]').fill(knownPostalCode(event));
  await w.page.getByRole('button', { name: 'Search', exact: true }).click();
};

const submitCompany: UserAction = async (w, event, ctx) => {
  const v = ((event as { values?: Record<string, string> }).values ?? {}) as Record<string, string>;
  // A path that ends in the pre-qualification knockout needs a turnover the sandbox knocks out (M09).
  const knockout = laterOutput(ctx, 'preQualify') as { passed?: boolean; code?: string } | undefined;
  const revenue = knockout?.passed === false ? KNOCKOUT_REVENUE : v.AnnualRevenue1 || '1850000';
  w.expectedErrorType = knockout?.passed === false ? 'M11' : w.expectedErrorType;
  const mailing = w.page.locator('input[name="isMailAddressSameAsRegisterAddress"]:checked');
  // After a postal lookup the mailing form is already filled: keep it.
  if (!(await mailing.count()) || (await mailing.getAttribute('value')) !== 'N') {
    await radio(w.page, 'isMailAddressSameAsRegisterAddress', v.isMailAddressSameAsRegisterAddress || 'Y').check();
  }
  await fillFinancials(w.page, revenue, v.ProfitOrLossBeforeTax1 || '-12500.50');
  await w.page.getByRole('button', { name: 'Next' }).click();
};

export const COMPANY_PAGES: Pages = {
  CompanyDetails: {
    spec: '1, 2.2',
    shows: (page) => page.locator('#LatestFinancialYearEndDate'),
    actions: { 'user.lookupPostal': lookupPostal, 'user.submitCompany': submitCompany },
    check: async (w) => {
      await expect(w.page.getByText(w.persona?.company.Company_Name ?? '', { exact: true }).first()).toBeVisible();
      await expect(w.page.locator('#LatestFinancialYearEndDate')).toBeVisible();
    },
  },
};
