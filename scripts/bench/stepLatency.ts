import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/browser';
import { completeCompanyDetails } from '../../e2e/pages/company';
import { completeAccountAndDeclarations } from '../../e2e/pages/declarations';
import { openApplicant } from '../../e2e/pages/persons';
import { acceptStartDeclaration, chooseProduct, fillAmountAndTenure, retrieveMyinfoAs } from '../../e2e/pages/start';
import type { SandboxBank } from '../../e2e/support/server';
import { messages } from '../../src/domain/messages';

interface Step {
  route: string;
  ms: number;
}

declare global {
  interface Window {
    /** The bench's record of the steps in this page (watchSteps). */
    __benchSteps?: Step[];
  }
}

const PERSONA = { nric: 'S1234567D', mobile: '91234567', email: 'wei.ming@merlion.example.sg' };
const SECOND = { mobile: '98765432', email: 'mei.ling@merlion.example.sg' };

/**
 * In the page: the time from the last click to the moment `main` names a new route AND shows that
 * screen (not the loading line), by the page's own clock.
 */
function watchSteps(loading: string): void {
  const steps: Step[] = [];
  window.__benchSteps = steps;
  let click = 0;
  document.addEventListener('click', () => (click = performance.now()), true);
  let shown = document.querySelector('main')?.getAttribute('data-route') ?? '';
  new MutationObserver(() => {
    const main = document.querySelector('main');
    const route = main?.getAttribute('data-route') ?? '';
    if (!main || route === shown || (main.textContent ?? '').includes(loading)) return;
    shown = route;
    if (click) steps.push({ route, ms: performance.now() - click });
  }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
}

const screenIs = (page: Page, route: string) => page.waitForSelector(`main[data-route="${route}"] h1, main[data-route="${route}"] h2`, { timeout: 30_000 });

/** One Online application from the start page to the summary, through the UI. */
async function walk(page: Page, baseURL: string, loading: string): Promise<Step[]> {
  await page.goto(`${baseURL}/rsmedigitalfinancing/`);
  await screenIs(page, 'FinanceDetails');
  await page.evaluate(watchSteps, loading);
  await chooseProduct(page);
  await fillAmountAndTenure(page, '150000', 3);
  await acceptStartDeclaration(page);
  await retrieveMyinfoAs(page, PERSONA.nric);
  await screenIs(page, 'CompanyDetails');
  await completeCompanyDetails(page, '1850000', '-12500.50');
  await screenIs(page, 'NSPersonDetails');
  await page.locator('[id="applicants.0.TitleCode"]').selectOption('Mr');
  await page.locator('[id="applicants.0.MaritalStatusCode"]').selectOption('2');
  await page.locator('[id="applicants.0.MobileNumber"]').fill(PERSONA.mobile);
  await page.locator('[id="applicants.0.Email_Address"]').fill(PERSONA.email);
  await openApplicant(page, 1);
  await page.locator('[id="applicants.1.MobileNumber"]').fill(SECOND.mobile);
  await page.locator('[id="applicants.1.Email_Address"]').fill(SECOND.email);
  const joint = page.locator('[id="applicants.0.isJointContributerForMortgageLoan"]');
  if (await joint.count()) await joint.selectOption('NO');
  await page.getByRole('button', { name: 'Next' }).click();
  await completeAccountAndDeclarations(page);
  await screenIs(page, 'Preview');
  return page.evaluate(() => window.__benchSteps ?? []);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Click-to-next-screen through the UI in Chromium: `runs` journeys from the start page to the
 * summary (six steps each), each in a fresh context; prints each step's times, then median and p95.
 */
export async function stepLatencyBench(bank: SandboxBank, runs = 3, loading: string = messages.loadingPage): Promise<{ median: number; p95: number; n: number }> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const all: number[] = [];
  const byRoute = new Map<string, number[]>();
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      for (const { route, ms } of await walk(page, bank.baseURL, loading)) {
        all.push(ms);
        byRoute.set(route, [...(byRoute.get(route) ?? []), ms]);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  for (const [route, times] of byRoute) console.log(`step latency to ${route}: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  const sorted = [...all].sort((a, b) => a - b);
  const result = { median: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
  console.log(`step latency: median ${result.median.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms over ${result.n} steps (target median <= 74, p95 <= 143)`);
  return result;
}
