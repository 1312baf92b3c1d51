import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chartModel } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import { transitionTour } from '../../src/analysis/tour';
import { countPaths, summaryLine, UsageError } from '../../scripts/lib/pathTools';
import { main } from '../../scripts/paths';

/**
 * `npm run paths` as a tester runs it (tests/chartGraphs.test.ts runs it in the worker that has the chart's graphs and tour).
 * The runs about what the command writes call its main; one run as a process checks the exit code and stderr.
 */
const model = chartModel(journeyMachine);
const all = transitionTour(journeyMachine);
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the command itself', () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'sme-paths-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const spawned = (...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/paths.ts', ...args], { cwd: root });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (status) => done({ status, stdout, stderr }));
    });
  const run = (...args: string[]) => {
    const printed: unknown[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...line: unknown[]) => void printed.push(...line));
    try {
      return { status: main(args), stdout: `${printed.join('\n')}\n` };
    } finally {
      log.mockRestore();
    }
  };
  let whole: ReturnType<typeof run>;
  let filtered: ReturnType<typeof run>;
  beforeAll(() => {
    whole = run('--summary', '--csv', '--gherkin', '--playwright', '--out-dir', outDir);
    filtered = run('--summary', '--product', 'BTL', '--route', 'CompanyDetails', '--out-dir', outDir);
  }, 180_000);

  it('--summary ends with the coverage line of the tour, both numbers whole, and writes every export', () => {
    expect(whole.status, whole.stdout).toBe(0);
    const lines = whole.stdout.trimEnd().split('\n');
    expect(lines[lines.length - 1]).toBe(summaryLine(countPaths(model, all)));
    expect(lines[lines.length - 1]).toMatch(/^coverage: states (\d+)\/\1, transitions (\d+)\/\2, paths \d+, steps \d+$/);
    const json = JSON.parse(readFileSync(path.join(outDir, 'paths.json'), 'utf8'));
    expect(json.kind).toBe('tour');
    expect(json.paths).toHaveLength(all.length);
    expect(readFileSync(path.join(outDir, 'paths.md'), 'utf8').match(/^## \d+\. /gm)).toHaveLength(all.length);
    for (const ext of ['csv', 'feature', 'spec.ts']) expect(existsSync(path.join(outDir, `paths.${ext}`)), ext).toBe(true);
  });

  it('a filtered run writes its own files, whose header claims only what the filter kept', () => {
    expect(filtered.status, filtered.stdout).toBe(0);
    const base = path.join(outDir, 'paths--product-BTL--route-CompanyDetails');
    const md = readFileSync(`${base}.md`, 'utf8');
    expect(md).toMatch(/covers only what its filter kept \(--product BTL --route CompanyDetails\), not the whole chart/);
    expect(md).not.toMatch(/takes every transition of the chart/);
    const json = JSON.parse(readFileSync(`${base}.json`, 'utf8'));
    expect(json.filters).toMatchObject({ product: 'BTL', route: 'CompanyDetails' });
    expect(json.counts.transitions.covered).toBeLessThan(model.transitions.length);
    // The unfiltered run's file is its own: the filtered one did not overwrite it.
    expect(JSON.parse(readFileSync(path.join(outDir, 'paths.json'), 'utf8')).filters.product).toBeNull();
  });

  it('refuses a wrong option with a clear message and exit code 2', async () => {
    const res = await spawned('--to', 'Nowhere', '--out-dir', outDir);
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(/'Nowhere' is neither a state of the chart nor a route/);
    expect(() => run('--product', 'Loan', '--out-dir', outDir)).toThrow(UsageError);
    expect(() => run('--product', 'Loan', '--out-dir', outDir)).toThrow(/--product must be one of BTL, PBF, AIP/);
  }, 120_000);
});
