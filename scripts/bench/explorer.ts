import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/browser';
import { chartModel } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';

/** What one opening of the explorer took, by the page's own clock from the start of navigation. */
export interface ExplorerOpening {
  /** The frame in which the chart's first state box is drawn. */
  chartMs: number;
  /** The path picker enabled: the generated paths have arrived. */
  pathsMs: number;
  /** Main-thread tasks over 50 ms (the browser's long tasks) until both, and the longest of them. */
  longTasks: number[];
  longestTaskMs: number;
  /**
   * The longest task on the page's main thread by the processor time it used (Chromium's trace): on a
   * loaded machine a long task's wall-clock time is mostly waiting for a core, this is the code's own share.
   */
  longestTaskCpuMs: number;
}

interface Record {
  longTasks: { start: number; duration: number }[];
  chartAt: number | null;
  pathsAt: number | null;
}

declare global {
  interface Window {
    /** The record of this page's opening of the explorer (watchOpening). */
    __explorerOpening?: Record;
  }
}

/** In the page, before any of its scripts: long tasks, the chart's first frame and the paths' arrival. */
function watchOpening(): void {
  const record: Record = { longTasks: [], chartAt: null, pathsAt: null };
  window.__explorerOpening = record;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) record.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Inline callbacks only: a named function here would carry the bundler's name helper into the page.
  new MutationObserver(() => {
    if (record.chartAt === null && document.querySelector('[data-state-id]')) {
      record.chartAt = -1;
      requestAnimationFrame((t) => (record.chartAt = t));
    }
    if (record.pathsAt === null && document.querySelector('.path-picker select:not([disabled])')) record.pathsAt = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Opens the explorer at `url` in `page` and waits until the chart is drawn and the paths have come;
 * the long tasks counted are those that started before that.
 */
export async function openExplorerMeasured(page: Page, url: string): Promise<ExplorerOpening> {
  await page.addInitScript(watchOpening);
  const browser = page.context().browser();
  await browser?.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url);
  await page.waitForFunction(() => {
    const r = window.__explorerOpening;
    return Boolean(r && r.chartAt !== null && r.chartAt >= 0 && r.pathsAt !== null);
  }, undefined, { timeout: 60_000 });
  // One more frame, so a long task still running when the paths arrived has been reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  const r = await page.evaluate(() => window.__explorerOpening!);
  const trace = browser ? await browser.stopTracing() : null;
  const end = Math.max(r.chartAt ?? 0, r.pathsAt ?? 0);
  const longTasks = r.longTasks.filter((t) => t.start <= end).map((t) => t.duration);
  return { chartMs: r.chartAt ?? 0, pathsMs: r.pathsAt ?? 0, longTasks, longestTaskMs: Math.max(0, ...longTasks), longestTaskCpuMs: trace ? longestMainThreadCpu(trace) : Number.NaN };
}

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** The most processor time one task took on a page's main thread (a renderer's CrRendererMain) in a Chromium trace. */
export function longestMainThreadCpu(trace: Buffer): number {
  const { traceEvents }: { traceEvents: TraceEvent[] } = JSON.parse(trace.toString('utf8'));
  const main = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  let longest = 0;
  for (const e of traceEvents) if (e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`)) longest = Math.max(longest, (e.tdur ?? 0) / 1000);
  return longest;
}

/**
 * From a click on "Expand all" to the frame in which every state of the chart is drawn, by the page's
 * clock: the whole chart's regions laid out by ELK, or read from the saved layout.
 */
export async function expandAllMeasured(page: Page, states: number): Promise<number> {
  return page.evaluate(
    (count) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const seen = new MutationObserver(() => {
          if (document.querySelectorAll('[data-state-id]').length < count) return;
          seen.disconnect();
          requestAnimationFrame((t) => resolve(t - start));
        });
        seen.observe(document, { childList: true, subtree: true });
        document.querySelector<HTMLButtonElement>('.scope-tools button')?.click();
      }),
    states,
  );
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * The explorer's first paint in Chromium against the built app: `runs` fresh browser contexts, each
 * opening the explorer twice, first with nothing cached (no layout saved, no assets in the HTTP cache),
 * then again with both. Prints the medians; asserts nothing.
 */
export async function explorerBench(baseURL: string, runs = 3): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const empty: ExplorerOpening[] = [];
  const cached: ExplorerOpening[] = [];
  const expandEmpty: number[] = [];
  const expandCached: number[] = [];
  const states = chartModel(journeyMachine).states.length;
  const url = `${baseURL}/rsmedigitalfinancing/explorer`;
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      empty.push(await openExplorerMeasured(page, url));
      expandEmpty.push(await expandAllMeasured(page, states));
      cached.push(await openExplorerMeasured(page, url));
      expandCached.push(await expandAllMeasured(page, states));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  // The figures are wall-clock times: the machine's load says how far they can be trusted.
  console.log(`explorer bench: load average ${loadavg().map((l) => l.toFixed(2)).join(', ')} on ${cpus().length} cores`);
  for (const [name, list, budget] of [['overview, empty cache', empty, 2000], ['overview, cached', cached, 1000]] as const) {
    console.log(
      `explorer first paint (${name}): median ${ms(median(list.map((o) => o.chartMs)))} of ${runs} (target < ${budget} ms); ` +
        `paths ready ${ms(median(list.map((o) => o.pathsMs)))}; longest main-thread task during open ${ms(median(list.map((o) => o.longestTaskMs)))} wall-clock ` +
        `(runs: ${list.map((o) => o.longestTaskMs.toFixed(0)).join(', ')}; target <= 100 ms), ${ms(median(list.map((o) => o.longestTaskCpuMs)))} of processor time ` +
        `(runs: ${list.map((o) => o.longestTaskCpuMs.toFixed(0)).join(', ')})`,
    );
  }
  for (const [name, list] of [['empty cache', expandEmpty], ['cached', expandCached]] as const) {
    console.log(`explorer Expand all, the whole chart drawn (${name}): median ${ms(median(list))} of ${runs} (runs: ${list.map((t) => t.toFixed(0)).join(', ')})`);
  }
}
