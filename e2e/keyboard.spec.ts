import { expect, test, type APIRequestContext } from '@playwright/test';
import { A11yAudit } from './support/axe';
import { KeyboardUser } from './support/keyboard';
import { routeIs } from './support/routes';
import { sandboxBankForFile } from './support/suite';
import { DECLARATION_DOCUMENTS } from '../screens/DeclarationsDetails/documents';

/**
 * One Online (BTL) application from the start page to submitted with the keyboard alone (WCAG 2.1.1):
 * Tab, Shift+Tab, arrows, Space, Enter and typing, never a click. Every Tab stop shows its focus
 * (2.4.7), each new step takes focus to its heading (2.4.3), each dialog takes focus and gives it back,
 * and each dialog on the way passes axe like the screens of journey-paths.spec.ts.
 */
const PERSONA = { nric: 'S1234567D', mobile: '91234567', email: 'wei.ming@merlion.example.sg' };
const SECOND = { mobile: '98765432', email: 'mei.ling@merlion.example.sg' };

const bank = sandboxBankForFile();

// The date field takes its digits in the order of the browser's locale: month, day, year.
test.use({ locale: 'en-US' });

async function latestOtp(request: APIRequestContext, mobile: string): Promise<string> {
  let otp = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${bank.baseURL}/api/sim/otp-outbox/${mobile}`);
      const body = (await res.json()) as { messages: { otp: string }[] };
      otp = body.messages[0]?.otp ?? '';
      return otp;
    })
    .toMatch(/^\d{6}$/);
  return otp;
}

test('an Online application from the start page to submitted, by keyboard alone', async ({ page, request }) => {
  const user = new KeyboardUser(page);
  const audit = new A11yAudit();
  const main = page.locator('main');
  const dialog = page.getByRole('dialog');
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await routeIs(page, 'FinanceDetails');

  // Start page: the product's Important Note takes focus; Proceed brings the financing section it
  // unlocks into view and puts focus on its heading, where the keyboard goes on.
  const online = page.getByRole('button', { name: 'Choose Online' });
  await user.activate(online);
  await user.expectFocusInDialog();
  await audit.check(page, 'FinanceDetails');
  await user.activate(dialog.getByRole('button', { name: 'Proceed' }));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Online selected' })).toBeVisible();
  await expect(page.locator('summary').filter({ hasText: 'Financing details' })).toBeFocused();

  await user.typeInto(page.getByLabel('Financing amount (S$)'), '150000');
  await user.chooseRadio(page.getByLabel(/^3 years/));
  for (const title of ['Declaration', 'Terms and Conditions']) {
    const link = page.getByRole('button', { name: title, exact: true });
    await user.activate(link);
    await user.expectFocusInDialog();
    await audit.check(page, 'FinanceDetails');
    await user.activate(page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Close' }));
    await expect(link).toBeFocused();
  }
  await user.tick(page.getByRole('checkbox', { name: /I have read and agree/ }));
  await user.activate(page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }));

  const consent = page.getByTestId('consent-popup');
  await user.expectFocusInDialog();
  await audit.check(page, 'FinanceDetails');
  await user.tick(consent.getByRole('checkbox'));
  await user.activate(consent.getByRole('button', { name: 'Proceed' }));

  // The sandbox's identity return page: the form sends on Enter.
  await routeIs(page, 'MyInfoLanding');
  await user.expectStepHeadingFocused();
  await user.typeInto(page.getByLabel('NRIC / UEN'), PERSONA.nric);
  await user.press('Enter');

  await routeIs(page, 'CompanyDetails');
  await user.expectStepHeadingFocused();
  await user.chooseRadio(page.locator('input[name="isMailAddressSameAsRegisterAddress"][value="Y"]'));
  await user.typeInto(page.locator('#LatestFinancialYearEndDate'), `1231${new Date().getFullYear() - 1}`);
  await expect(page.locator('#LatestFinancialYearEndDate')).toHaveValue(`${new Date().getFullYear() - 1}-12-31`);
  await user.typeInto(page.locator('#AnnualRevenue1'), '1850000');
  await user.typeInto(page.locator('#ProfitOrLossBeforeTax1'), '-12500.50');
  await user.activate(main.getByRole('button', { name: 'Next' }));

  await routeIs(page, 'NSPersonDetails');
  await user.expectStepHeadingFocused();
  await user.selectOption(page.locator('[id="applicants.0.TitleCode"]'), (v) => v === 'Mr');
  await user.selectOption(page.locator('[id="applicants.0.MaritalStatusCode"]'), (v) => v !== '');
  await user.typeInto(page.locator('[id="applicants.0.MobileNumber"]'), PERSONA.mobile);
  await user.typeInto(page.locator('[id="applicants.0.Email_Address"]'), PERSONA.email);
  const joint = page.locator('[id="applicants.0.isJointContributerForMortgageLoan"]');
  if (await joint.count()) await user.selectOption(joint, (v) => v === 'NO');
  // The second director's section opens with Enter on its summary.
  const second = page.locator('details.section').filter({ has: page.locator('[id="applicants.1.MobileNumber"]') });
  await user.activate(second.locator('summary'));
  await user.typeInto(page.locator('[id="applicants.1.MobileNumber"]'), SECOND.mobile);
  await user.typeInto(page.locator('[id="applicants.1.Email_Address"]'), SECOND.email);
  await user.activate(main.getByRole('button', { name: 'Next' }));

  await routeIs(page, 'AccountDetails');
  await user.expectStepHeadingFocused();
  await user.selectOption(page.locator('#disbursement_Branch_Code'), (v) => v !== '');
  const account = page.locator('select#disbursement_Branch_Account_No');
  if (await account.count()) await user.selectOption(account, (v) => v !== '');
  await user.activate(main.getByRole('button', { name: 'Next' }));

  // Declarations: five documents open in a new tab, the police advisory in a dialog.
  await routeIs(page, 'DeclarationsDetails');
  await user.expectStepHeadingFocused();
  for (const { id } of DECLARATION_DOCUMENTS) {
    const link = page.locator(`[data-document="${id}"]`);
    if (id === 'AL3') {
      await user.activate(link);
      await user.expectFocusInDialog();
      await audit.check(page, 'DeclarationsDetails');
      await user.activate(dialog.getByRole('button', { name: 'Close' }));
      await expect(link).toBeFocused();
    } else {
      await user.tabTo(link);
      const [tab] = await Promise.all([page.context().waitForEvent('page'), user.press('Enter')]);
      await tab.close();
    }
  }
  await user.tick(main.getByRole('checkbox'));
  await user.activate(main.getByRole('button', { name: 'Next' }));

  // Summary, then the OTP step: the code from the SIM outbox, sent with Enter.
  await routeIs(page, 'Preview');
  await user.expectStepHeadingFocused();
  await user.tick(main.getByRole('checkbox'));
  await user.activate(main.getByRole('button', { name: 'Submit' }));
  const otpField = page.getByLabel('Enter the 6-digit OTP');
  await expect(otpField).toBeEnabled();
  await expect(otpField).toBeFocused();
  await audit.check(page, 'Preview');
  await page.keyboard.type(await latestOtp(request, PERSONA.mobile));
  await user.press('Enter');

  // The non-lending offers (first user): a dialog that takes focus; NOT NOW goes on.
  await user.expectFocusInDialog();
  await audit.check(page, 'Preview');
  await user.activate(dialog.getByRole('button', { name: 'NOT NOW' }));

  await routeIs(page, 'SubmitDetails');
  await user.expectStepHeadingFocused();
  await expect(page.getByTestId('application-number')).toHaveText(/\S{6,}/);
  await audit.check(page, 'SubmitDetails');

  expect(user.invisibleFocus, 'Tab stops without a visible focus indicator').toEqual([]);
  audit.expectNone();
});
