/**
 * Screenshots for a visual review: the start page (no option, ?option=PBF, ?option=AIP, the Important
 * Note) and, with --journey, the form steps after the identity return, at desktop and mobile sizes.
 *
 *   npx vite build && PORT=4789 npx tsx server/main.ts   # in another shell
 *   npx tsx scripts/screenshots.ts [--journey] [--tiles] [--base http://127.0.0.1:4789] [--out /tmp/shots]
 *
 * The PNGs go to --out (default /tmp/shots), outside the repository: they are for looking at, not for keeping.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { acceptStartDeclaration, chooseProduct } from '../e2e/support/startPage';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const BASE = opt('--base', 'http://127.0.0.1:4789');
const OUT = opt('--out', '/tmp/shots');
const JOURNEY = args.includes('--journey');
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

/** The start page to the identity return, then each form step as far as the defaults go. */
async function journey(browser: Browser, vp: Viewport) {
  const page = await fresh(browser, vp);
  await page.goto(START);
  await chooseProduct(page, 'Online');
  await page.getByLabel('Financing amount (S$)').fill('150000');
  await page.getByLabel('Financing amount (S$)').blur();
  await page.locator('input[type="radio"][name="financingTenure"][value="3"]').check();
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

  const route = () => page.locator('main#main').getAttribute('data-route');
  await page.locator('main#main[data-route="CompanyDetails"]').waitFor({ timeout: 20000 });
  await shot(page, `company-${vp}`);
  await page.locator('input[type="radio"][name="isMailAddressSameAsRegisterAddress"][value="Y"]').check();
  await page.locator('#LatestFinancialYearEndDate').fill(`${new Date().getFullYear() - 1}-12-31`);
  await page.locator('#AnnualRevenue1').fill('1850000');
  await page.locator('#ProfitOrLossBeforeTax1').fill('-12500.50');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.locator('main#main[data-route="NSPersonDetails"]').waitFor({ timeout: 20000 });
  await shot(page, `persons-${vp}`);
  console.log(`stopped at ${await route()}`);
  await page.context().close();
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const vp of Object.keys(VIEWPORTS) as Viewport[]) {
      await startPages(browser, vp);
      if (JOURNEY) await journey(browser, vp);
    }
  } finally {
    await browser.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
