import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startMockPass, type MockPass } from '../scripts/mockpass';
import { sourceMapDirOf } from '../scripts/buildOutput';
import { buildUatFrontEnd, uatLikeBankEnv } from '../scripts/uatLike';
import { freePort, startSandboxBank, type SandboxBank } from './support/server';
import { completeAccountAndDeclarations } from './pages/declarations';
import { openApplicant } from './pages/persons';
import { acceptStartDeclaration, chooseProduct, fillAmountAndTenure } from './pages/start';
import { routeIs } from './support/routes';

/**
 * The identity round trip as UAT and PROD make it (spec 1, 4.1; spec 2, 2.15): a UAT build of the front
 * end, the bank exchanging codes with MockPass (a Myinfo v3 provider), a MockPass persona signing in on
 * MockPass's own pages. The test starts and stops MockPass, the build and the bank itself.
 */
const PERSON = { nric: 'S9812381D', name: 'TAN HENG HUAT', uen: '201612381W', company: 'PEARL GARDEN TRADING PTE. LTD.' };

let mockpass: MockPass;
let bank: SandboxBank;
let webRoot: string;

test.beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'uat-web-'));
  buildUatFrontEnd(webRoot);
  mockpass = await startMockPass();
  const port = await freePort();
  bank = await startSandboxBank({ port, env: uatLikeBankEnv(mockpass, `http://127.0.0.1:${port}`, webRoot) });
});

test.afterAll(async () => {
  await bank?.stop();
  await mockpass?.stop();
  for (const dir of [webRoot, sourceMapDirOf(webRoot)]) rmSync(dir, { recursive: true, force: true });
});

/** The start page to Proceed on the consent popup: the browser leaves the app for the provider. */
async function leaveForMockPass(page: Page) {
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await routeIs(page, 'FinanceDetails');
  await chooseProduct(page);
  await fillAmountAndTenure(page, '150000', 3);
  await acceptStartDeclaration(page);
  await page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  const consent = page.getByTestId('consent-popup');
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${mockpass.port}/singpass/`));
}

/** MockPass's Singpass login page ("or with your own user"), then its Myinfo consent page. */
async function signInAtMockPass(page: Page, nric: string) {
  // The page's Login opens the sign-in panel; "or with your own user" takes any NRIC MockPass knows.
  await page.locator('#loginModelbtn:visible').first().click();
  const own = page.locator('form[action="/singpass/authorize/custom-profile"]');
  await own.locator('input[name="nric"]').fill(nric);
  await own.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/consent\/oauth2\/authorize/);
  await page.locator('#allow').check();
  await page.locator('form [type="submit"]').first().click();
}

test('a MockPass persona signs in at the provider and the application reaches submit', async ({ page }) => {
  await leaveForMockPass(page);
  const returned = page.waitForURL(/\/rsmedigitalfinancing\/MyInfoLanding\?.*code=/);
  await signInAtMockPass(page, PERSON.nric);
  await returned;
  // The page reads code and state, hands the code to the bank, and the person's details arrive.
  await routeIs(page, 'CompanyDetails');
  await expect(page.getByText(PERSON.company)).toBeVisible();
  await expect(page.getByText(PERSON.uen)).toBeVisible();
  await page.locator('input[name="isMailAddressSameAsRegisterAddress"][value="Y"]').check();
  await page.locator('#LatestFinancialYearEndDate').fill(`${new Date().getFullYear() - 1}-12-31`);
  await page.locator('#AnnualRevenue1').fill('1850000');
  await page.locator('#ProfitOrLossBeforeTax1').fill('120000');
  await page.getByRole('button', { name: 'Next' }).click();

  await routeIs(page, 'NSPersonDetails');
  // Prefilled from MockPass's Myinfo record of S9812381D.
  await expect(page.locator('main')).toContainText(PERSON.name);
  await page.locator('[id="applicants.0.TitleCode"]').selectOption('Mr');
  await page.locator('[id="applicants.0.MaritalStatusCode"]').selectOption('2');
  await page.locator('[id="applicants.0.MobileNumber"]').fill('91238123');
  await page.locator('[id="applicants.0.Email_Address"]').fill('heng.huat@pearl.example.sg');
  await openApplicant(page, 1);
  await page.locator('[id="applicants.1.MobileNumber"]').fill('98238238');
  await page.locator('[id="applicants.1.Email_Address"]').fill('freya@pearl.example.sg');
  const joint = page.locator('[id="applicants.0.isJointContributerForMortgageLoan"]');
  if (await joint.count()) await joint.selectOption('NO');
  await page.getByRole('button', { name: 'Next' }).click();

  await completeAccountAndDeclarations(page);

  await routeIs(page, 'Preview');
  await expect(page.getByTestId('summary-uen')).toHaveText(PERSON.uen);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  // This bank has no SMS gateway (OTP API off): the bar says so and any six digits pass.
  await page.getByLabel('Enter the 6-digit OTP').fill('246810');
  await page.getByRole('button', { name: 'Next' }).click();
  const offers = page.getByRole('dialog');
  await offers.getByRole('checkbox', { name: /Current Account/ }).check();
  await offers.getByRole('button', { name: 'DONE' }).click();
  await routeIs(page, 'SubmitDetails');
  await expect(page.getByTestId('application-number')).not.toBeEmpty();
});

test('a tampered state on return ends on the spec\'s error handling: home', async ({ page }) => {
  await leaveForMockPass(page);
  // The provider's answer is real; the state in it is changed on the way back to the app.
  let tampered = '';
  await page.route(/\/consent\/oauth2\/authorize/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const answer = await route.fetch({ maxRedirects: 0 });
    const back = new URL(answer.headers()['location'] ?? '', route.request().url());
    back.searchParams.set('state', `forged-${back.searchParams.get('state')}`);
    tampered = back.toString();
    await route.fulfill({ status: 302, headers: { location: tampered } });
  });
  await signInAtMockPass(page, PERSON.nric);
  expect(new URL(tampered).searchParams.get('code')).toBeTruthy();
  await routeIs(page, 'FinanceDetails');
  await expect(page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' })).toBeVisible();
  await expect(page.getByText(PERSON.company)).toHaveCount(0);
});

test('a code exchanged from another browser session is refused', async ({ page, browser }) => {
  await leaveForMockPass(page);
  // The victim's return address, code and state, is captured on its way back to the app.
  let captured = '';
  await page.route(/\/consent\/oauth2\/authorize/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const answer = await route.fetch({ maxRedirects: 0 });
    captured = new URL(answer.headers()['location'] ?? '', route.request().url()).toString();
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'held' });
  });
  await signInAtMockPass(page, PERSON.nric);
  await expect.poll(() => captured).toContain('code=');
  const { code, state } = Object.fromEntries(new URL(captured).searchParams) as { code: string; state: string };

  const attacker = await browser.newContext();
  try {
    // In the attacker's browser the return page does not take a state its own journey did not issue.
    const other = await attacker.newPage();
    await other.goto(captured);
    await routeIs(other, 'FinanceDetails');
    await expect(other.getByText(PERSON.company)).toHaveCount(0);
    // Nor does the bank take the code from the attacker's own session: the sign-in was started elsewhere.
    const issued = await other.request.post(`${bank.baseURL}/api/Security`, { data: { appId: 'SMEDL-WEB' } });
    const token = ((await issued.json()) as { token: string }).token;
    const crossed = await other.request.post(`${bank.baseURL}/api/v1/SMEDL/GetSMEDigitalMyinfoData/${state}/${code}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(crossed.status()).toBe(403);
    expect(((await crossed.json()) as { message: string }).message).toBe(
      'This sign-in was started in another browser session: start the sign-in again from this browser.',
    );
  } finally {
    await attacker.close();
  }

  // The code was spent by the refusal: the victim's own return ends on M01, login unsuccessful, not on someone's data.
  await page.unroute(/\/consent\/oauth2\/authorize/);
  await page.goto(captured);
  await routeIs(page, 'InvalidEntity');
  await expect(page.getByText(PERSON.company)).toHaveCount(0);
});

test('the UAT build has no page where an NRIC is typed to sign in', async ({ page }) => {
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/MyInfoLanding?state=anything`);
  await routeIs(page, 'FinanceDetails');
  await expect(page.getByLabel('NRIC / UEN')).toHaveCount(0);
  const personas = await page.request.get(`${bank.baseURL}/api/sim/personas`);
  expect(personas.status()).toBe(404);
});
