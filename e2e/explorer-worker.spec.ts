import { expect, test, type Page, type Route } from '@playwright/test';
import { chartModel } from '../src/analysis/chartModel';
import { journeyMachine } from '../machines/journey.machine';
import { openExplorerMeasured } from '../scripts/bench/explorer';
import { expandAll } from './support/explorerScope';
import { sandboxBankForFile } from './support/suite';

/**
 * The explorer's heavy work off the page's thread, in Chromium against the built app: ELK lays the chart
 * out in a web worker, the paths are generated in another, the picker says so until they come, and the
 * saved layout is used on the next open. Timings are printed, not asserted (npm run bench has them).
 */
const model = chartModel(journeyMachine);
const bank = sandboxBankForFile();
const SAVED_LAYOUT = 'sme-explorer-layout:';

const explorerUrl = () => `${bank.baseURL}/rsmedigitalfinancing/explorer`;

function workerScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('worker', (w) => seen.push(new URL(w.url()).pathname.split('/').pop() ?? ''));
  return seen;
}

const savedLayouts = (page: Page) => page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)), SAVED_LAYOUT);

test('lays the chart out in a worker, generates the paths in another, and opens from the saved layout next time', async ({ page }) => {
  const workers = workerScripts(page);
  // The path worker's script is held back until the picker has been seen waiting for it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/paths\.worker-[^/]*\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto(explorerUrl());
  await expandAll(page);
  await expect(page.locator('[data-transition-id]')).toHaveCount(model.transitions.length);
  const picker = page.getByLabel('Highlight a path');
  await expect(picker).toBeDisabled();
  await expect(picker.locator('option').first()).toHaveText(/generating paths/i);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/work/shots/i16/worker-1280-generating.png' });
  release();
  await expect(picker).toBeEnabled({ timeout: 60_000 });
  await expect(picker.locator('option[value^="screen:"]').first()).toBeAttached();
  expect(workers.some((w) => w.startsWith('elk.worker'))).toBe(true);
  expect(workers.some((w) => w.startsWith('paths.worker'))).toBe(true);
  expect(await savedLayouts(page)).toHaveLength(1);

  // Again, in the same browser: the layout comes from storage, no ELK worker is started.
  await page.unroute(/paths\.worker-[^/]*\.js$/);
  workers.length = 0;
  await page.reload();
  await expandAll(page);
  await expect(picker).toBeEnabled({ timeout: 60_000 });
  expect(workers.filter((w) => w.startsWith('elk.worker'))).toEqual([]);
  expect(workers.some((w) => w.startsWith('paths.worker'))).toBe(true);
});

test('first paint and the longest main-thread task while the explorer opens (printed)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const first = await openExplorerMeasured(page, explorerUrl());
  const again = await openExplorerMeasured(page, explorerUrl());
  for (const [name, o] of [['empty cache', first], ['cached', again]] as const) {
    // Long tasks are wall-clock time: on a loaded machine a short task is stretched by waiting for a core.
    console.log(`explorer open (${name}): chart drawn at ${o.chartMs.toFixed(0)} ms, paths at ${o.pathsMs.toFixed(0)} ms, long tasks ${o.longTasks.map((t) => t.toFixed(0)).join(', ') || 'none'} ms wall-clock, the longest ${o.longestTaskCpuMs.toFixed(0)} ms of processor time`);
  }
  await expandAll(page);
  await page.screenshot({ path: '/work/shots/i16/worker-1440x900.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('Highlight a path').selectOption({ index: 1 });
  await page.screenshot({ path: '/work/shots/i16/worker-1280-path.png' });
});
