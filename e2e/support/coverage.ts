import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Where runs leave what they exercised; `npm run paths -- --coverage` and the explorer read it. */
export const COVERAGE_DIR = join('coverage', 'journey');

/**
 * Saves the states and transitions the page's journey exercised, as coverage/journey/<run>.json, with
 * `sequences`: the transitions in the order the run took them (one sequence per run), from which
 * transition pairs are counted.
 */
export async function recordCoverage(page: Page, run: string, sequence?: readonly string[]): Promise<void> {
  const coverage = await page.evaluate(() => {
    const t = window.__journeyCoverage;
    return { states: [...(t?.states ?? [])].sort(), transitions: [...(t?.transitions ?? [])].sort() };
  });
  mkdirSync(COVERAGE_DIR, { recursive: true });
  const file = join(COVERAGE_DIR, `${run.replace(/[^A-Za-z0-9_-]+/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ run, kind: 'e2e', at: new Date().toISOString(), ...coverage, sequences: sequence ? [sequence] : [] }, null, 2));
}
