// @ts-check
/**
 * Mutation testing of the chart (machines/) and the spec's rules (domain/): see docs/decisions/0011-mutation-testing.md.
 * `npm run mutation` runs it and prints the score per folder; `-- --full` adds the static mutants; `-- --mutate machines/setup.ts` narrows it.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.ts', related: true },
  mutate: [
    'machines/**/*.ts',
    'src/domain/**/*.ts',
    // The React handle and the explorer's live channel: wiring for the browser, exercised by screen and e2e tests.
    '!machines/journeyContext.ts',
    '!machines/liveChannel.ts',
  ],
  coverageAnalysis: 'perTest',
  // The chart's states, targets and events are built when the module loads (static mutants: 85% of machines/).
  // Each needs a fresh environment and the whole related suite (~95 s here), some 6 hours on this machine, so
  // the everyday run leaves them out; `npm run mutation -- --full` includes them (nightly CI).
  ignoreStatic: process.env.STRYKER_FULL !== '1',
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // Two cores shared by the whole team.
  concurrency: 2,
  // A busy machine: a slow run is not an infinite loop.
  timeoutMS: 20000,
  dryRunTimeoutMinutes: 20,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 90, low: 85, break: null },
  ignorePatterns: ['dist', 'data', 'data-uat', 'reports', 'test-results', 'playwright-report', 'coverage', 'e2e/**/*.png'],
  tempDirName: '.stryker-tmp',
};
