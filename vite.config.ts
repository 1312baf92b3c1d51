import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { documentPages } from './scripts/documentPages.ts';
import { compressAssets, privateSourceMaps } from './scripts/buildOutput.ts';

const UNIT_TESTS = ['tests/**/*.test.ts', 'tests/**/*.test.tsx'];
/** Checks of what `npm run build` makes: `npm run test:build` (vitest.build.config.ts), after a build. */
const BUILD_TESTS = ['tests/build/**'];
/** Tests that need modules of their own (see `isolate` below). */
const OWN_MODULES = [
  'tests/screens/**/*.test.tsx',
  'tests/screens/Explorer.export.test.ts',
  'tests/app/**/*.test.tsx',
  'tests/ui/**/*.test.tsx',
  'tests/machines/uploadActor.test.ts',
  'tests/machines/companyAhead.test.ts',
  'tests/machines/rules/actorCalls.test.ts',
];
/**
 * DOM tests that replace no module and put back every stand-in they use (timers, globals, the page's exits in
 * tests/screens/pageExits.ts) after each test: they share one jsdom window and their worker's modules
 * (tests/setup/sharedDom.ts resets the window between files). A new DOM test belongs in
 * OWN_MODULES first; listed here once it is known to leave nothing behind, nor lazy imports still loading
 * when it ends (those land in the next file's run: tests/app/routeSync, screenLoader).
 */
const SHARED_DOM = [
  'tests/screens/AccountDetails.test.tsx',
  'tests/screens/AStatusPages.test.tsx',
  'tests/screens/BoardMeetingDate.test.tsx',
  'tests/screens/CompanyDetails.test.tsx',
  'tests/screens/DeclarationsDetails.test.tsx',
  'tests/screens/errorPageDetails.test.tsx',
  'tests/screens/errorPages.test.tsx',
  'tests/screens/Explorer.coverageControl.test.tsx',
  'tests/screens/Explorer.export.test.ts',
  'tests/screens/Explorer.livePanel.test.tsx',
  'tests/screens/Explorer.polish.test.tsx',
  'tests/screens/Explorer.simulatePanel.test.tsx',
  'tests/screens/FinanceDetails.headings.test.tsx',
  'tests/screens/FinanceDetails.reveal.test.tsx',
  'tests/screens/FinanceDetails.test.tsx',
  'tests/screens/Header.test.tsx',
  'tests/screens/HStatusReject.test.tsx',
  'tests/screens/InvalidEntity.m07.test.tsx',
  'tests/screens/LetterOfOffer.test.tsx',
  'tests/screens/NonLending.test.tsx',
  'tests/screens/NSPersonDetails.test.tsx',
  'tests/screens/phoneTables.test.tsx',
  'tests/screens/Preview.test.tsx',
  'tests/screens/PropertyDetails.test.tsx',
  'tests/screens/ReviewOffer.test.tsx',
  'tests/screens/sessionExpired.test.tsx',
  'tests/screens/SessionTimeoutWarning.test.tsx',
  'tests/screens/statusFigures.test.tsx',
  'tests/screens/statusPages.test.tsx',
  'tests/screens/switches.test.tsx',
  'tests/screens/UploadDetails.test.tsx',
  'tests/screens/Welcome.test.tsx',
  'tests/ui/formErrors.test.tsx',
];
/**
 * Each worker's V8 without its background threads (garbage collection, compilation): two workers already keep
 * both cores busy, and those threads only add their cost of coordination. Figures: decision 0015.
 */
const ONE_THREAD = ['--single-threaded'];
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const appMode = (env.VITE_APP_MODE ?? 'SIM').toUpperCase();
  // The coverage trace and the explorer's live channel: for testers, so in SIM builds unless asked for.
  const journeyTooling = (env.VITE_JOURNEY_TOOLING ?? (appMode === 'SIM' ? 'on' : 'off')) === 'on';
  return {
    // Everything the bank serves lives under one prefix (spec 1, section 2), so the build does too.
    base: '/rsmedigitalfinancing/',
    // Source maps are kept out of the web root; everything in it is compressed at build time.
    plugins: [react(), documentPages(), privateSourceMaps(), compressAssets()],
    build: {
      outDir: 'dist/web',
      emptyOutDir: true,
      sourcemap: 'hidden',
      // A lazily loaded chunk fetches its own imports when it runs: the start page does not carry every
      // chunk's list of them. Screens are fetched ahead of need when the browser is idle (src/app/JourneyView.tsx).
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps) },
      rolldownOptions: {
        output: {
          // Libraries the start page does not run get chunks of their own: left to the automatic split,
          // they share a chunk with the domain's constants and messages, which the start page does load.
          codeSplitting: {
            groups: [
              { name: 'yup', test: /node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]/ },
              { name: 'date-fns', test: /node_modules[\\/]date-fns[\\/]/ },
            ],
          },
        },
      },
    },
    // The sandbox's NRIC/UEN sign-in is compiled into SIM builds only: no other build carries the page.
    define: { __SANDBOX_SIGN_IN__: JSON.stringify(appMode === 'SIM'), __JOURNEY_TOOLING__: JSON.stringify(journeyTooling) },
    server: {
      proxy: { '/api': 'http://127.0.0.1:8080' },
    },
    test: {
      globals: true,
      environment: 'node',
      testTimeout: 30000,
      // react-router-dom's CommonJS entry (the one Node's resolution picks) requires react-router's ES module build,
      // which fails in the test workers: its ES module entry instead (remix-run/react-router#13631).
      alias: [{ find: /^react-router-dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url)) }],
      hookTimeout: 60000,
      // Two workers on this 2-core machine: the default (cores - 1) runs the suite in one.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          // Node tests that leave no module or global state behind share their worker's module graph:
          // importing the chart, the bank and PGlite afresh for every file cost more than the tests.
          test: { name: 'shared', include: UNIT_TESTS, exclude: [...OWN_MODULES, ...BUILD_TESTS], isolate: false, execArgv: ONE_THREAD },
        },
        {
          extends: true,
          // A fresh module graph per file: module mocks, and whole apps whose lazy screens may still load. In VM
          // contexts of a kept worker, not a new worker per file: that halves what these files cost.
          test: { name: 'isolated', include: OWN_MODULES, exclude: SHARED_DOM, isolate: true, pool: 'vmThreads', setupFiles: ['tests/setup/domWaits.ts', 'tests/setup/ownerStacks.ts'] },
        },
        {
          extends: true,
          // One jsdom window per worker, not per file: building one and importing React into it cost more than the tests.
          // A child process, so that V8 runs it on one thread (ONE_THREAD): as a worker thread it shares the main
          // process's V8 helper threads.
          test: { name: 'dom', include: SHARED_DOM, isolate: false, pool: 'forks', execArgv: ONE_THREAD, setupFiles: ['tests/setup/domWaits.ts', 'tests/setup/ownerStacks.ts', 'tests/setup/sharedDom.ts'] },
        },
      ],
    },
  };
});
