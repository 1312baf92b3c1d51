import { expect, test, type Page } from '@playwright/test';
import { POSTAL_CODES } from '../server/areas/address/postal';
import { messages } from '../src/domain/messages';
import { newestOtp, Officer } from './support/officer';
import { chooseDisbursementAccount } from './pages/account';
import { openEveryDocument } from './pages/declarations';
import { consentOnLanding } from './pages/myInfoLanding';
import { openApplicant } from './pages/persons';
import { chooseProduct, fillAmountAndTenure, retrieveIdentity } from './pages/start';
import { errorSummaryLink, fieldError, routeIs } from './support/routes';
import { sandboxBankForFile, recordCoverageOfEachTest } from './support/suite';
import { pageMessages } from '../src/domain/pageMessages';

/**
 * Every product up to submit, through the real UI in Chromium against the sandbox bank:
 * a Personalised Islamic application with two purposes and its property step, an AIP with an existing
 * Option to Purchase and its property details, a BTL with 3 persons with an edit from the summary that
 * returns to it and an OTP entered wrongly twice then right, and an OTP wrong three times (InvalidOTP);
 * and the other authorised person of a Personalised application, who resumes it from the e-mail link.
 */
const MERLION = { uen: '201512345K', nric: 'S1234567D', directors: 2 };
const LOTUS = { uen: '201823456G', nric: 'S7345612F', directors: 3 };
const BAKERY = { uen: '201911223R' }; // Personalised: two directors
const MOBILES = ['91234567', '82345678', '83456789'];

const bank = sandboxBankForFile();
recordCoverageOfEachTest('e2e-products');

const radio = (page: Page, name: string, value: string) => page.locator(`input[type="radio"][name="${name}"][value="${value}"]`);
const next = (page: Page) => page.locator('main').getByRole('button', { name: 'Next', exact: true }).click();

async function companyDetails(page: Page) {
  await routeIs(page, 'CompanyDetails');
  await radio(page, 'isMailAddressSameAsRegisterAddress', 'Y').check();
  // 31 December of last year is always inside the 2-year window (spec 1, 5.2).
  await page.locator('#LatestFinancialYearEndDate').fill(`${new Date().getFullYear() - 1}-12-31`);
  await page.locator('#AnnualRevenue1').fill('1850000');
  await page.locator('#ProfitOrLossBeforeTax1').fill('250000');
  await next(page);
}

/** Applicant 1's own details, then every applicant's contact. */
async function persons(page: Page, count: number) {
  await routeIs(page, 'NSPersonDetails');
  await expect(page.locator('[id$=".MobileNumber"][id^="applicants."]')).toHaveCount(count);
  await page.locator('[id="applicants.0.TitleCode"]').selectOption('Mr');
  await page.locator('[id="applicants.0.MaritalStatusCode"]').selectOption('2');
  for (let i = 0; i < count; i++) {
    await openApplicant(page, i);
    const holder = page.locator(`[id="applicants.${i}.holderId"]`);
    if (await holder.count()) await holder.selectOption({ index: 1 });
    await page.locator(`[id="applicants.${i}.MobileNumber"]`).fill(MOBILES[i]);
    await page.locator(`[id="applicants.${i}.Email_Address"]`).fill(`applicant${i + 1}@example.sg`);
    const joint = page.locator(`[id="applicants.${i}.isJointContributerForMortgageLoan"]`);
    if (await joint.count()) await joint.selectOption('NO');
  }
  await next(page);
}

/** An Online (BTL) application of a persona from the start page through its persons, up to the account step. */
async function onlineUpToAccount(page: Page, persona: { nric: string; directors: number }, amount: string, years: number) {
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await chooseProduct(page);
  await fillAmountAndTenure(page, amount, years);
  await retrieveIdentity(page, persona.nric);
  await companyDetails(page);
  await persons(page, persona.directors);
}

async function declarations(page: Page) {
  await routeIs(page, 'DeclarationsDetails');
  await openEveryDocument(page);
  await page.locator('main').getByRole('checkbox').check();
  await next(page);
}

async function enterOtp(page: Page, otp: string) {
  await page.getByLabel('Enter the 6-digit OTP').fill(otp);
  await page.getByRole('region', { name: 'One-time password' }).getByRole('button', { name: 'Next' }).click();
}

/** Submit on the summary, `wrong` wrong codes first, then (unless the tries run out) the code from the SIM outbox. */
async function submitWithOtp(page: Page, mobile: string, wrong = 0) {
  await routeIs(page, 'Preview');
  await page.locator('main').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('otp-sent')).toContainText(`OTP has been sent to +65 ****${mobile.slice(-4)}`);
  const otp = await newestOtp(page.request, bank.baseURL, mobile);
  const bad = otp === '000000' ? '111111' : '000000';
  const notices = [messages.otpTwoTriesLeft, messages.otpOneTryLeft];
  for (let i = 0; i < wrong; i++) {
    await enterOtp(page, bad);
    if (i < 2) await expect(page.getByTestId('otp-notice')).toHaveText(notices[i]);
  }
  if (wrong >= 3) return;
  await enterOtp(page, otp);
  // Non-lending opt-in (first user): NOT NOW while nothing is chosen.
  await page.getByRole('dialog').getByRole('button', { name: 'NOT NOW' }).click();
}

test('a Personalised Islamic application with two purposes and its property step, submitted', async ({ page }) => {
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await routeIs(page, 'FinanceDetails');
  await chooseProduct(page, 'Personalised');
  const amount = page.getByLabel('Total financing amount (S$)');
  await expect(amount).toBeDisabled();
  await page.getByLabel('Working Capital', { exact: true }).check();
  await page.getByLabel('Property', { exact: true }).check();
  await amount.fill('500000');
  await radio(page, 'financingType', 'Islamic').check();
  await page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  // Islamic needs the Halal declaration: the form says so and goes nowhere.
  await routeIs(page, 'FinanceDetails');
  await page.getByLabel(/I declare that the financing and my business activities are Halal/).check();
  await retrieveIdentity(page, MERLION.nric);

  await companyDetails(page);
  // Personalised takes 2 applicants: applicant 1 and the one picked from the holders.
  await persons(page, 2);

  // The Property purpose brings the standard property step.
  await routeIs(page, 'PropertyDetails');
  await next(page);
  await expect(fieldError(page, 'Select "Type of financing" option.')).toBeVisible();
  await expect(errorSummaryLink(page, 'Select "Type of financing" option.')).toBeVisible();
  await radio(page, 'typeOfFinance', 'NEW_PURCHASE').check();
  await radio(page, 'purpose', 'IS_FOR_REN_AND_INVEST').check();
  await radio(page, 'propertyInMind', 'N').check();
  await next(page);

  await declarations(page);
  await routeIs(page, 'Preview');
  await expect(page.locator('main')).toContainText('Islamic');
  await expect(page.locator('main')).toContainText('Working Capital');
  await expect(page.locator('main')).toContainText('New Purchase');
  await submitWithOtp(page, MOBILES[0]);
  await routeIs(page, 'HSubmitDetails');
  await expect(page.getByTestId('application-number')).toHaveText(/\S{6,}/);
});

test('an AIP with an existing Option to Purchase and its property details, submitted', async ({ page }) => {
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await chooseProduct(page, 'Approval In-Principle (property)');
  await radio(page, 'isExistingOTPAvailable', 'Y').check();
  await page.getByLabel('Total financing amount (S$)').fill('150000');
  await page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  await expect(fieldError(page, messages.amountRangeProperty).first()).toBeVisible();
  await page.getByLabel('Total financing amount (S$)').fill('1200000');
  await retrieveIdentity(page, MERLION.nric);

  await companyDetails(page);
  await persons(page, 2);

  await routeIs(page, 'APropertyDetails');
  // The in-principle approval is not a loan offer: said when an Option to Purchase exists.
  await expect(page.locator('main')).toContainText(/not a loan offer/i);
  await radio(page, 'typeOfFinance', 'NEW_PURCHASE').check();
  await radio(page, 'purpose', 'IS_FOR_BIZ_OPER').check();
  await radio(page, 'propertyInMind', 'Y').check();
  await page.getByLabel('Property type').selectOption('COMM');
  await page.getByLabel('Purchase price').fill('1500000');
  await radio(page, 'isLeaseHold', 'N').check();
  await page.getByLabel('Postal code').fill(POSTAL_CODES[0]);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('addressType')).not.toBeEmpty();
  await expect(page.getByLabel('Street Name', { exact: true })).not.toHaveValue('');
  // A local address needs its level and unit too (spec 2, 5 by address type): the search does not give them.
  await page.getByLabel('Level', { exact: true }).fill('05');
  await page.getByLabel('Unit No.', { exact: true }).fill('12');
  await radio(page, 'isSixMonthsBankBalWithSMEBank', 'Y').check();
  await radio(page, 'isActiveBizAcctWithOtherBanks', 'N').check();
  await page.getByLabel('Latest annual interest expense', { exact: true }).fill('12000');
  await page.getByLabel('Latest annual depreciation or amortisation', { exact: true }).fill('8000.50');
  await next(page);

  await declarations(page);
  await routeIs(page, 'Preview');
  await expect(page.locator('main')).toContainText('Commercial');
  await submitWithOtp(page, MOBILES[0]);
  await routeIs(page, 'HSubmitDetails');
});

test('a BTL with 3 persons; an edit from the summary returns to it; an OTP wrong twice, then right', async ({ page }) => {
  await onlineUpToAccount(page, LOTUS, '150000', 3);
  await routeIs(page, 'AccountDetails');
  await chooseDisbursementAccount(page);
  await next(page);
  await declarations(page);

  // The summary lists the three persons; the financing edit opens the start page in edit mode and returns.
  await routeIs(page, 'Preview');
  await expect(page.getByTestId('summary-amount')).toHaveText('SGD 150,000.00');
  await page.locator('main [data-edit-section="financing"]').first().click();
  await routeIs(page, 'editdetails');
  await expect(page).toHaveURL(/refNo=/);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByLabel('Financing amount (S$)').fill('180000');
  await page.getByLabel('Financing amount (S$)').blur();
  await page.getByRole('button', { name: 'Continue' }).click();
  await routeIs(page, 'Preview');
  await expect(page.getByTestId('summary-amount')).toHaveText('SGD 180,000.00');

  // The company edit: Next goes straight back to the summary (from=preview).
  await page.locator('main [data-edit-section="company"]').first().click();
  await routeIs(page, 'CompanyDetails');
  await next(page);
  await routeIs(page, 'Preview');

  await submitWithOtp(page, MOBILES[0], 2);
  await routeIs(page, 'SubmitDetails');
  await expect(page.getByRole('heading', { name: messages.jointApplicationInProgress(1, LOTUS.directors) })).toBeVisible();
});

test('an OTP wrong three times ends on InvalidOTP', async ({ page }) => {
  await onlineUpToAccount(page, MERLION, '100000', 2);
  await chooseDisbursementAccount(page);
  await next(page);
  await declarations(page);
  await submitWithOtp(page, MOBILES[0], 3);
  await routeIs(page, 'InvalidOTP');
  await expect(page.getByTestId('error-message')).toHaveText(pageMessages.otpExceededBody);
});

test('the other authorised person resumes from the e-mail link, completes only their own details and submits', async ({ page }) => {
  // The first user has submitted a Personalised application of two directors (officer console, SIM).
  const application = await new Officer(page.request, bank.baseURL).create({ uen: BAKERY.uen, product: 'PBF', submitted: 'first' });
  const me = application.applicants.find((a) => a.order === 2)!;
  const mobile = `9${me.idNumber.slice(1, 8)}`;

  // The link of the invitation e-mail opens the resume form: Resume is the only choice there.
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/ResumeApplication`);
  await routeIs(page, 'ResumeApplication');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByLabel('UEN').fill(BAKERY.uen);
  await page.getByLabel('NRIC/FIN').fill(me.idNumber);
  await page.getByRole('button', { name: 'Submit' }).click();
  await enterOtp(page, await newestOtp(page.request, bank.baseURL, mobile));

  // The identity service, as themselves; then the sub-applicant landing (not the term loan).
  await routeIs(page, 'MyInfoLanding');
  await expect(page.getByTestId('reference-no')).toHaveText(application.referenceNo);
  await consentOnLanding(page);
  await page.getByLabel('NRIC / UEN').fill(me.idNumber);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await routeIs(page, 'SubAPLanding');
  await expect(page.getByTestId('application-number')).toHaveText(application.referenceNo);
  await page.locator('main').getByRole('button', { name: 'Continue' }).click();

  // PersonDetails: their own entry only, no Back; the first user's entry is read-only.
  await routeIs(page, 'PersonDetails');
  await expect(page.locator('main').getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.locator('[id="applicants.0.MobileNumber"]')).toHaveCount(0);
  await page.locator('[id="applicants.1.TitleCode"]').selectOption('Mr');
  await page.locator('[id="applicants.1.MaritalStatusCode"]').selectOption('2');
  await page.locator('[id="applicants.1.MobileNumber"]').fill('87654321');
  await page.locator('[id="applicants.1.Email_Address"]').fill('second@example.sg');
  await next(page);

  // Straight to the declarations: the application's own steps are the first user's.
  await declarations(page);
  await routeIs(page, 'Preview');
  await expect(page.locator('main [data-edit-section="company"]')).toHaveCount(0);
  await page.locator('main').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('otp-sent')).toContainText('OTP has been sent to +65 ****4321');
  await enterOtp(page, await newestOtp(page.request, bank.baseURL, '87654321'));
  // Both have now submitted: the application is complete.
  await routeIs(page, 'HSubmitDetails');
  await expect(page.locator('main')).toContainText(application.referenceNo);
});
