import { defineConfig } from 'vitest/config';

/** `npm run mutation -- --chart`: the chart mutants against the model-based walk (tests/machines/mutants). */
export default defineConfig({
  test: {
    include: ['tests/machines/mutants/chart.mutants.ts'],
    environment: 'node',
    // A sample of 120 takes about ten minutes here; `CHART_MUTANTS=all` hours.
    testTimeout: 6 * 60 * 60 * 1000,
  },
});
