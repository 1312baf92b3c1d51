import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { journeyMachine } from '../machines/journey.machine';
import { chartModel } from '../src/analysis/chartModel';
import { phasesOf, regionsOf } from '../src/analysis/mermaid';
import { openExplorer } from './support/explorerScope';
import { sandboxBankForFile } from './support/suite';

/**
 * Overview to detail in the explorer, in Chromium against the built app: the overview's phases framing
 * their screens (the regions), every name readable at Fit, regions opened and closed, the view per
 * region, the minimap.
 */
const bank = sandboxBankForFile();
const SHOTS = '/work/shots/i16';
const model = chartModel(journeyMachine);
/** What the overview draws: the root, each phase as a frame, and each region (a phase's screen, or a state of the root's own) closed. */
const phases = phasesOf(model).map((s) => s.id);
const regions = regionsOf(model).map((s) => s.id);
const childrenOf = (id: string) => model.states.find((s) => s.id === id)!.children;

const open = (page: Page) => openExplorer(page, bank.baseURL);

const box = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`);

/** The size a state's name is drawn at on screen, in CSS px, and whether it lies wholly in the chart's viewport. */
async function nameOnScreen(page: Page, id: string) {
  return box(page, id).locator(':scope > .state-name').evaluate((text: SVGTextElement) => {
    const chart = text.ownerSVGElement!.getBoundingClientRect();
    const r = text.getBoundingClientRect();
    return {
      px: parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0),
      height: r.height,
      inView: r.left >= chart.left && r.right <= chart.right && r.top >= chart.top && r.bottom <= chart.bottom,
    };
  });
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const viewport of [{ width: 1440, height: 900 }, { width: 1920, height: 1080 }]) {
  test(`at ${viewport.width}x${viewport.height} the overview at Fit shows every phase's and region's name at 11 px or more`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page);
    await page.getByRole('button', { name: 'Fit' }).click();
    await expect(page.locator('[data-state-id]')).toHaveCount(1 + phases.length + regions.length);
    expect(phases.map((id) => id.split('.')[1])).toEqual(['application', 'afterSubmission', 'returning', 'outcomes']);
    // Each phase is a frame round its screens (measured at one moment: the view refits when the toolbar wraps).
    for (const id of phases) {
      const outside = await page.evaluate(
        ({ frameId, screens }) => {
          const rectOf = (s: string) => document.querySelector(`[data-state-id="${s}"] > rect`)!.getBoundingClientRect();
          const f = rectOf(frameId);
          return screens.filter((s) => {
            const r = rectOf(s);
            return !(r.left >= f.left && r.top >= f.top && r.right <= f.right && r.bottom <= f.bottom);
          });
        },
        { frameId: id, screens: childrenOf(id) },
      );
      expect(outside, `screens outside ${id}`).toEqual([]);
    }
    for (const id of [...phases, ...regions]) {
      const name = await nameOnScreen(page, id);
      expect(name.inView, `${id} in view`).toBe(true);
      expect(name.px, `${id} name size`).toBeGreaterThanOrEqual(11);
      expect(name.height, `${id} name box`).toBeGreaterThanOrEqual(11);
    }
    // A closed region says what it holds.
    await expect(box(page, 'journey.application.preview').locator('.state-counts')).toHaveText(new RegExp(`^\\d+ states · \\d+ transitions$`));
    expect(childrenOf('journey.application.preview').length).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/overview-${viewport.width}-overview.png` });
  });
}

test('a region opens in place of its counts and closes again, by its control and from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  const children = childrenOf('journey.application.preview');
  await expect(box(page, children[0])).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand journey.application.preview', exact: true }).click();
  for (const id of children) await expect(box(page, id)).toHaveCount(1, { timeout: 30_000 });
  await expect(box(page, 'journey.application.preview').locator(':scope > .state-counts')).toHaveCount(0);
  // Its open region is in view, its children's names readable.
  const child = await nameOnScreen(page, children[1]);
  expect(child.inView).toBe(true);
  await page.screenshot({ path: `${SHOTS}/overview-1440-expanded.png` });
  const collapse = page.getByRole('button', { name: 'Collapse journey.application.preview', exact: true });
  await collapse.focus();
  await page.keyboard.press('Enter');
  await expect(box(page, children[0])).toHaveCount(0, { timeout: 30_000 });
  await expect(box(page, 'journey.application.preview').locator(':scope > .state-counts')).toBeVisible();
  // Expand all draws every state; Collapse all goes back to the overview.
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(box(page, 'journey.application.preview.otp.waiting')).toHaveCount(1, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(page.locator('[data-state-id]')).toHaveCount(1 + phases.length + regions.length, { timeout: 30_000 });
});

test('searching a state hidden in a closed region opens the region and centres the state', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  await page.getByLabel('Search the chart').fill('lookingUpPostal');
  await page.locator('.search-results').getByRole('button', { name: /journey\.application\.companyDetails\.lookingUpPostal/ }).click();
  await expect(box(page, 'journey.application.companyDetails.lookingUpPostal')).toHaveClass(/\bselected\b/, { timeout: 30_000 });
  const chart = (await page.locator('.chart-svg').boundingBox())!;
  await expect(async () => {
    const chosen = (await box(page, 'journey.application.companyDetails.lookingUpPostal').locator('rect').first().boundingBox())!;
    expect(Math.abs(chosen.x + chosen.width / 2 - (chart.x + chart.width / 2))).toBeLessThan(5);
  }).toPass();
});

test('a region view draws only that region, in full; the minimap moves the view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  await page.getByLabel('View region:').selectOption('journey.application.companyDetails');
  await expect(box(page, 'journey.application.companyDetails.lookingUpPostal')).toHaveCount(1, { timeout: 30_000 });
  const ids = await page.locator('[data-state-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-state-id')!));
  expect(ids.every((id) => id === 'journey.application.companyDetails' || id.startsWith('journey.application.companyDetails.'))).toBe(true);
  await expect(page.locator('[data-transition-id]')).not.toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/overview-1440-region.png` });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByRole('button', { name: 'Fit' }).click();
  await page.screenshot({ path: `${SHOTS}/overview-1920-region.png` });

  // Zoomed in, the minimap shows where the view is; a click on its far corner takes the view there.
  const minimap = page.getByRole('img', { name: /Minimap/ });
  await expect(minimap).toHaveCount(0);
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(minimap).toBeVisible();
  const before = (await page.getByTestId('minimap-view').boundingBox())!;
  const map = (await minimap.boundingBox())!;
  await minimap.click({ position: { x: map.width - 4, y: map.height - 4 } });
  await expect(async () => {
    const after = (await page.getByTestId('minimap-view').boundingBox())!;
    expect(after.x + after.width / 2).toBeGreaterThan(before.x + before.width / 2 + 10);
  }).toPass();
  // Back to the whole chart.
  await page.getByLabel('View region:').selectOption('');
  await expect(box(page, 'journey.outcomes.sessionExpired')).toHaveCount(1, { timeout: 30_000 });
});
