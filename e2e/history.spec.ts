import { expect, test, type Page } from '@playwright/test';
import { messages } from '../src/domain/messages';
import { completeCompanyDetails } from './pages/company';
import { completeAccountAndDeclarations } from './pages/declarations';
import { openApplicant } from './pages/persons';
import { chooseProduct, fillAmountAndTenure, retrieveIdentity } from './pages/start';
import { routeIs } from './support/routes';
import { sandboxBankForFile } from './support/suite';

/**
 * The address bar as a user works it (react-router routes the app; the chart decides, the URL follows):
 * links from outside, reload, and the browser's Back and Forward, in Chromium against the sandbox bank.
 */
const bank = sandboxBankForFile();
const app = () => `${bank.baseURL}/rsmedigitalfinancing`;
const COMPANY = 'MERLION PRECISION ENGINEERING PTE. LTD.';

/** From the start page to Company Details as the sandbox's first persona, the company's record loaded. */
async function toCompanyDetails(page: Page) {
  await page.goto(`${app()}/`);
  await chooseProduct(page);
  await fillAmountAndTenure(page, '150000', 3);
  await retrieveIdentity(page, 'S1234567D');
  await routeIs(page, 'CompanyDetails');
  await expect(page.getByText(COMPANY)).toBeVisible();
}

/** On to the summary: the persons (the first user and the second director), the account and the declarations. */
async function toSummary(page: Page) {
  await toCompanyDetails(page);
  await completeCompanyDetails(page);
  await routeIs(page, 'NSPersonDetails');
  await page.locator('[id="applicants.0.TitleCode"]').selectOption('Mr');
  await page.locator('[id="applicants.0.MaritalStatusCode"]').selectOption('2');
  await page.locator('[id="applicants.0.MobileNumber"]').fill('91234567');
  await page.locator('[id="applicants.0.Email_Address"]').fill('wei.ming@merlion.example.sg');
  await openApplicant(page, 1);
  await page.locator('[id="applicants.1.MobileNumber"]').fill('98765432');
  await page.locator('[id="applicants.1.Email_Address"]').fill('mei.ling@merlion.example.sg');
  const joint = page.locator('[id="applicants.0.isJointContributerForMortgageLoan"]');
  if (await joint.count()) await joint.selectOption('NO');
  await page.getByRole('button', { name: 'Next' }).click();
  await completeAccountAndDeclarations(page);
  await routeIs(page, 'Preview');
  await expect(page.getByTestId('summary-amount')).toHaveText('SGD 150,000.00');
}

const summaryHeading = (page: Page) => page.getByRole('heading', { name: 'SME e-Financing Application Summary' });
const notice = (page: Page) => page.getByTestId('route-notice');

test('deep links: Welcome opens the status enquiry, ResumeApplication the resume entry', async ({ page }) => {
  await page.goto(`${app()}/Welcome`);
  await routeIs(page, 'Welcome');
  await expect(page.getByText(messages.welcomeBack)).toBeVisible();
  await expect(notice(page)).toBeEmpty();

  // The link in the bank's e-mail to another authorised person opens in a tab of its own.
  const mail = await page.context().newPage();
  await mail.goto(`${app()}/ResumeApplication`);
  await routeIs(mail, 'ResumeApplication');
  await expect(mail.getByText(messages.welcomeBack)).toBeVisible();
  await expect(notice(mail)).toBeEmpty();
  await mail.close();

  // A later step of the form by address, in a tab with no application yet: the start page, and the page says why.
  const fresh = await page.context().newPage();
  await fresh.goto(`${app()}/DeclarationsDetails`);
  await routeIs(fresh, 'FinanceDetails');
  await expect(notice(fresh)).toHaveText(messages.pageNotYet);
});

test('a reload on a step comes back to the same step, with what it showed', async ({ page }) => {
  await toCompanyDetails(page);
  await page.reload();
  await routeIs(page, 'CompanyDetails');
  await expect(page.getByText(COMPANY)).toBeVisible();
  await expect(notice(page)).toBeEmpty();
});

test('Back on Company Details leaves for the page before the application, and Forward returns to it', async ({ page }) => {
  // The page the applicant came from (the bank's site, in life).
  await page.goto(`${bank.baseURL}/api/health`);
  await toCompanyDetails(page);
  // Neither the identity return nor the start page can be gone back to: the application exists at the bank.
  await page.goBack();
  await expect(page).toHaveURL(`${bank.baseURL}/api/health`);
  await page.goForward();
  await routeIs(page, 'CompanyDetails');
  await expect(page.getByText(COMPANY)).toBeVisible();
  await expect(notice(page)).toBeEmpty();
});

test("Back on the Summary is the chart's Back: the declarations, then the account", async ({ page }) => {
  await toSummary(page);
  await page.goBack();
  await routeIs(page, 'DeclarationsDetails');
  await expect(page.getByRole('checkbox')).toBeVisible();
  await expect(notice(page)).toBeEmpty();
  await page.goBack();
  await routeIs(page, 'AccountDetails');
  await expect(page.locator('#disbursement_Branch_Code')).toBeVisible();
  await expect(notice(page)).toBeEmpty();
});

test('Forward after Back returns to the Summary as it was', async ({ page }) => {
  await toSummary(page);
  await page.goBack();
  await routeIs(page, 'DeclarationsDetails');
  await expect(page.getByRole('checkbox')).toBeVisible();
  await page.goForward();
  await routeIs(page, 'Preview');
  await expect(summaryHeading(page)).toBeVisible();
  await expect(page.getByTestId('summary-amount')).toHaveText('SGD 150,000.00');
  await expect(notice(page)).toBeEmpty();
  // And Back again works from there.
  await page.goBack();
  await routeIs(page, 'DeclarationsDetails');
});
