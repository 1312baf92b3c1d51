import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chartModel } from '../src/analysis/chartModel';
import { journeyMachine } from '../machines/journey.machine';
import { subtreeCounts } from '../src/explorer/scope';
import { expandAll, openExplorer } from './support/explorerScope';
import { sandboxBankForFile } from './support/suite';

/**
 * What an analyst notices at a glance, in Chromium against the built app: a fitted chart is not read
 * through the legend, the zoom buttons or the minimap; the details panel opens and closes a region; a
 * route badge holds its whole route.
 */
const bank = sandboxBankForFile();
const SHOTS = '/work/shots/i16';
const model = chartModel(journeyMachine);

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The screen boxes of the drawn states (their outlines), by id. */
async function stateBoxes(page: Page, selector = '[data-state-id]'): Promise<{ id: string; box: Rect }[]> {
  return page.locator(selector).evaluateAll((gs) =>
    gs.map((g) => {
      const r = g.querySelector(':scope > .state-box')!.getBoundingClientRect();
      return { id: g.getAttribute('data-state-id')!, box: { x: r.x, y: r.y, width: r.width, height: r.height } };
    }),
  );
}

const rectOf = async (l: Locator): Promise<Rect | null> => ((await l.count()) && (await l.isVisible()) ? l.boundingBox() : null);

/** Every state box listed is clear of the legend, the zoom buttons and, when it is shown, the minimap. */
async function expectClearOfOverlays(page: Page, boxes: { id: string; box: Rect }[]) {
  const legend = await rectOf(page.getByRole('list', { name: 'Legend' }));
  const zoom = await rectOf(page.getByRole('group', { name: 'Zoom' }));
  const minimap = await rectOf(page.locator('svg.minimap'));
  expect(legend).not.toBeNull();
  expect(zoom).not.toBeNull();
  for (const { id, box } of boxes) {
    expect(overlaps(box, legend!), `${id} under the legend`).toBe(false);
    expect(overlaps(box, zoom!), `${id} under the zoom buttons`).toBe(false);
    if (minimap) expect(overlaps(box, minimap), `${id} under the minimap`).toBe(false);
  }
  return { minimap };
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const viewport of [{ width: 1440, height: 900 }, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width}x${viewport.height} after Fit no state box lies under the legend, the zoom buttons or the minimap`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openExplorer(page, bank.baseURL);
    await page.getByRole('button', { name: 'Fit' }).click();
    await expectClearOfOverlays(page, await stateBoxes(page));
    await page.screenshot({ path: `${SHOTS}/polish-${viewport.width}-fit.png` });
  });
}

test('a region opened and fitted, with the minimap shown, keeps its boxes clear of the legend and the minimap', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorer(page, bank.baseURL);
  await page.getByRole('button', { name: 'Expand journey.application.preview', exact: true }).click();
  await expect(page.locator('[data-state-id^="journey.application.preview."]').first()).toBeVisible({ timeout: 30_000 });
  const region = await stateBoxes(page, '[data-state-id="journey.application.preview"], [data-state-id^="journey.application.preview."]');
  const { minimap } = await expectClearOfOverlays(page, region);
  expect(minimap, 'the minimap is shown once part of the chart is out of view').not.toBeNull();
  await page.screenshot({ path: `${SHOTS}/polish-1440-region.png` });
});

test('the details panel of a region opens it, closes it and shows it alone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorer(page, bank.baseURL);
  await page.locator('[data-state-id="journey.application.preview"] > .state-box').click();
  const details = page.getByRole('region', { name: 'State details' });
  await details.getByRole('button', { name: 'Expand', exact: true }).click();
  await expect(page.locator('[data-state-id="journey.application.preview.otp"]')).toHaveCount(1, { timeout: 30_000 });
  await details.getByRole('button', { name: 'Collapse', exact: true }).click();
  await expect(page.locator('[data-state-id="journey.application.preview.otp"]')).toHaveCount(0, { timeout: 30_000 });
  await details.getByRole('button', { name: 'View this region' }).click();
  await expect(page.getByLabel('View region:')).toHaveValue('journey.application.preview');
  await expect(page.locator('[data-state-id="journey.application.preview.otp.waiting"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(details.getByRole('button', { name: 'View this region' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/polish-1440-details.png` });
});

test('every route badge is at least as wide as its route as Chromium draws it, and lies inside its box', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorer(page, bank.baseURL);
  await expandAll(page);
  const badges = await page.locator('.route-badge').evaluateAll((gs) =>
    gs.map((g) => {
      const text = g.querySelector('text')!.getBBox();
      const pill = g.querySelector('rect')!.width.baseVal.value;
      const box = g.parentElement!.querySelector<SVGRectElement>(':scope > .state-box')!;
      const left = g instanceof SVGGElement ? (g.transform.baseVal.consolidate()?.matrix.e ?? 0) : 0;
      return { route: g.querySelector('text')!.textContent, text: text.x + text.width, pill, right: left + pill, box: box.width.baseVal.value };
    }),
  );
  expect(badges.length).toBeGreaterThan(20);
  const narrow = badges.filter((b) => b.text > b.pill);
  expect(narrow, JSON.stringify(narrow.slice(0, 5))).toEqual([]);
  const outside = badges.filter((b) => b.right > b.box);
  expect(outside, JSON.stringify(outside.slice(0, 5))).toEqual([]);
});

test('a closed region with one transition inside never taken reads as not covered, and says how much it holds is covered', async ({ page }) => {
  await page.route('**/api/sim/journey-coverage', (r) => r.fulfill({ json: { runs: [], states: [], transitions: [], byKind: {} } }));
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorer(page, bank.baseURL);
  const missed = model.transitions.find((t) => t.source.startsWith('journey.application.preview.'))!.id;
  const run = { run: 'e2e-all-but-one', kind: 'e2e', at: '2026-01-01T00:00:00Z', states: model.states.map((s) => s.id), transitions: model.transitions.map((t) => t.id).filter((t) => t !== missed) };
  await page.getByLabel('Load coverage…').setInputFiles([{ name: 'run.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(run)) }]);
  const preview = page.locator('[data-state-id="journey.application.preview"]');
  await expect(preview).toHaveClass(/\buncovered\b/);
  const counts = subtreeCounts(model).get('journey.application.preview')!;
  await expect(preview.locator(':scope > title')).toContainText(`${counts.states}/${counts.states} states, ${counts.transitions - 1}/${counts.transitions} transitions covered`);
  // A region whose every state and transition was taken reads as covered.
  const covered = page.locator('[data-state-id="journey.application.companyDetails"]');
  await expect(covered).toHaveClass(/\bcovered\b/);
  // Drawn in the overlay's colours, not the closed box's own.
  const stroke = (l: Locator) => l.locator(':scope > .state-box').evaluate((r) => getComputedStyle(r).stroke);
  expect(await stroke(preview)).toBe('rgb(179, 38, 30)');
  expect(await stroke(covered)).toBe('rgb(26, 127, 55)');
  await page.screenshot({ path: `${SHOTS}/polish-1440-coverage.png` });
});

test('a line between regions on the highlighted path is drawn in the path\'s colour, as the legend says', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorer(page, bank.baseURL);
  const picker = page.getByLabel('Highlight a path');
  await expect(picker).toBeEnabled({ timeout: 60_000 });
  // The path to the summary crosses from region to region.
  await picker.selectOption('covers:journey.application.preview.otp.verifying xstate.done.actor.verifyOtp #1');
  const line = page.locator('.edge.between.on-path path').first();
  await expect(line).toBeAttached();
  const legendPath = await page.locator('.legend .swatch.on-path').evaluate((el) => getComputedStyle(el).borderColor);
  expect(await line.evaluate((el) => getComputedStyle(el).stroke)).toBe(legendPath);
  expect(await line.evaluate((el) => getComputedStyle(el).strokeOpacity)).toBe('1');
});
