import { expect, test, type Page } from '@playwright/test';
import { openExplorer } from './support/explorerScope';
import { sandboxBankForFile } from './support/suite';

/**
 * The explorer's address holds what the analyst sees (issue: "deep links (selected state, expanded
 * regions, zoom, simulation trace) in the URL"): a link opened in another page shows the same.
 */
const bank = sandboxBankForFile();
const box = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`);
const sim = (page: Page) => page.getByRole('region', { name: 'Simulation' });

/** Where the view is: the drawing's offset and scale. */
async function viewOf(page: Page) {
  const [x, y, k] = ((await page.locator('[data-viewport]').getAttribute('transform')) ?? '').match(/-?[\d.]+/g)!.map(Number);
  return { x, y, k };
}

/** What a colleague would compare: the states drawn, the one selected, the zoom, the simulation's place. */
async function seen(page: Page) {
  return {
    drawn: (await page.locator('[data-state-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-state-id')))).sort(),
    selected: await page.locator('[data-state-id].selected').getAttribute('data-state-id'),
    zoom: await page.locator('.zoom-level').textContent(),
    simActive: await page.getByTestId('sim-active').textContent(),
    log: await page.getByTestId('event-log').locator('li').count(),
  };
}

test('a link to what the analyst sees opens the same view: regions open, state selected, zoom, simulation', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorer(page, bank.baseURL);
  // A bare opening is the overview: nothing in the address.
  expect(new URL(page.url()).search).toBe('');

  await page.getByRole('button', { name: 'Simulate' }).click();
  await sim(page).locator('button[data-event-type="xstate.done.actor.fetchToken"]').first().click();
  await expect(page.getByTestId('event-log').locator('li')).toHaveCount(1);

  // The step opened the finance details and centred its active state; once that is drawn, Fit brings the company details back in view.
  await expect(box(page, 'journey.application.financeDetails.editing')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.locator('.chart-relayout')).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Fit' }).click();
  await page.getByRole('button', { name: 'Expand journey.application.companyDetails', exact: true }).click();
  await expect(box(page, 'journey.application.companyDetails.lookingUpPostal')).toHaveCount(1, { timeout: 30_000 });
  await box(page, 'journey.application.companyDetails.lookingUpPostal').click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();

  await expect.poll(() => new URL(page.url()).searchParams.get('sim'), { timeout: 5_000 }).toMatch(/^s0\.\d+$/);
  await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe('journey.application.companyDetails.lookingUpPostal');
  // The address is written once the view settles: wait until it holds the view shown now.
  await expect
    .poll(async () => {
      const shown = await viewOf(page);
      return new URL(page.url()).searchParams.get('view') === `${Math.round(shown.x)},${Math.round(shown.y)},${Number(shown.k.toFixed(4))}`;
    })
    .toBe(true);
  const link = new URL(page.url());
  expect(link.searchParams.get('open')?.split(',')).toContain('journey.application.companyDetails');
  expect(link.searchParams.get('view')).toMatch(/^-?\d+,-?\d+,[\d.]+$/);
  const before = await seen(page);
  const view = await viewOf(page);

  const colleague = await context.newPage();
  await colleague.setViewportSize({ width: 1440, height: 900 });
  await colleague.goto(link.href);
  await expect(box(colleague, 'journey.application.companyDetails.lookingUpPostal')).toHaveClass(/\bselected\b/, { timeout: 30_000 });
  await expect(colleague.getByRole('heading', { name: /lookingUpPostal/ })).toBeVisible();
  await expect(colleague.getByTestId('event-log').locator('li')).toHaveCount(before.log);
  expect(await seen(colleague)).toEqual(before);
  // The link keeps whole pixels and four decimals of zoom.
  const linked = await viewOf(colleague);
  expect(Math.abs(linked.x - view.x)).toBeLessThanOrEqual(0.5);
  expect(Math.abs(linked.y - view.y)).toBeLessThanOrEqual(0.5);
  expect(Math.abs(linked.k - view.k)).toBeLessThanOrEqual(0.00005);
});

test('a link naming a state only opens its regions and centres it; a broken simulation says so', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${bank.baseURL}/rsmedigitalfinancing/explorer?state=journey.application.preview.otp.waiting&sim=s0.999`);
  await expect(box(page, 'journey.application.preview.otp.waiting')).toHaveClass(/\bselected\b/, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: "The link's simulation could not be replayed" })).toBeVisible();
  const chart = (await page.locator('.chart-svg').boundingBox())!;
  await expect(async () => {
    const chosen = (await box(page, 'journey.application.preview.otp.waiting').locator('rect').first().boundingBox())!;
    expect(Math.abs(chosen.x + chosen.width / 2 - (chart.x + chart.width / 2))).toBeLessThan(5);
  }).toPass();
  // The address keeps the state and drops what could not be shown.
  await expect.poll(() => new URL(page.url()).searchParams.get('sim')).toBeNull();
  expect(new URL(page.url()).searchParams.get('state')).toBe('journey.application.preview.otp.waiting');
});
