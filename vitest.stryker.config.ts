import { defineConfig } from 'vitest/config';

/** `npm run mutation -- --full`: every mutant, the whole suite of the chart and the domain (hours on this machine). */
const full = process.env.STRYKER_FULL === '1';

/**
 * The tests Stryker runs against each mutant of machines/ and domain/: the chart's and the domain's own suites,
 * but for the paths CLI's output (its code, src/analysis, is not mutated).
 * Left out of the everyday run: the model-based walk. It generates its paths from the chart when the file loads,
 * which runs every guard and action outside a test, so Stryker would reload the whole suite for each of their
 * mutants (about a minute each here) instead of switching the mutant on in a running one; and as its expected
 * steps come from the chart under test, it kills a mutant only through its per-state expectations.
 * The property-based journeys cover nearly every mutant, so they walk a tenth of their random runs here
 * (JOURNEY_RUNS_SCALE): all of them, for each of a thousand mutants, would take hours on this machine.
 * Left out of the full run: docs/journey.md's currency test, which fails on any change of the chart's text,
 * whatever it does, and would count every static mutant of the chart as killed. The everyday run ignores
 * static mutants, so there it only checks the document's renderer (chartModel.ts, mermaid.ts).
 */
export default defineConfig({
  test: {
    globals: true,
    include: ['tests/machines/**/*.test.ts', 'tests/machines/**/*.suite.ts', 'tests/domain/**/*.test.ts'],
    exclude: [
      'tests/machines/paths.suite.ts',
      ...(full ? ['tests/machines/journeyDoc.test.ts'] : ['tests/machines/journey.model.suite.ts']),
    ],
    environment: 'node',
    env: { JOURNEY_RUNS_SCALE: '0.1' },
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
