/**
 * Screenshots for a visual review: the start page (no option, ?option=PBF, ?option=AIP, the Important
 * Note) and, with --journey, every form step from the identity return to the summary for an Online and an
 * AIP application, with --upload the supporting-documents page of a submitted application (empty, with
 * files chosen, after the upload), at desktop and mobile sizes.
 *
 *   npm run build && PORT=4789 DATA_DIR=/tmp/shots-data npm run serve   # in another shell
 *   npx tsx scripts/screenshots.ts [--journey] [--upload] [--tiles] [--base http://127.0.0.1:4789] [--out /tmp/shots]
 *
 * The PNGs go to --out (default /tmp/shots), outside the repository: they are for looking at, not for keeping.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { openEveryDocument } from '../e2e/pages/declarations';
import { openApplicant } from '../e2e/pages/persons';
import { acceptStartDeclaration, chooseProduct } from '../e2e/pages/start';
import { SIX_MONTHS_BAL_FIELD } from '../src/domain/propertyReference';
import { Officer, lookupMobile, newestOtp } from '../e2e/support/officer';
import { minimalPdf, minimalPng } from '../tests/server/helpers/files';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const BASE = opt('--base', 'http://127.0.0.1:4789');
const OUT = opt('--out', '/tmp/shots');
const JOURNEY = args.includes('--journey');
const UPLOAD = args.includes('--upload');
const START = `${BASE}/rsmedigitalfinancing/`;

/** Docs persona (docs/personas.md): a director of MERLION PRECISION ENGINEERING with married name. */
const PERSONA_CODE = 'S8276543C';

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
type Viewport = keyof typeof VIEWPORTS;

const TILES = args.includes('--tiles');

/** A full-page shot; with --tiles also the page in viewport-high pieces (a tall phone shot is unreadable scaled down). */
async function shot(page: Page, name: string, fullPage = true) {
  const file = join(OUT, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
  if (!TILES || !fullPage) return;
  const { width, height } = page.viewportSize() ?? VIEWPORTS.desktop;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 1; y < total; y += height, i++) {
    await page.screenshot({ path: join(OUT, `${name}.${i}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(height, total - y) } });
  }
}

async function fresh(browser: Browser, vp: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[vp], deviceScaleFactor: 1 });
  return context.newPage();
}

async function startPages(browser: Browser, vp: Viewport) {
  const page = await fresh(browser, vp);
  await page.goto(START);
  await page.getByRole('heading', { name: 'Business Financing' }).waitFor();
  await shot(page, `start-${vp}`);

  await page.getByRole('button', { name: 'Choose Personalised' }).click();
  await page.getByRole('dialog', { name: 'Important Note' }).waitFor();
  await shot(page, `important-note-${vp}`, false);
  await page.getByRole('dialog', { name: 'Important Note' }).getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  await shot(page, `start-errors-${vp}`);

  // A page mode is honoured only with a psrc (ADR 0003); PBF preselects Personalised.
  await page.goto(`${START}?option=PBF&psrc=review`);
  await page.getByRole('heading', { name: 'Business Financing' }).waitFor();
  // Two purposes that allow Islamic financing, Islamic (with the Halal box), and the second promo row.
  const purposes = page.locator('fieldset.purposes input[type="checkbox"]');
  if (await purposes.count()) await purposes.first().check();
  const islamic = page.locator('input[type="radio"][name="financingType"][value="Islamic"]');
  if (await islamic.isEnabled()) await islamic.check();
  await page.locator('#promoKind').selectOption({ index: 1 });
  await page.getByRole('button', { name: /^Add / }).click();
  await shot(page, `option-pbf-${vp}`);

  // AIP is no page mode (ESG, BTL, PBF are): ?option=AIP shows the cards, so AIP is picked from its card.
  await page.goto(`${START}?option=AIP&psrc=review`);
  await chooseProduct(page, 'Approval In-Principle (property)');
  await page.locator('input[type="radio"][name="isExistingOTPAvailable"][value="Y"]').check();
  await shot(page, `option-aip-${vp}`);
  await page.context().close();
}

const radio = (page: Page, name: string, value: string) => page.locator(`input[type="radio"][name="${name}"][value="${value}"]`);
const routeOf = (page: Page) => page.locator('main#main').getAttribute('data-route');

/** What the review fills on each form step to move on (the fewest answers, as e2e/support/uiDriver.ts does). */
const STEPS: Record<string, (page: Page) => Promise<void>> = {
  CompanyDetails: async (page) => {
    await radio(page, 'isMailAddressSameAsRegisterAddress', 'Y').check();
    await page.locator('#LatestFinancialYearEndDate').fill(`${new Date().getFullYear() - 1}-12-31`);
    await page.locator('#AnnualRevenue1').fill('1850000');
    await page.locator('#ProfitOrLossBeforeTax1').fill('-12500.50');
  },
  NSPersonDetails: async (page) => {
    const field = (i: number, name: string) => page.locator(`[id="applicants.${i}.${name}"]`);
    await field(0, 'TitleCode').selectOption('Mrs');
    await field(0, 'MaritalStatusCode').selectOption('2');
    const count = await page.locator('[id$=".MobileNumber"][id^="applicants."]').count();
    for (let i = 0; i < count; i++) {
      await openApplicant(page, i);
      await field(i, 'MobileNumber').fill(`9123456${i}`);
      await field(i, 'Email_Address').fill(`applicant${i + 1}@merlion.example.sg`);
      const joint = field(i, 'isJointContributerForMortgageLoan');
      if (await joint.count()) await joint.selectOption('NO');
    }
  },
  AccountDetails: async (page) => {
    await page.locator('#disbursement_Branch_Code').selectOption({ index: 1 });
    const account = page.locator('select#disbursement_Branch_Account_No');
    if (await account.count()) await account.selectOption({ index: 1 });
  },
  APropertyDetails: async (page) => {
    await radio(page, 'typeOfFinance', 'NEW_PURCHASE').check();
    await radio(page, 'purpose', 'IS_FOR_BIZ_OPER').check();
    await radio(page, 'propertyInMind', 'N').check();
    await radio(page, SIX_MONTHS_BAL_FIELD, 'Y').check();
    await radio(page, 'isActiveBizAcctWithOtherBanks', 'N').check();
    await page.getByLabel('Latest annual interest expense', { exact: true }).fill('12000');
    await page.getByLabel('Latest annual depreciation or amortisation', { exact: true }).fill('8000');
  },
  DeclarationsDetails: async (page) => {
    await openEveryDocument(page);
    await page.locator('main').getByRole('checkbox').check();
  },
};

/** Steps whose empty form is invalid: Next there shows the error summary, shot before filling in. */
const SHOWS_ERRORS_EMPTY = new Set(['CompanyDetails', 'APropertyDetails']);

/**
 * The start page to the identity return, then every form step up to the summary (Preview): each is shot
 * as it opens and again filled, then left with Next.
 */
async function journey(browser: Browser, vp: Viewport, product: 'Online' | 'AIP') {
  const page = await fresh(browser, vp);
  await page.goto(START);
  if (product === 'Online') {
    await chooseProduct(page, 'Online');
    await page.getByLabel('Financing amount (S$)').fill('150000');
    await page.getByLabel('Financing amount (S$)').blur();
    await radio(page, 'financingTenure', '3').check();
  } else {
    await chooseProduct(page, 'Approval In-Principle (property)');
    await radio(page, 'isExistingOTPAvailable', 'N').check();
  }
  await acceptStartDeclaration(page);
  await page.getByRole('button', { name: 'Retrieve Myinfo with Singpass' }).click();
  const consent = page.getByTestId('consent-popup');
  await consent.waitFor();
  await consent.getByRole('button', { name: 'Show details' }).click();
  await shot(page, `consent-${vp}`, false);
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Proceed' }).click();
  await page.getByLabel('NRIC / UEN').fill(PERSONA_CODE);
  await shot(page, `myinfo-landing-${vp}`);
  await page.getByRole('button', { name: 'Confirm' }).click();

  for (let seen = 0; seen < 8; seen++) {
    await page.locator('main#main:not([data-route="MyInfoLanding"])').waitFor({ timeout: 20000 });
    await page.waitForLoadState('networkidle');
    // A screen whose code is still on its way shows a loading line, not yet its heading.
    await page.locator('main#main h1').first().waitFor();
    const route = await routeOf(page);
    const name = `${product.toLowerCase()}-${route}-${vp}`;
    await shot(page, name);
    const fill = route ? STEPS[route] : undefined;
    if (!fill) break;
    if (route && SHOWS_ERRORS_EMPTY.has(route)) {
      await page.locator('main').getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByTestId('error-summary').waitFor();
      await shot(page, `${name}-errors`);
    }
    await fill(page);
    await shot(page, `${name}-filled`);
    await page.locator('main').getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForFunction((r) => document.querySelector('main#main')?.getAttribute('data-route') !== r, route, { timeout: 20000 });
  }
  console.log(`${product} ${vp}: stopped at ${await routeOf(page)}`);
  await page.context().close();
}

/** A sandbox company and its director (docs/personas.md) whose application the officer moves on to LP. */
const UPLOADER = { uen: '53312345D', nric: 'S7534127Z' };

/** Status enquiry with the OTP the bank's outbox holds, as an applicant who has the phone would. */
async function enquire(page: Page, uen: string, nric: string) {
  const mobile = await lookupMobile(page.request, BASE, uen, nric);
  const before = await newestOtp(page.request, BASE, mobile).catch(() => '');
  await page.goto(`${START}Welcome`);
  await page.getByLabel('Status Enquiry / View Offer').check();
  await page.getByLabel('UEN').fill(uen);
  await page.getByLabel('NRIC/FIN').fill(nric);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByLabel('Enter the 6-digit OTP').fill(await newestOtp(page.request, BASE, mobile, before));
  await page.getByRole('region', { name: 'One-time password' }).getByRole('button', { name: 'Next' }).click();
}

/** The supporting-documents page: as it opens, with two files chosen and one the bank will refuse, and after the upload. */
async function uploadPage(browser: Browser, vp: Viewport) {
  const page = await fresh(browser, vp);
  await new Officer(page.request, BASE).create({ uen: UPLOADER.uen, product: 'BTL', progress: 'LP' });
  await enquire(page, UPLOADER.uen, UPLOADER.nric);
  await page.locator('main#main[data-route="SubmitDetails"]').waitFor({ timeout: 20000 });
  await page.getByRole('button', { name: /Upload/ }).click();
  await page.locator('main#main[data-route="UploadDetails"]').waitFor({ timeout: 20000 });
  await shot(page, `upload-${vp}`);
  const files = [
    { type: 'FS', name: 'accounts-2024.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
    { type: 'BS', name: 'statement.png', mimeType: 'image/png', buffer: minimalPng() },
    { type: 'FS', name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') },
  ];
  for (const [i, { type, ...file }] of files.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add more attachments' }).click();
    await page.getByLabel(`Type of document ${i + 1}`).selectOption(type);
    await page.getByLabel(`Document ${i + 1}`, { exact: true }).setInputFiles(file);
  }
  await shot(page, `upload-${vp}-filled`);
  await page.getByRole('button', { name: /upload now/i }).click();
  await page.getByText('File Type Not Supported').first().waitFor();
  await shot(page, `upload-${vp}-uploaded`);
  await page.context().close();
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const vp of Object.keys(VIEWPORTS) as Viewport[]) {
      await startPages(browser, vp);
      if (JOURNEY) for (const product of ['Online', 'AIP'] as const) await journey(browser, vp, product);
      if (UPLOAD) await uploadPage(browser, vp);
    }
  } finally {
    await browser.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
