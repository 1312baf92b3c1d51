import { expect, test, type Page } from '@playwright/test';
import { minimalPdf } from '../tests/server/helpers/files';
import { Officer, lookupMobile, newestOtp } from './support/officer';
import { routeIs } from './support/routes';
import { sandboxBankForFile } from './support/suite';
import { completeCompanyDetails } from './pages/company';
import { acceptStartDeclaration, chooseProduct, fillAmountAndTenure, retrieveMyinfoAs } from './pages/start';
import { pageMessages } from '../src/domain/pageMessages';

/**
 * On a 390 px phone every screen with a table reads without a sideways scroll (issue 14): each row
 * stacks into a card whose cells carry their column header, and the page is no wider than the screen.
 */
const PHONE = { width: 390, height: 844 };
const MERLION = { uen: '201512345K', nric: 'S1234567D' };
const KOPI = { uen: '53312345D', nric: 'S7534127Z' };
const AERO = { uen: '201634567E' };

const bank = sandboxBankForFile();
test.use({ viewport: PHONE });

/** The page is no wider than the phone, and every table cell shows the header it stands under. */
async function readsOnAPhone(page: Page, tables: number) {
  const t = page.locator('main table');
  await expect(t.first()).toBeVisible();
  expect(await t.count()).toBeGreaterThanOrEqual(tables);
  const width = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, view: window.innerWidth }));
  expect(width.scroll, `page ${page.url()} is ${width.scroll} px wide on a ${width.view} px screen`).toBeLessThanOrEqual(width.view);
  // Nor does any table hide columns behind a scroll of its own box, the way a wrapper with overflow-x does.
  const hidden = await page.locator('main table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const boxes: string[] = [];
      for (let el: Element | null = table; el && el.tagName !== 'MAIN'; el = el.parentElement) {
        if (el.scrollWidth > el.clientWidth + 1) boxes.push(`${el.tagName}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
      }
      return boxes;
    }),
  );
  expect(hidden).toEqual([]);
  const unlabelled = await page.locator('main table tbody td').evaluateAll((cells) => cells.filter((c) => !c.getAttribute('data-label')).map((c) => c.textContent));
  expect(unlabelled).toEqual([]);
}

async function enquire(page: Page, uen: string, nric: string) {
  const mobile = await lookupMobile(page.request, bank.baseURL, uen, nric);
  const before = await newestOtp(page.request, bank.baseURL, mobile).catch(() => '');
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/Welcome`);
  await page.getByLabel('Status Enquiry / View Offer').check();
  await page.getByLabel('UEN').fill(uen);
  await page.getByLabel('NRIC/FIN').fill(nric);
  await page.getByRole('button', { name: 'Submit' }).click();
  const otp = await newestOtp(page.request, bank.baseURL, mobile, before);
  await page.getByLabel('Enter the 6-digit OTP').fill(otp);
  await page.getByRole('region', { name: 'One-time password' }).getByRole('button', { name: 'Next' }).click();
}

test('the tax-assessment and CPF tables of the person details read on a phone', async ({ page }) => {
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
  await chooseProduct(page);
  await fillAmountAndTenure(page, '150000', 3);
  await acceptStartDeclaration(page);
  await retrieveMyinfoAs(page, MERLION.nric);
  await routeIs(page, 'CompanyDetails');
  await completeCompanyDetails(page);
  await routeIs(page, 'NSPersonDetails');
  const more = page.getByRole('button', { name: pageMessages.seeMore }).first();
  if (await more.count()) await more.click();
  await readsOnAPhone(page, 2);
  // A date never breaks inside: each date cell stays on one line.
  const dates = page.locator('main table td').filter({ hasText: /^\d{2}-\d{2}-\d{4}$/ });
  expect(await dates.count()).toBeGreaterThan(0);
  // One line per date: the line boxes of its text (not the boxes of the elements around it) share one top.
  const lines = await dates.evaluateAll((cells) =>
    cells.map((c) => {
      const tops = new Set<number>();
      const text = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
      for (let node = text.nextNode(); node; node = text.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) tops.add(Math.round(r.top));
      }
      return tops.size;
    }),
  );
  expect(lines.every((n) => n === 1), `lines per date: ${lines.join(',')}`).toBe(true);
});

test("an AIP approval's loan offer tables read on a phone", async ({ page }) => {
  const officer = new Officer(page.request, bank.baseURL);
  const app = await officer.create({ uen: AERO.uen, product: 'AIP', progress: 'AAP', isExistingOTPAvailable: 'N' });
  await officer.aip(app.referenceNo, 'leaseholdJtc');
  const listing = (await (await page.request.get(`${bank.baseURL}/api/sim/officer/applications`)).json()) as {
    applications: { referenceNo: string; applicants: { order: number; idNumber: string }[] }[];
  };
  const nric = listing.applications.find((a) => a.referenceNo === app.referenceNo)!.applicants.find((a) => a.order === 1)!.idNumber;
  await enquire(page, AERO.uen, nric);
  await routeIs(page, 'AStatusApprovalDetails');
  await readsOnAPhone(page, 2);
});

test('the upload page with files chosen reads on a phone', async ({ page }) => {
  const officer = new Officer(page.request, bank.baseURL);
  await officer.create({ uen: KOPI.uen, product: 'BTL', progress: 'LP' });
  await enquire(page, KOPI.uen, KOPI.nric);
  await routeIs(page, 'SubmitDetails');
  await page.getByRole('button', { name: /Upload/ }).click();
  await routeIs(page, 'UploadDetails');
  await page.getByLabel('Type of document 1').selectOption('FS');
  await page.getByLabel('Document 1', { exact: true }).setInputFiles({ name: 'audited-accounts-financial-year-2024-final.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await page.getByRole('button', { name: 'Add more attachments' }).click();
  const width = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, view: window.innerWidth }));
  expect(width.scroll).toBeLessThanOrEqual(width.view);
});

test.describe('at 320 px (WCAG 1.4.10 reflow)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the start page and its Islamic versus Conventional comparison read without a sideways scroll or a clipped cell', async ({ page }) => {
    await page.goto(`${bank.baseURL}/rsmedigitalfinancing/`);
    const table = page.getByRole('table', { name: 'Islamic versus Conventional financing' });
    await expect(table).toBeVisible();
    const width = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, view: window.innerWidth }));
    expect(width.scroll, `the start page is ${width.scroll} px wide on a ${width.view} px screen`).toBeLessThanOrEqual(width.view);
    // No cell of the table reaches past the table's box (which hides what overflows it) or past the screen.
    const clipped = await table.evaluate((t) => {
      const box = t.parentElement!.getBoundingClientRect();
      return [...t.querySelectorAll('th, td')].flatMap((cell) => {
        const r = cell.getBoundingClientRect();
        const content = cell.scrollWidth > cell.clientWidth + 1;
        return r.right > Math.min(box.right, window.innerWidth) + 1 || content ? [`${cell.textContent}: ${Math.round(r.left)}-${Math.round(r.right)} in ${Math.round(box.left)}-${Math.round(box.right)}`] : [];
      });
    });
    expect(clipped).toEqual([]);
  });
});
