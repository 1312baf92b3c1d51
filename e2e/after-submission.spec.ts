import { expect, test, type Page } from '@playwright/test';
import { format, addDays, subDays } from 'date-fns';
import { messages } from '../src/domain/messages';
import { minimalPdf, minimalPng } from '../tests/server/helpers/files';
import { Officer, lookupMobile, newestOtp } from './support/officer';
import { fieldError, errorSummaryLink, routeIs } from './support/routes';
import { sandboxBankForFile, recordCoverageOfEachTest } from './support/suite';
import { consentOnLanding } from './pages/myInfoLanding';
import { openApplicant } from './pages/persons';
import { acceptStartDeclaration, chooseProduct, fillAmountAndTenure } from './pages/start';
import { pageMessages } from '../src/domain/pageMessages';

/**
 * Every page after submission, reached the way a returning applicant reaches it, through
 * Welcome (status lookup, OTP), in Chromium against the sandbox bank. The officer console API puts
 * each application where the page needs it: product, progress code, AIP response, letter of offer.
 */
const MERLION = { uen: '201512345K', nric: 'S1234567D' }; // LC: confirms a board meeting date
const KOPI = { uen: '53312345D', nric: 'S7534127Z' }; // sole proprietor: no board meeting
const BAKERY = { uen: '201911223R' };
const AERO = { uen: '201634567E' };

const bank = sandboxBankForFile();
recordCoverageOfEachTest('e2e-after');

/** The first applicant's NRIC of an application, as the officer console lists it. */
async function firstNric(refNo: string): Promise<string> {
  const res = await fetch(`${bank.baseURL}/api/sim/officer/applications`);
  const body = (await res.json()) as { applications: { referenceNo: string; applicants: { order: number; idNumber: string }[] }[] };
  const app = body.applications.find((a) => a.referenceNo === refNo)!;
  return app.applicants.find((a) => a.order === 1)!.idNumber;
}

/** Welcome: Status Enquiry / View Offer (or Resume), UEN and NRIC/FIN, then the OTP sent to the saved mobile. */
async function enquire(page: Page, uen: string, nric: string, option: 'Status' | 'Resume' = 'Status') {
  const mobile = await lookupMobile(page.request, bank.baseURL, uen, nric, option);
  const before = await newestOtp(page.request, bank.baseURL, mobile).catch(() => '');
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/Welcome`);
  await routeIs(page, 'Welcome');
  await expect(page.getByRole('heading', { name: messages.welcomeBack })).toBeVisible();
  await page.getByLabel(option === 'Status' ? 'Status Enquiry / View Offer' : 'Resume Application').check();
  await page.getByLabel('UEN').fill(uen);
  await page.getByLabel('NRIC/FIN').fill(nric);
  await page.getByRole('button', { name: 'Submit' }).click();
  const otp = await newestOtp(page.request, bank.baseURL, mobile, before);
  await expect(page.getByText(`${messages.otpSentPrefix}`, { exact: false })).toBeVisible();
  await page.getByLabel('Enter the 6-digit OTP').fill(otp);
  await page.getByRole('region', { name: 'One-time password' }).getByRole('button', { name: 'Next' }).click();
}

const today = () => new Date();
const ymd = (d: Date) => format(d, 'yyyy-MM-dd');

/** Every status page reached through Welcome, by product and progress code: one test per case, each a new visitor. */
type Case = {
  product: 'BTL' | 'PBF' | 'AIP';
  uen: string;
  progress: string;
  route: string;
  text: string | RegExp;
  submitted?: 'first' | 'all';
  aip?: 'noProperty' | 'freehold' | 'leasehold' | 'leaseholdJtc';
};
const cases: Case[] = [
  { product: 'BTL', uen: MERLION.uen, progress: 'LP', route: 'SubmitDetails', text: /Thank you|Joint Application in Progress|Submission in Progress/ },
  { product: 'BTL', uen: MERLION.uen, progress: 'application_pending', submitted: 'first', route: 'StatusProgress', text: pageMessages.onHold },
  { product: 'BTL', uen: MERLION.uen, progress: 'application_complete', route: 'StatusComplete', text: messages.applicationReceived },
  { product: 'BTL', uen: MERLION.uen, progress: 'LI', route: 'ReviewOffer', text: /offer/i },
  { product: 'BTL', uen: MERLION.uen, progress: 'UM', route: 'ReviewOffer', text: /Relationship Manager/ },
  { product: 'BTL', uen: MERLION.uen, progress: 'LE', route: 'ExpiredLoanOffer', text: messages.offerExpired },
  { product: 'BTL', uen: MERLION.uen, progress: 'DI', route: 'Disbursement', text: /disbursement/i },
  { product: 'BTL', uen: MERLION.uen, progress: 'DC', route: 'Disbursement', text: /disburse/i },
  { product: 'BTL', uen: MERLION.uen, progress: 'RJ', route: 'Disbursement', text: /unsuccessful/i },
  { product: 'PBF', uen: BAKERY.uen, progress: 'HLP', route: 'HSubmitDetails', text: /Thank you|Joint Application in Progress|Submission in Progress/ },
  { product: 'PBF', uen: BAKERY.uen, progress: 'HLA', route: 'HStatusInfoDetails', text: /approved/i },
  { product: 'PBF', uen: BAKERY.uen, progress: 'HUM', route: 'HStatusReject', text: 'Oops!' },
  { product: 'AIP', uen: AERO.uen, progress: 'LAP', route: 'AStatusInfoDetails', text: /expir/i },
  { product: 'AIP', uen: AERO.uen, progress: 'ALP', aip: 'noProperty', route: 'AStatusApprovalDetails', text: /Up to \d+ years/ },
  { product: 'AIP', uen: AERO.uen, progress: 'AUM', route: 'AStatusReject', text: /unable to process/i },
  { product: 'AIP', uen: AERO.uen, progress: 'AEX', route: 'AStatusReject', text: /expired/i },
  { product: 'AIP', uen: AERO.uen, progress: 'ARJ', route: 'HStatusReject', text: 'Oops!' },
];
for (const c of cases) {
  test(`the status page of ${c.product} ${c.progress} is ${c.route}, reached through Welcome`, async ({ page }) => {
    const officer = new Officer(page.request, bank.baseURL);
    const app = await officer.create({
      uen: c.uen,
      product: c.product,
      progress: c.progress as never,
      submitted: c.submitted ?? 'all',
      isExistingOTPAvailable: c.product === 'AIP' ? 'N' : '',
    });
    if (c.aip) await officer.aip(app.referenceNo, c.aip);
    if (c.progress === 'DC') await officer.progress(app.referenceNo, 'DC');
    const nric = await firstNric(app.referenceNo);
    await enquire(page, c.uen, nric);
    await routeIs(page, c.route);
    await expect(page.locator('main')).toContainText(c.text);
    await expect(page.locator('main')).toContainText(app.referenceNo);
  });
}

test('an expired application opens InvalidApplication; a cancelled one says so on Welcome', async ({ page }) => {
  const officer = new Officer(page.request, bank.baseURL);
  const expired = await officer.create({ uen: KOPI.uen, product: 'BTL', progress: 'application_pending' });
  await officer.dates(expired.referenceNo, { expire: true });
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/Welcome`);
  await routeIs(page, 'Welcome');
  await page.getByLabel('Status Enquiry / View Offer').check();
  await page.getByLabel('UEN').fill(KOPI.uen);
  await page.getByLabel('NRIC/FIN').fill(KOPI.nric);
  await page.getByRole('button', { name: 'Submit' }).click();
  await routeIs(page, 'InvalidApplication');
  await expect(page.locator('main')).toContainText(messages.applicationExpired);

  // Cancel from the thank-you page, with its confirmation; a later enquiry reports CANCELLED.
  const app = await officer.create({ uen: KOPI.uen, product: 'BTL', progress: 'LP' });
  await page.evaluate(() => sessionStorage.clear());
  await enquire(page, KOPI.uen, KOPI.nric);
  await routeIs(page, 'SubmitDetails');
  // Save PDF: the application summary from the bank, named after the application number.
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  expect((await pdf).suggestedFilename()).toBe(`${app.referenceNo}.pdf`);
  await page.getByRole('button', { name: 'Cancel Application' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel Application' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Yes|Confirm|Cancel Application/ }).click();
  await routeIs(page, 'AppCancelled');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/Welcome`);
  await page.getByLabel('Status Enquiry / View Offer').check();
  await page.getByLabel('UEN').fill(KOPI.uen);
  await page.getByLabel('NRIC/FIN').fill(KOPI.nric);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(messages.cancelled)).toBeVisible();
  await routeIs(page, 'Welcome');
});

test('BTL offer, board meeting date (LC company), letter of offer', async ({ page }) => {
  const officer = new Officer(page.request, bank.baseURL);
  const app = await officer.create({ uen: MERLION.uen, product: 'BTL', progress: 'LI' });
  // The letter of offer on the 25th: its 14-day window runs into the next month, whatever today is.
  const loDay = new Date(today().getFullYear(), today().getMonth(), 25);
  await officer.letterOfOffer(app.referenceNo, ymd(loDay));
  await enquire(page, MERLION.uen, MERLION.nric);
  await routeIs(page, 'ReviewOffer');
  await page.getByRole('button', { name: 'Continue' }).click();

  await routeIs(page, 'BoardMeetingDate');
  const day = page.getByLabel('Day');
  const month = page.getByLabel('Month');
  const year = page.getByLabel('Year');
  const choose = async (date: Date) => {
    await year.selectOption(String(date.getFullYear()));
    await month.selectOption(String(date.getMonth() + 1));
    await day.selectOption(String(date.getDate()));
  };
  // Submit asks for a confirmation before the date goes to the bank.
  const submitDate = async (date: Date) => {
    await choose(date);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  };
  // Only the window's days are offered: in the letter's month, the 25th to the month's end.
  await year.selectOption(String(loDay.getFullYear()));
  await month.selectOption(String(loDay.getMonth() + 1));
  const monthEnd = new Date(loDay.getFullYear(), loDay.getMonth() + 1, 0).getDate();
  await expect(day.locator('option:not([value=""])')).toHaveText(Array.from({ length: monthEnd - 24 }, (_, i) => String(25 + i)));

  // The 5th of the letter's month, before the window: said on the page, before any dialog or call to the bank.
  await year.selectOption('');
  await month.selectOption('');
  await day.selectOption('5');
  await month.selectOption(String(loDay.getMonth() + 1));
  await year.selectOption(String(loDay.getFullYear()));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(fieldError(page, pageMessages.invalidBoardMeetingDate)).toBeVisible();
  await expect(errorSummaryLink(page, pageMessages.invalidBoardMeetingDate)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The bank moved the letter of offer since the page loaded: it refuses a day the page offered, and the entry stays.
  await officer.dates(app.referenceNo, { letterOfOfferOn: ymd(subDays(loDay, 30)) });
  await submitDate(addDays(loDay, 3));
  await expect(page.getByTestId('board-meeting-refused')).toHaveText(pageMessages.invalidBoardMeetingDate);
  await expect(day).toHaveValue(String(addDays(loDay, 3).getDate()));
  await expect(month).toHaveValue(String(addDays(loDay, 3).getMonth() + 1));

  // Back to the page's window: accepted, then read-only with Continue.
  await officer.dates(app.referenceNo, { letterOfOfferOn: ymd(loDay) });
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(day).toBeDisabled();
  await page.getByRole('button', { name: 'Continue' }).click();

  await routeIs(page, 'LetterOfOffer');
  await expect(page.locator('main')).toContainText(messages.acceptanceInProgress);
  await expect(page.locator('main')).toContainText(/board meeting/i);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /letter of offer/i }).click();
  expect((await download).suggestedFilename()).toBe(`${app.referenceNo}.pdf`);
});

test('an AIP approved with a leasehold JTC split shows two loan offer tables', async ({ page }) => {
  const officer = new Officer(page.request, bank.baseURL);
  const app = await officer.create({ uen: AERO.uen, product: 'AIP', progress: 'AAP', isExistingOTPAvailable: 'N' });
  await officer.aip(app.referenceNo, 'leaseholdJtc');
  const nric = await firstNric(app.referenceNo);
  await enquire(page, AERO.uen, nric);
  await routeIs(page, 'AStatusApprovalDetails');
  const tables = page.locator('main table');
  await expect(tables).toHaveCount(2);
  await expect(tables.nth(0)).toContainText(/JTC/);
  await expect(tables.nth(1)).toContainText(/Non-JTC|Non JTC/i);
  await expect(tables.nth(0)).toContainText(/Up to \d+ years/);
  await expect(tables.nth(0)).toContainText(/Up to S\$\s?[\d,]+/);
});

test('uploads: a PDF and a PNG go up, an oversize file is refused and loses nothing', async ({ page }) => {
  const officer = new Officer(page.request, bank.baseURL);
  const app = await officer.create({ uen: KOPI.uen, product: 'BTL', progress: 'LP' });
  await enquire(page, KOPI.uen, KOPI.nric);
  await routeIs(page, 'SubmitDetails');
  await page.getByRole('button', { name: /Upload/ }).click();
  await routeIs(page, 'UploadDetails');

  // The bank parses uploads: each file must be a whole one of its kind.
  const pdf = minimalPdf();
  const png = minimalPng();
  const row = (n: number) => page.getByTestId(`row-${n}`);
  const attach = async (n: number, type: string, name: string, mimeType: string, buffer: Buffer) => {
    await page.getByLabel(`Type of document ${n}`).selectOption(type);
    await page.getByLabel(`Document ${n}`, { exact: true }).setInputFiles({ name, mimeType, buffer });
  };
  await attach(1, 'FS', 'accounts.pdf', 'application/pdf', pdf);
  await expect(page.getByLabel('Type of document 1')).toBeDisabled();
  await page.getByRole('button', { name: 'Add more attachments' }).click();
  await attach(2, 'BS', 'statement.png', 'image/png', png);
  await page.getByRole('button', { name: 'Add more attachments' }).click();
  // 15,000,001 bytes: refused on the page, the file is not taken.
  await attach(3, 'FS', 'huge.pdf', 'application/pdf', Buffer.alloc(15_000_001, 0x25));
  await expect(row(3)).toContainText('File Size Too Large');
  await expect(row(3)).toContainText('Please ensure your file is below 15MB');
  await expect(row(1)).toContainText('accounts.pdf');
  await expect(row(2)).toContainText('statement.png');
  // A file named .pdf that is not a PDF passes the page and is refused by the bank, which reads the content.
  await page.getByLabel('Document 3', { exact: true }).setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
  await page.getByRole('button', { name: 'UPLOAD NOW' }).click();
  await expect(page.locator('main')).toContainText('File Type Not Supported');
  await routeIs(page, 'UploadDetails');
  // The two good files are on the server; the refused row keeps its file for the user to change.
  const uploaded = page.getByRole('region', { name: 'Uploaded documents' }).or(page.locator('section[aria-label="Uploaded documents"]'));
  await expect(uploaded).toContainText('accounts.pdf');
  await expect(uploaded).toContainText('statement.png');
  await expect(page.locator('main')).toContainText('notes.pdf');
  // A good file picked for that row clears the bank's refusal; the row's button now says Change File.
  await expect(page.getByTestId('row-1-choose')).toHaveText('Change File');
  await page.getByLabel('Document 1', { exact: true }).setInputFiles({ name: 'notes-fixed.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(row(1)).toContainText('notes-fixed.pdf');
  await expect(row(1)).not.toContainText('File Type Not Supported');
  // All stored: the status page it leads to confirms the file by name.
  await page.getByRole('button', { name: 'UPLOAD NOW' }).click();
  await routeIs(page, 'SubmitDetails');
  await expect(page.getByTestId('uploads-confirmed')).toHaveText(pageMessages.uploadsConfirmed(['notes-fixed.pdf']));

  // Back again: the list is the bank's, and the confirmation has been read.
  await page.getByRole('button', { name: /Upload/ }).click();
  await routeIs(page, 'UploadDetails');
  await expect(uploaded).toContainText('accounts.pdf');
  await expect(uploaded).toContainText('statement.png');
  await expect(uploaded).toContainText('notes-fixed.pdf');
  await expect(uploaded).not.toContainText('notes.pdf');
  // Remove File asks first; Escape keeps the file, Remove File in the dialog deletes it.
  const removeFile = async () => {
    await page.getByRole('button', { name: 'Options for notes-fixed.pdf' }).click();
    await page.getByRole('menuitem', { name: 'Remove File' }).click();
    await expect(page.getByRole('dialog', { name: pageMessages.removeFileTitle })).toContainText('notes-fixed.pdf');
  };
  await removeFile();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(uploaded).toContainText('notes-fixed.pdf');
  await removeFile();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove File' }).click();
  await expect(uploaded).not.toContainText('notes-fixed.pdf');
  await expect(uploaded).toContainText('accounts.pdf');
  await page.getByRole('button', { name: 'MAYBE LATER' }).click();
  await routeIs(page, 'SubmitDetails');
  await expect(page.getByTestId('uploads-confirmed')).toHaveCount(0);
  const list = await (await page.request.get(`${bank.baseURL}/api/sim/officer/applications`)).json();
  expect(list.applications.find((a: { referenceNo: string }) => a.referenceNo === app.referenceNo)).toBeTruthy();
});

test('the officer console page: create an application, move its progress, and the applicant sees it', async ({ page }) => {
  await page.goto(`${bank.baseURL}/sim/officer`);
  await expect(page.getByRole('heading', { name: 'Officer console (SIM)' })).toBeVisible();
  await page.getByLabel('Persona').selectOption(KOPI.uen);
  await page.getByLabel('Product').selectOption('BTL');
  await page.getByLabel('Progress', { exact: true }).selectOption('LI');
  await page.getByRole('button', { name: 'Create application' }).click();
  // Newest first: the application just made heads the list.
  const section = page.locator('section.application').first();
  await expect(section).toContainText(KOPI.uen);
  await expect(section).toContainText('LI');
  const ref = ((await section.locator('h3').textContent()) ?? '').split(':')[0].trim();
  expect(ref).toMatch(/\S{6,}/);
  await section.getByLabel('Progress code').selectOption('UM');
  await section.getByRole('button', { name: 'Set progress' }).click();
  await expect(page.getByRole('status')).toContainText(`Progress of ${ref} set.`);
  await expect(page.locator('section.application').first()).toContainText('UM');

  await enquire(page, KOPI.uen, KOPI.nric);
  await routeIs(page, 'ReviewOffer');
  await expect(page.locator('main')).toContainText(ref);
  await expect(page.locator('main')).toContainText(/Relationship Manager/);
});

test('Resume Application: a draft saved up to the person details continues in another browser after the OTP', async ({ page, browser }) => {
  // A draft: financing, identity, company and person details saved; the browser is then closed.
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await chooseProduct(page);
  await fillAmountAndTenure(page, '120000', 2);
  await acceptStartDeclaration(page);
  await page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  await page.getByTestId('consent-popup').getByRole('checkbox').check();
  await page.getByTestId('consent-popup').getByRole('button', { name: 'Proceed' }).click();
  await routeIs(page, 'MyInfoLanding');
  const refNo = ((await page.getByTestId('reference-no').textContent()) ?? '').trim();
  await page.getByLabel('NRIC / UEN').fill(MERLION.nric);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await routeIs(page, 'CompanyDetails');
  await page.locator('input[name="isMailAddressSameAsRegisterAddress"][value="Y"]').check();
  await page.locator('#LatestFinancialYearEndDate').fill(`${new Date().getFullYear() - 1}-12-31`);
  await page.locator('#AnnualRevenue1').fill('2400000');
  await page.locator('#ProfitOrLossBeforeTax1').fill('180000');
  await page.getByRole('button', { name: 'Next' }).click();
  await routeIs(page, 'NSPersonDetails');
  await page.locator('[id="applicants.0.TitleCode"]').selectOption('Mr');
  await page.locator('[id="applicants.0.MaritalStatusCode"]').selectOption('2');
  await page.locator('[id="applicants.0.MobileNumber"]').fill('81112222');
  await page.locator('[id="applicants.0.Email_Address"]').fill('wei.ming@merlion.example.sg');
  await openApplicant(page, 1);
  await page.locator('[id="applicants.1.MobileNumber"]').fill('81113333');
  await page.locator('[id="applicants.1.Email_Address"]').fill('mei.ling@merlion.example.sg');
  const joint = page.locator('[id="applicants.0.isJointContributerForMortgageLoan"]');
  if (await joint.count()) await joint.selectOption('NO');
  await page.getByRole('button', { name: 'Next' }).click();
  await routeIs(page, 'AccountDetails');
  await page.close();

  // Another browser: Welcome, Resume Application, the OTP to the saved mobile, then the identity service again.
  const context = await browser.newContext();
  const again = await context.newPage();
  await enquire(again, MERLION.uen, MERLION.nric, 'Resume');
  await routeIs(again, 'MyInfoLanding');
  await expect(again.getByTestId('reference-no')).toHaveText(refNo);
  await consentOnLanding(again);
  await again.getByLabel('NRIC / UEN').fill(MERLION.nric);
  await again.getByRole('button', { name: 'Confirm' }).click();
  await routeIs(again, 'CompanyDetails');
  await expect(again.locator('#AnnualRevenue1')).toHaveValue(/2,?400,?000/);
  await context.close();
});
