import { defineConfig } from 'vitest/config';

/** `npm run mutation -- --full`: every mutant, the whole suite of the chart and the domain (hours on this machine). */
const full = process.env.STRYKER_FULL === '1';

/**
 * The tests Stryker runs against each mutant of machines/ and domain/: the chart's and the domain's own suites.
 * Always left out: golden-file tests that fail on any change of the chart's text whatever it does (docs/journey.md's
 * currency, the paths CLI output), which would count a mutant as killed without a behaviour being checked.
 * Left out of the everyday run: the model-based walk, which generates its paths from the chart when the file loads.
 * That runs every guard and action outside a test, so Stryker must reload the whole suite for each of their mutants
 * (about a minute each here) instead of switching the mutant on in a running one; and its expected paths come
 * from the chart under test, so most of what it would kill it kills by a changed path, not a broken rule.
 */
export default defineConfig({
  test: {
    globals: true,
    include: ['tests/machines/**/*.test.ts', 'tests/domain/**/*.test.ts'],
    exclude: [
      'tests/machines/journeyDoc.test.ts',
      'tests/machines/paths.test.ts',
      ...(full ? [] : ['tests/machines/journey.model.test.ts']),
    ],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
