import { expect, test, type APIRequestContext } from '@playwright/test';
import { recordCoverage } from './support/coverage';
import { sandboxBankForFile } from './support/suite';
import { openApplicant } from './pages/persons';
import { acceptStartDeclaration, chooseProduct, fillAmountAndTenure } from './pages/start';
import { errorSummaryLink, fieldError, routeIs } from './support/routes';

/**
 * The walking skeleton, end to end: one Online (BTL) application from the start page to the
 * thank-you page, in Chromium, through the real UI, against the real sandbox bank and its database.
 * Then the bank restarts on the same data folder and the application is found again.
 */
const PERSONA = { uen: '201512345K', nric: 'S1234567D', mobile: '91234567', email: 'wei.ming@merlion.example.sg' };
const SECOND = { mobile: '98765432', email: 'mei.ling@merlion.example.sg' };

const bank = sandboxBankForFile();

async function latestOtp(request: APIRequestContext, mobile: string): Promise<string> {
  const res = await request.get(`${bank.baseURL}/api/sim/otp-outbox/${mobile}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { messages: { otp: string }[] };
  expect(body.messages.length).toBeGreaterThan(0);
  return body.messages[0].otp;
}


test('a BTL application from the start page to submitted, found again after a restart', async ({ page, request }) => {
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/`);

  // Financing start page (Online). Its icon is served: no 404 for a favicon on the first load.
  await routeIs(page, 'FinanceDetails');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBeTruthy();
  expect((await request.get(new URL(icon!, page.url()).toString())).status()).toBe(200);
  await chooseProduct(page);
  await fillAmountAndTenure(page, '150000', 3);
  await acceptStartDeclaration(page);
  await page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  const consent = page.getByTestId('consent-popup');
  await expect(consent.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Proceed' }).click();

  // Identity-service return page (SIM: NRIC entry with Confirm).
  await routeIs(page, 'MyInfoLanding');
  await expect(page).toHaveURL(/state=/);
  await expect(page.getByTestId('reference-no')).not.toBeEmpty();
  await page.getByLabel('NRIC / UEN').fill('S0000000X');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Invalid input. Please enter correct input.')).toBeVisible();
  await page.getByLabel('NRIC / UEN').fill(PERSONA.nric);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Company details; a reload comes back to the same step.
  await routeIs(page, 'CompanyDetails');
  await expect(page.getByText('MERLION PRECISION ENGINEERING PTE. LTD.')).toBeVisible();
  await page.reload();
  await routeIs(page, 'CompanyDetails');
  await expect(page.getByText('MERLION PRECISION ENGINEERING PTE. LTD.')).toBeVisible();
  await page.locator('input[name="isMailAddressSameAsRegisterAddress"][value="Y"]').check();
  await page.locator('#LatestFinancialYearEndDate').fill(`${new Date().getFullYear() - 6}-12-31`);
  await page.locator('#AnnualRevenue1').fill('1850000');
  await page.locator('#ProfitOrLossBeforeTax1').fill('-12500.50');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(fieldError(page, 'Latest financial information must be within 2 years from application date.')).toBeVisible();
  await expect(errorSummaryLink(page, 'Latest financial information must be within 2 years from application date.')).toBeVisible();
  // 31 December of last year is always inside the 2-year window, whatever today is.
  await page.locator('#LatestFinancialYearEndDate').fill(`${new Date().getFullYear() - 1}-12-31`);
  await page.getByRole('button', { name: 'Next' }).click();

  // Persons: the first user's contact form and the second director's contact.
  await routeIs(page, 'NSPersonDetails');
  await page.locator('[id="applicants.0.TitleCode"]').selectOption('Mr');
  await page.locator('[id="applicants.0.MaritalStatusCode"]').selectOption('2');
  await page.locator('[id="applicants.0.MobileNumber"]').fill('+6591234567');
  await page.locator('[id="applicants.0.Email_Address"]').fill(PERSONA.email);
  await openApplicant(page, 1);
  await page.locator('[id="applicants.1.MobileNumber"]').fill(SECOND.mobile);
  await page.locator('[id="applicants.1.Email_Address"]').fill(SECOND.email);
  await page.locator('[id="applicants.0.Email_Address"]').click();
  await expect(fieldError(page, 'Input 8 digit mobile number, excluding +65').first()).toBeVisible();
  await page.locator('[id="applicants.0.MobileNumber"]').fill(PERSONA.mobile);
  const joint = page.locator('[id="applicants.0.isJointContributerForMortgageLoan"]');
  if (await joint.count()) await joint.selectOption('NO');
  await page.getByRole('button', { name: 'Next' }).click();

  // Account details.
  await routeIs(page, 'AccountDetails');
  await page.locator('#disbursement_Branch_Code').selectOption({ index: 1 });
  await page.locator('#disbursement_Branch_Account_No').selectOption('0987654321');
  await page.getByRole('button', { name: 'Next' }).click();

  // Declarations: the box can be ticked only after every link was opened.
  await routeIs(page, 'DeclarationsDetails');
  await expect(page.getByRole('checkbox')).toBeDisabled();
  // AL3 opens the police advisory pop-up; the other five documents open in a new tab.
  for (const id of ['AL1', 'AL2', 'AL4', 'AL5', 'AL6']) {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.locator(`[data-document="${id}"]`).click()]);
    await tab.close();
  }
  await page.getByRole('button', { name: 'Police Advisory' }).click();
  await expect(page.getByRole('dialog')).toContainText('$250,000');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Summary, then the OTP bar: one wrong entry, then the code from the SIM outbox.
  await routeIs(page, 'Preview');
  await expect(page.getByRole('heading', { name: 'SME e-Financing Application Summary' })).toBeVisible();
  await expect(page.getByTestId('summary-amount')).toHaveText('SGD 150,000.00');
  await expect(page.getByTestId('summary-uen')).toHaveText(PERSONA.uen);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('otp-sent')).toContainText('OTP has been sent to +65 ****4567');
  const otp = await latestOtp(request, PERSONA.mobile);
  const wrong = otp === '000000' ? '111111' : '000000';
  await page.getByLabel('Enter the 6-digit OTP').fill(wrong);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('otp-notice')).toHaveText('The OTP entered has expired/ is invalid. Please re-enter the 6-digit OTP. 2 tries left.');
  await page.getByLabel('Enter the 6-digit OTP').fill(otp);
  await page.getByRole('button', { name: 'Next' }).click();

  // Non-lending opt-in (first user): DONE needs a choice, NOT NOW only without one.
  const offers = page.getByRole('dialog');
  await expect(offers.getByRole('button', { name: 'DONE' })).toBeDisabled();
  await offers.getByRole('checkbox', { name: /Current Account/ }).check();
  await expect(offers.getByRole('button', { name: 'NOT NOW' })).toBeDisabled();
  await offers.getByRole('button', { name: 'DONE' }).click();

  // Thank-you page with the application number and the product chosen with it.
  await routeIs(page, 'SubmitDetails');
  const applicationNo = (await page.getByTestId('application-number').textContent())?.trim() ?? '';
  expect(applicationNo).toMatch(/\S{6,}/);
  await expect(page.getByRole('heading', { name: 'Joint Application in Progress (1/2 Done)' })).toBeVisible();
  await expect(page.locator('main')).toContainText('Current Account');
  await recordCoverage(page, 'e2e-btl-application');

  // Restart the bank on the same data folder: the application is still there.
  await bank.restart();
  const token = ((await (await request.post(`${bank.baseURL}/api/Security`, { data: { appId: 'e2e' } })).json()) as { token: string }).token;
  const auth = { Authorization: `Bearer ${token}` };
  const lookup = await request.post(`${bank.baseURL}/api/v1/SMEDL/postStatusEnquiry`, {
    headers: auth,
    data: { type: 'Status', uen: PERSONA.uen, nric: PERSONA.nric },
  });
  expect(lookup.ok()).toBe(true);
  const found = (await lookup.json()) as { isSucess: boolean; model: { referenceNo: string; stateid: string; status: string; moblileNo: string } };
  expect(found.isSucess).toBe(true);
  expect(found.model.referenceNo).toBe(applicationNo);
  expect(found.model.status).toBe('SUBMITTED');
  expect(found.model.moblileNo).toBe(`****${PERSONA.mobile.slice(-4)}`);
  const statusPath = `${bank.baseURL}/api/v1/SMEDL/GetStatus/${found.model.stateid}/${found.model.referenceNo}`;
  // The lookup alone opens nothing; the OTP to the number on record does, under a new token.
  expect((await request.get(statusPath, { headers: auth })).status()).toBe(403);
  const otpTarget = `${found.model.moblileNo}/${found.model.stateid}/${found.model.referenceNo}/0`;
  expect((await request.post(`${bank.baseURL}/api/v1/OTP/OTPGeneration/${otpTarget}`, { headers: auth })).ok()).toBe(true);
  const resumeOtp = await latestOtp(request, PERSONA.mobile);
  const verified = (await (
    await request.post(`${bank.baseURL}/api/v1/OTP/OTPVerification/${found.model.moblileNo}/${resumeOtp}/${found.model.stateid}/${found.model.referenceNo}/0`, { headers: auth })
  ).json()) as { statusCode: string; token: string };
  expect(verified.statusCode).toBe('0');
  const status = await request.get(statusPath, { headers: { Authorization: `Bearer ${verified.token}` } });
  expect(status.ok()).toBe(true);
  const details = (await status.json()) as { model: { fields: { request: { StatusDtls: { ApplicationNo: string; ApplicationProgress: string; Amount: number } } } } };
  expect(details.model.fields.request.StatusDtls.ApplicationNo).toBe(applicationNo);
  expect(details.model.fields.request.StatusDtls.ApplicationProgress).toBe('application_pending');
  expect(details.model.fields.request.StatusDtls.Amount).toBe(150000);
});
