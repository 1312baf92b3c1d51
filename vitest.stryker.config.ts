import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant of machines/ and domain/: the chart's and the domain's own suites.
 * Left out: golden-file tests that fail on any change of the chart's text whatever it does (docs/journey.md's
 * currency, the paths CLI output), which would count a mutant as killed without a behaviour being checked.
 */
export default defineConfig({
  test: {
    globals: true,
    include: ['tests/machines/**/*.test.ts', 'tests/domain/**/*.test.ts'],
    exclude: ['tests/machines/journeyDoc.test.ts', 'tests/machines/paths.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
